import { z } from 'zod';
import { localizedText } from './text';

/**
 * The words around every public page, edited once: the navigation's call to action (it leads to the contact
 * page) and the footer's description of the agency and its opening hours. Contact details and social links are
 * settings.
 */
export const chromePart = z.strictObject({
  navigation: z.strictObject({
    /** The button beside the menu and at the end of the phone's drawer. */
    cta: localizedText(40),
  }),
  footer: z.strictObject({
    description: localizedText(300),
    hours: localizedText(60),
  }),
});
export type ChromePart = z.infer<typeof chromePart>;
