import { describe, expect, it } from 'vitest';
import { newBlock } from './BlockPalette';
import { comparePages, fieldPathLabel, printedTitle } from './pageTexts';

const meta = {
  title: { sv: 'Start', en: 'Home' },
  description: { sv: 'Om oss', en: 'About us' },
  keywords: { sv: '', en: '' },
  noindex: false,
};
const page = (features: string[]) => ({
  meta,
  blocks: [
    {
      id: 'prices',
      type: 'pricing',
      data: {
        plans: [
          { name: { sv: 'Bas', en: 'Basic' }, features: features.map((en) => ({ sv: en, en })) },
          { name: { sv: 'Mer', en: 'More' }, features: features.map((en) => ({ sv: en, en })) },
        ],
      },
    },
  ],
});

describe('comparePages', () => {
  it('labels every item of a list nested in a list with its parents in order', () => {
    const changed = comparePages(
      page(['One page', 'A form', 'Hosting']),
      page(['One page', 'Two forms', 'Support']),
      'en',
    )
      .filter(({ before, after }) => before !== after)
      .map(({ label }) => label);
    expect(changed).toEqual(
      ['Plans 1', 'Plans 2'].flatMap((plan) =>
        ['Features 2', 'Features 3'].flatMap((feature) =>
          ['Swedish', 'English'].map((lang) => `Pricing › ${plan} › ${feature} (${lang})`),
        ),
      ),
    );
  });

  it('names a text only one version has as added', () => {
    const added = comparePages(page(['One page']), page(['One page', 'A form']), 'en').filter(
      ({ before, after }) => before === '' && after !== '',
    );
    expect(added.map(({ after }) => after)).toEqual(['A form', 'A form', 'A form', 'A form']);
  });
});

describe('fieldPathLabel', () => {
  const blocks = [newBlock('hero', new Set()), newBlock('process', new Set())];

  it('names a block’s field as the editor labels it: the kind, the fields, the item’s number, the language', () => {
    expect(fieldPathLabel('blocks.1.data.heading.title.sv', { blocks }, 'en')).toBe(
      'Process › Heading › Title (Swedish)',
    );
    expect(fieldPathLabel('blocks.1.data.steps.1.title.en', { blocks }, 'en')).toBe(
      'Process › Steps 2 › Title (English)',
    );
    expect(fieldPathLabel('blocks.0.data.badge.sv', { blocks }, 'en')).toBe('Hero › Badge (Swedish)');
  });

  it('names the meta under its panel, and a block no longer there by its place', () => {
    expect(fieldPathLabel('meta.description.sv', { blocks }, 'en')).toBe(
      'Search and sharing › Description (Swedish)',
    );
    expect(fieldPathLabel('blocks.7.type', { blocks }, 'en')).toBe('Block 8 › Type');
  });

  it('speaks the admin’s language: the kind, the fields and the language of the text in Swedish', () => {
    expect(fieldPathLabel('blocks.1.data.steps.1.title.en', { blocks }, 'sv')).toBe(
      'Arbetsgång › Steg 2 › Titel (engelska)',
    );
    expect(fieldPathLabel('meta.description.sv', { blocks }, 'sv')).toBe(
      'Sök och delning › Beskrivning (svenska)',
    );
    expect(fieldPathLabel('blocks.7.type', { blocks }, 'sv')).toBe('Block 8 › Typ');
  });
});

describe('printedTitle', () => {
  const prices = {
    plans: [{ id: 'basic' as const, price: { sek: 7000, usd: 699 } }],
    package: { price: { sek: 14999, usd: 1499 } },
  };
  it('prints a price token as the Swedish site does, and never shows the token while the prices load', () => {
    expect(printedTitle('Webbdesign | Från {price:basic}', prices).replace(/\s/g, ' ')).toBe(
      'Webbdesign | Från 7 000 kr',
    );
    expect(printedTitle('Webbdesign | Från {price:basic}', undefined)).toBe('Webbdesign | Från …');
    expect(printedTitle('Utan pris', null)).toBe('Utan pris');
  });
});
