import { z } from 'zod';
import { listOf, sectionHeading } from './common';
import { localizedText } from './text';

/** The contact form with what happens after it is sent beside it (the form's own labels are the site's). */
export const contactFormBlock = z.strictObject({
  heading: sectionHeading,
  facts: listOf(localizedText(120), 4),
});
export type ContactFormBlock = z.infer<typeof contactFormBlock>;
