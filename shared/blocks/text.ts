import { z } from 'zod';
import { priceToken, priceTokenNames, unknownPriceTokens } from './priceTokens';

/**
 * A text of a block in both languages. Swedish is the site's first language: a required text must have it, and
 * an empty English side is a missing translation (the English page shows the Swedish text and the admin lists
 * the field), not an error. Text is text: the renderer never reads it as HTML.
 */
export const localizedText = (max: number, { required = true }: { required?: boolean } = {}) =>
  z.strictObject({
    sv: namedPricesOnly(
      required
        ? z.string().trim().min(1, 'Swedish text is required').max(max, `At most ${max} characters`)
        : z.string().trim().max(max, `At most ${max} characters`),
    ),
    en: namedPricesOnly(z.string().trim().max(max, `At most ${max} characters`)),
  });

/** A text may name a price (`{price:premium}`, shared/blocks/priceTokens.ts), but only one the prices have. */
export const namedPricesOnly = <Text extends z.ZodType<string>>(text: Text) =>
  text.refine((value) => unknownPriceTokens(value).length === 0, {
    error: (issue) =>
      `No such price: ${unknownPriceTokens(String(issue.input)).join(', ')} (${priceTokenNames.map(priceToken).join(', ')})`,
  });
