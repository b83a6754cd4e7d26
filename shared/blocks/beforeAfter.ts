import { z } from 'zod';
import { sectionHeading } from './common';
import { comparisonPictures } from '../illustrations';
import { localizedText } from './text';

/** A slider over a site before and after its redesign, and a link to the portfolio. */
export const beforeAfterBlock = z.strictObject({
  heading: sectionHeading,
  pictures: z.enum(Object.keys(comparisonPictures) as [keyof typeof comparisonPictures]),
  beforeAlt: localizedText(200),
  afterAlt: localizedText(200),
  beforeLabel: localizedText(30),
  afterLabel: localizedText(30),
  sliderLabel: localizedText(80),
  cta: localizedText(60, { required: false }),
});
export type BeforeAfterBlock = z.infer<typeof beforeAfterBlock>;
