import { describe, expect, it } from 'vitest';
import { emptyValue, fieldSpec } from './fields';
import { cheapestPlan, formatPrice } from './priceFormat';
import { pricesPart } from './prices';
import { blockTypeNames, blockTypes, pageBlock } from './registry';
import { isLocalizedText, localize, missingTranslations } from '../localize';
import { localizedText } from './text';

describe('localized texts', () => {
  it('are { sv, en } and nothing else', () => {
    expect(isLocalizedText({ sv: 'Hej', en: 'Hello' })).toBe(true);
    expect(isLocalizedText({ sv: 'Hej', en: 'Hello', de: 'Hallo' })).toBe(false);
    expect(isLocalizedText({ sv: 'Hej', en: 3 })).toBe(false);
    expect(isLocalizedText(['Hej', 'Hello'])).toBe(false);
  });

  it('need Swedish when required; English may wait for its translation', () => {
    expect(localizedText(10).safeParse({ sv: 'Hej', en: '' }).success).toBe(true);
    expect(localizedText(10).safeParse({ sv: ' ', en: 'Hello' }).success).toBe(false);
    expect(localizedText(10, { required: false }).safeParse({ sv: '', en: '' }).success).toBe(true);
    expect(localizedText(3).safeParse({ sv: 'Hej', en: 'Hello' }).success).toBe(false);
  });

  it('localize deeply, a missing English text showing its Swedish', () => {
    const data = { title: { sv: 'Rubrik', en: '' }, items: [{ sv: 'Ett', en: 'One' }], count: 3, on: true };
    expect(localize(data, 'en')).toEqual({ title: 'Rubrik', items: ['One'], count: 3, on: true });
    expect(localize(data, 'sv')).toEqual({ title: 'Rubrik', items: ['Ett'], count: 3, on: true });
  });

  it('list the texts written in one language only, by path', () => {
    const data = { a: { sv: 'Ja', en: '' }, b: [{ sv: '', en: 'Only English' }], c: { sv: '', en: '' } };
    expect(missingTranslations(data)).toEqual([
      { field: 'a', missing: 'en' },
      { field: 'b.0', missing: 'sv' },
    ]);
  });
});

describe('prices', () => {
  it('are printed one way in each language', () => {
    expect(formatPrice({ sek: 14999, usd: 1499 }, 'sv')).toBe('14\u00a0999\u00a0kr');
    expect(formatPrice({ sek: 14999, usd: 1499 }, 'en')).toBe('$1,499');
    expect(formatPrice({ sek: 700, usd: 69 }, 'en')).toBe('$69');
  });

  it('name their cheapest plan per currency', () => {
    const plans = [
      { id: 'a', price: { sek: 7000, usd: 800 } },
      { id: 'b', price: { sek: 8000, usd: 699 } },
    ];
    expect(cheapestPlan(plans, 'sv')?.id).toBe('a');
    expect(cheapestPlan(plans, 'en')?.id).toBe('b');
    expect(cheapestPlan([], 'sv')).toBeUndefined();
  });

  it('hold each plan once, in whole amounts', () => {
    const plan = {
      id: 'basic',
      name: { sv: 'Basic', en: 'Basic' },
      price: { sek: 7000, usd: 699 },
      startingAt: false,
      featured: false,
      description: { sv: 'Liten', en: 'Small' },
      features: [{ sv: 'En sida', en: 'One page' }],
    };
    const fixedPackage = {
      name: { sv: 'Komplett', en: 'Complete' },
      price: { sek: 14999, usd: 1499 },
      size: { sv: '5–7 sidor', en: '5–7 pages' },
      includes: [{ sv: 'Support', en: 'Support' }],
    };
    const prices = (plans: unknown[], pack: unknown = fixedPackage) =>
      pricesPart.safeParse({ plans, package: pack });
    expect(prices([plan]).success).toBe(true);
    expect(prices([plan, plan]).success).toBe(false);
    expect(prices([{ ...plan, price: { sek: 70.5, usd: 699 } }]).success).toBe(false);
    // The fixed-price package is part of the prices: without it, or at a part-krona price, they are refused.
    expect(pricesPart.safeParse({ plans: [plan] }).success).toBe(false);
    expect(prices([plan], { ...fixedPackage, price: { sek: 14999.5, usd: 1499 } }).success).toBe(false);
  });
});

describe('the block registry', () => {
  it('describes every kind in both languages', () => {
    for (const type of blockTypeNames) {
      expect(blockTypes[type].label.sv && blockTypes[type].label.en, type).toBeTruthy();
      expect(blockTypes[type].description.sv && blockTypes[type].description.en, type).toBeTruthy();
    }
  });

  it('draws every kind as a form and gives each a new, empty value (the palette adds one)', () => {
    for (const type of blockTypeNames) {
      const spec = fieldSpec(blockTypes[type].schema);
      expect(spec.kind, type).toBe('group');
      expect(() => emptyValue(spec), type).not.toThrow();
    }
    // A page head's review date is a date field, today's date when staff turn it on.
    const head = fieldSpec(blockTypes.pageHead.schema);
    const updated = head.kind === 'group' ? head.fields.find(([key]) => key === 'updated')?.[1] : undefined;
    expect(updated).toEqual({ kind: 'optional', inner: { kind: 'date' } });
    expect(emptyValue({ kind: 'date' })).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses an unknown kind at its type', () => {
    const result = pageBlock.safeParse({ id: 'x', type: 'carousel', hidden: false, data: {} });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['type']);
  });
});
