import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longSwedish, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { blockArgs, blockStoryMeta, withinLimits, type BlockStoryArgs } from '../../test/blockStory';

const teasers = seedBlock('portfolioTeasers');

/** A few projects in short, each leading to the portfolio (the web design page's); its args are the block's data. */
const meta = {
  title: 'Blocks/Portfolio teasers',
  tags: ['autodocs'],
  ...blockStoryMeta('portfolioTeasers', teasers),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Senaste projekt');
    // The portfolio's own cases.
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((title) => title.textContent)).toEqual([
      'Trattoria Lucia, Västerås',
      'Lindqvist & Berg Advokatbyrå, Uppsala',
      'Nordisk Keramik, Göteborg',
    ]);
    const links = canvas.getAllByRole('link', { name: 'Se hela portfolion' });
    await expect(links).toHaveLength(3);
    for (const link of links) await expect(link).toHaveAttribute('href', '/portfolio');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: 'See the full portfolio' });
    await expect(links[0]).toHaveAttribute('href', '/en/portfolio');
  },
};

/** Four projects: two rows of two on a wide screen, never three and one alone. */
export const FourProjects: Story = {
  args: blockArgs('portfolioTeasers', {
    ...teasers,
    tone: 'light',
    items: [
      ...teasers.items,
      {
        title: { sv: 'Redovisningsbyrå i Luleå', en: 'Accounting firm in Luleå' },
        category: { sv: 'Tjänster', en: 'Services' },
        description: {
          sv: 'En lugn och tydlig webbplats med priser, kontaktformulär och svar på vanliga frågor.',
          en: 'A calm, clear website with prices, a contact form and answers to common questions.',
        },
      },
    ],
  }),
  play: async ({ canvas }) => {
    const titles = canvas.getAllByRole('heading', { level: 3 });
    const rows = titles.map((title) => Math.round(title.getBoundingClientRect().top));
    await expect(new Set(rows).size).toBe(2);
    await expect(rows.filter((top) => top === rows[0])).toHaveLength(2);
  },
};

export const LongSwedish: Story = {
  args: blockArgs('portfolioTeasers', withinLimits('portfolioTeasers', longSwedish(teasers))),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The English page shows the Swedish texts. */
export const MissingTranslation: Story = {
  tags: ['no-screenshot'],
  globals: { locale: 'en' },
  args: blockArgs('portfolioTeasers', withoutEnglish(teasers)),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Senaste projekt');
  },
};
