import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longSwedish, pricesFixture, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { blockArgs, blockStoryMeta, withinLimits, type BlockStoryArgs } from '../../test/blockStory';

const offer = seedBlock('offer');

/**
 * The fixed-price package: its name, price, size and contents come from the shared prices (`parts.prices`), the
 * block holds the page's own words about it. Its args are that data in both languages.
 */
const meta = {
  title: 'Blocks/Fixed-price package',
  tags: ['autodocs'],
  ...blockStoryMeta('offer', offer, { parts: { prices: pricesFixture } }),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Ett fast pris – och du betalar först när du är nöjd',
    );
    await expect(canvas.getByText('Paketet Komplett')).toBeVisible();
    await expect(canvas.getByText(/^14\s999 kr för 5–7 sidor$/)).toBeVisible();
    const includes = canvas.getByRole('list', { name: 'Det här ingår i Komplett' });
    await expect(includes.querySelectorAll('li')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Jämför med våra andra paket' })).toHaveAttribute(
      'href',
      '/#pricing',
    );
  },
};

/** Dollar amounts are spelled one way: "$1,499". */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The Complete package')).toBeVisible();
    await expect(canvas.getByText('$1,499 for 5–7 pages')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Compare it with our other plans' })).toHaveAttribute(
      'href',
      '/en#pricing',
    );
  },
};

/** A new price of the package in the shared prices shows here at once. */
export const ChangedPrice: Story = {
  tags: ['no-screenshot'],
  args: {
    parts: {
      prices: { ...pricesFixture, package: { ...pricesFixture.package, price: { sek: 12900, usd: 1290 } } },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^12\s900 kr för 5–7 sidor$/)).toBeVisible();
    await expect(canvas.queryByText(/14\s999/)).toBeNull();
  },
};

/** On a dark band the panel keeps its light ground. */
export const Dark: Story = {
  args: blockArgs('offer', { ...offer, tone: 'dark' }),
};

export const LongSwedish: Story = {
  args: {
    ...blockArgs('offer', withinLimits('offer', longSwedish(offer))),
    parts: { prices: { ...pricesFixture, package: longSwedish(pricesFixture.package) } },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Without the shared prices (they could not be read) the page's words still show, and no made-up price. */
export const WithoutPrices: Story = {
  args: { parts: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.queryByText(/kr för/)).toBeNull();
  },
};

/** The English page shows the Swedish texts. */
export const MissingTranslation: Story = {
  tags: ['no-screenshot'],
  globals: { locale: 'en' },
  args: blockArgs('offer', withoutEnglish(offer)),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Ett fast pris');
  },
};
