import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pricesFixture, seedBlock } from '../../mocks/fixtures/pages';
import { BlockPreview } from './BlockPreview';

const hero = seedBlock('hero');

/**
 * A block as a page stores it (every text in Swedish and English) drawn in the language the toolbar picks: what the
 * blocks' stories, the admin's palette and its live preview draw. Blocks that show a shared part (the prices) are
 * given it; the same stored block is drawn in either language without a second copy.
 */
const meta = {
  title: 'Components/Block preview',
  component: BlockPreview,
  parameters: { layout: 'fullscreen' },
  args: { type: 'hero', data: hero },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stored hero in Swedish: its Swedish title is the page's h1, and the block's id its anchor. */
export const Swedish: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(hero.title.sv);
    await expect(canvasElement.querySelector('#hero')).not.toBeNull();
  },
};

/** The same stored block in English: nothing else changed. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(hero.title.en);
  },
};

/** A block that shows a shared part: the pricing block draws the plans from the prices it is given. */
export const WithSharedPrices: Story = {
  globals: { locale: 'en' },
  args: {
    type: 'pricing',
    data: seedBlock('pricing'),
    parts: {
      prices: {
        ...pricesFixture,
        plans: pricesFixture.plans.map((plan) =>
          plan.id === 'basic' ? { ...plan, price: { sek: 7500, usd: 749 } } : plan,
        ),
      },
    },
    id: 'prices',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#prices')).not.toBeNull();
    const basic = within(canvasElement.querySelector<HTMLElement>('[data-plan="basic"]')!);
    await expect(basic.getByText('$749')).toBeVisible();
    await expect(basic.queryByText('$699')).toBeNull();
  },
};
