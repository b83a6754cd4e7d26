import { z } from 'zod';
import { listOf, sectionHeading } from './common';
import { localizedText } from './text';

/**
 * The contact form with what happens after it is sent beside it (the form's own labels are the site's).
 * As a section (the home page's #contact) it stands on a band beside its heading; as a page (the contact page)
 * the heading, the facts, the fixed-price package and the contact details run down one column beside it.
 */
export const contactFormBlock = z.strictObject({
  heading: sectionHeading,
  facts: listOf(localizedText(120), 4),
  layout: z.enum(['section', 'page']).default('section'),
  /** The fixed-price package from the shared prices, under a heading and a line of its own; none: not shown. */
  offer: z
    .strictObject({ title: localizedText(80), text: localizedText(300) })
    .nullable()
    .default(null),
  /** The phone number and e-mail address from the settings, under this heading; none: not shown. */
  details: z
    .strictObject({ title: localizedText(60) })
    .nullable()
    .default(null),
});
export type ContactFormBlock = z.infer<typeof contactFormBlock>;
