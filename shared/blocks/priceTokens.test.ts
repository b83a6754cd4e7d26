import { describe, expect, it } from 'vitest';
import { partsShownBy } from '../pages';
import { fillPriceTokens, namesPrices, unknownPriceTokens, type NamedPrices } from './priceTokens';
import { localizedText } from './text';

const prices: NamedPrices = {
  plans: [
    { id: 'basic', price: { sek: 7000, usd: 699 } },
    { id: 'premium', price: { sek: 10000, usd: 999 } },
    { id: 'enterprise', price: { sek: 15000, usd: 1499 } },
  ],
  package: { price: { sek: 14999, usd: 1499 } },
};

describe('price tokens', () => {
  it('print the named price as the language prints it, saying once, after the last, whether moms is in them', () => {
    const text = 'Basic {price:basic}, Premium {price:premium}, the package {price:package}.';
    expect(fillPriceTokens(text, prices, 'sv')).toBe(
      'Basic 7\u00a0000\u00a0kr, Premium 10\u00a0000\u00a0kr, the package 14\u00a0999\u00a0kr exkl. moms.',
    );
    expect(fillPriceTokens({ answer: [text] }, { ...prices, moms: 'included' }, 'en')).toEqual({
      answer: ['Basic $699, Premium $999, the package $1,499 incl. VAT.'],
    });
    // A title or a description: the amount alone (the page it leads to says the rest).
    expect(fillPriceTokens('Från {price:basic}', prices, 'sv', { momsWords: false })).toBe(
      'Från 7\u00a0000\u00a0kr',
    );
  });

  it('never show a visitor a token: a plan the prices no longer have, or no prices at all, print nothing', () => {
    const onlyBasic = { ...prices, plans: prices.plans.filter((plan) => plan.id === 'basic') };
    expect(fillPriceTokens('Premium {price:premium}.', onlyBasic, 'sv')).toBe('Premium .');
    expect(fillPriceTokens('Från {price:basic}', undefined, 'sv')).toBe('Från ');
  });

  it('are refused by name when they name no price, in either language', () => {
    expect(unknownPriceTokens('{price:basic} and {price:gold} or {price:silver}')).toEqual([
      'gold',
      'silver',
    ]);
    const parsed = localizedText(100).safeParse({ sv: 'Från {price:gold}', en: '{price:basic}' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['sv', expect.stringContaining('No such price: gold')],
    ]);
  });

  it('make a page show the prices, from a visible block or the meta only', () => {
    expect(namesPrices({ a: [{ b: 'x {price:basic}' }] })).toBe(true);
    expect(namesPrices({ a: ['no price here', 7000] })).toBe(false);
    const faq = (answer: string, hidden = false) => ({
      id: 'q',
      type: 'faq' as const,
      hidden,
      data: {
        heading: { title: { sv: 'Frågor', en: '' }, lead: { sv: '', en: '' } },
        tone: 'light' as const,
        questions: [{ question: { sv: 'Pris?', en: '' }, answer: { sv: answer, en: '' } }],
      },
    });
    expect(partsShownBy([faq('{price:premium}')] as never)).toEqual(['prices']);
    expect(partsShownBy([faq('{price:premium}', true)] as never)).toEqual([]);
    expect(partsShownBy([faq('Gratis')] as never, { title: { sv: 'Från {price:basic}', en: '' } })).toEqual([
      'prices',
    ]);
  });
});
