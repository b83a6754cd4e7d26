import { describe, expect, it } from 'vitest';
import { pricesWithMoms, withMoms, withoutMoms } from './moms';

describe('moms', () => {
  it('adds 25 % to the specification’s prices, in whole kronor', () => {
    expect([7000, 10000, 15000, 4999].map(withMoms)).toEqual([8750, 12500, 18750, 6249]);
  });

  it('takes it out of a price that includes it: a fifth of the price, not a quarter', () => {
    expect([8750, 12500, 18750, 10000].map(withoutMoms)).toEqual([7000, 10000, 15000, 8000]);
  });

  it('gives back what it was given, there and back, for every whole krona up to 100 000', () => {
    for (let amount = 0; amount <= 100_000; amount++) expect(withoutMoms(withMoms(amount))).toBe(amount);
  });

  it('prints a price as typed and the other way, in the page’s language and currency', () => {
    const premium = { sek: 10_000, usd: 999 };
    expect(pricesWithMoms(premium, 'excluded', 'sv')).toEqual({
      excluded: '10\u00a0000\u00a0kr',
      included: '12\u00a0500\u00a0kr',
    });
    expect(pricesWithMoms(premium, 'included', 'sv')).toEqual({
      excluded: '8\u00a0000\u00a0kr',
      included: '10\u00a0000\u00a0kr',
    });
    expect(pricesWithMoms(premium, 'excluded', 'en')).toEqual({ excluded: '$999', included: '$1,249' });
  });
});
