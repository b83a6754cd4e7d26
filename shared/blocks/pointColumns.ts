import { z } from 'zod';
import { listOf, sectionHeading, sectionTones } from './common';
import { localizedText } from './text';

/** Two to four columns side by side, each a title over a list of points (SEO's technical, on-page, off-page). */
export const pointColumnsBlock = z.strictObject({
  heading: sectionHeading,
  tone: z.enum(sectionTones).default('alt'),
  columns: listOf(z.strictObject({ title: localizedText(80), points: listOf(localizedText(200), 10) }), 4),
});
export type PointColumnsBlock = z.infer<typeof pointColumnsBlock>;
