import { z } from 'zod';
import { listOf } from './common';
import { localizedText } from './text';

/** A heading and a few paragraphs of plain prose, set in one readable column. */
export const storyBlock = z.strictObject({
  title: localizedText(120),
  paragraphs: listOf(localizedText(1200), 12),
});
export type StoryBlock = z.infer<typeof storyBlock>;
