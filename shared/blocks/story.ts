import { z } from 'zod';
import { listOf } from './common';
import { localizedText } from './text';

/** A heading and a few paragraphs of plain prose, set in one readable column or beside a panel of points. */
export const storyBlock = z.strictObject({
  title: localizedText(120),
  paragraphs: listOf(localizedText(1200), 12),
  /** Short points in a panel beside the prose (the text then spans the width); none: one readable column. */
  points: listOf(localizedText(160), 8).nullable().default(null),
});
export type StoryBlock = z.infer<typeof storyBlock>;
