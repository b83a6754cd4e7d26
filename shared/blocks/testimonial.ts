import { z } from 'zod';
import { localizedText } from './text';

/** One client's words: the quote, who said it and what they do. */
export const testimonialBlock = z.strictObject({
  /** The page's ground or the alternate light one (the quote is set for a light band). */
  tone: z.enum(['light', 'alt']).default('light'),
  quote: localizedText(600),
  author: localizedText(80),
  role: localizedText(120),
});
export type TestimonialBlock = z.infer<typeof testimonialBlock>;
