import { describe, expect, it } from 'vitest';
import { comparePages } from './pageTexts';

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
    const added = comparePages(page(['One page']), page(['One page', 'A form'])).filter(
      ({ before, after }) => before === '' && after !== '',
    );
    expect(added.map(({ after }) => after)).toEqual(['A form', 'A form', 'A form', 'A form']);
  });
});
