import { z } from 'zod';
import { listOf, sectionHeading, sectionTones } from './common';
import { localizedText } from './text';

/** Questions a visitor opens one by one; search engines read them as the page's FAQ (JSON-LD). */
export const faqBlock = z.strictObject({
  heading: sectionHeading,
  tone: z.enum(sectionTones).default('light'),
  questions: listOf(z.strictObject({ question: localizedText(160), answer: localizedText(1000) }), 20),
});
export type FaqBlock = z.infer<typeof faqBlock>;
