import { z } from 'zod';
import { listOf } from './common';
import { localizedText } from './text';

/** A legal text (privacy notice, terms, accessibility statement): numbered-free sections of prose and lists. */
export const legalTextBlock = z.strictObject({
  sections: listOf(
    z.strictObject({
      heading: localizedText(160),
      paragraphs: listOf(localizedText(2000), 12),
      /** Points under the prose (contact details, rights, what is collected); none: no list. */
      list: z.array(localizedText(300)).max(20, 'At most 20 items').default([]),
      /**
       * Under the prose, who the company is, from the site settings (name, form, organisation and VAT numbers,
       * registered address, e-mail, phone): the privacy notice's data controller, the terms' party.
       */
      identity: z.boolean().default(false),
    }),
    40,
  ),
});
export type LegalTextBlock = z.infer<typeof legalTextBlock>;
