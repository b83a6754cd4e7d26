import { z } from 'zod';
import { localizedText } from './text';

/** The coloured band at the foot of a page that asks the visitor to get in touch (its button opens Contact). */
export const closingCtaBlock = z.strictObject({
  title: localizedText(120),
  text: localizedText(400),
  button: localizedText(40),
});
export type ClosingCtaBlock = z.infer<typeof closingCtaBlock>;
