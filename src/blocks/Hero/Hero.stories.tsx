import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longSwedish, pricesFixture, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { blockArgs, blockStoryMeta, withinLimits, type BlockStoryArgs } from '../../test/blockStory';

/** The hero block: its args are the block's data in both languages, as a page stores it. */
const meta = {
  title: 'Blocks/Hero',
  tags: ['autodocs'],
  ...blockStoryMeta('hero', seedBlock('hero'), { parts: { prices: pricesFixture } }),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('premiumhemsida');
    // The cheapest plan of the shared prices, never typed into the hero.
    await expect(canvas.getByTestId('hero-price')).toHaveTextContent(/^Från 7\s000 kr$/);
    await expect(canvas.getByText('25 000 – 100 000 SEK')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Få din gratis mockup' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(canvas.getByRole('link', { name: 'Se våra projekt' })).toHaveAttribute('href', '/portfolio');
    await expect(canvas.getByRole('img')).toHaveAttribute('width', '640');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('hero-price')).toHaveTextContent('From $699');
    await expect(canvas.getByRole('link', { name: 'Get your free mockup' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
    await expect(canvas.getByRole('link', { name: 'See our work' })).toHaveAttribute('href', '/en/portfolio');
  },
};

/** A cheaper plan in the shared prices moves the hero's "from" with it. */
export const PriceFromSharedPrices: Story = {
  tags: ['no-screenshot'],
  args: {
    parts: {
      prices: {
        ...pricesFixture,
        plans: pricesFixture.plans.map((plan) =>
          plan.id === 'basic' ? { ...plan, price: { sek: 5900, usd: 1299 } } : plan,
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('hero-price')).toHaveTextContent(/^Från 5\s900 kr$/);
  },
};

export const PictureFirst: Story = {
  args: blockArgs('hero', { ...seedBlock('hero'), imageSide: 'start' }),
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img').getBoundingClientRect();
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(picture.left).toBeLessThan(title.left);
  },
};

export const LongSwedish: Story = {
  args: blockArgs('hero', withinLimits('hero', longSwedish(seedBlock('hero')))),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Nothing translated yet: the English page shows the Swedish texts, with English prices and addresses. */
export const MissingTranslation: Story = {
  globals: { locale: 'en' },
  args: blockArgs('hero', withoutEnglish(seedBlock('hero'))),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('premiumhemsida');
    await expect(canvas.getByTestId('hero-price')).toHaveTextContent('From $699');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(canvasElement.querySelector('h1')).toBeVisible();
  },
};
