import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longSwedish, pricesFixture, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { blockArgs, blockStoryMeta, withinLimits, type BlockStoryArgs } from '../../test/blockStory';

const pricing = seedBlock('pricing');

/**
 * The pricing block: the plans and their limited-time offer come from the shared prices (`parts.prices`), the
 * block holds the heading, whether it shows the offer, the upgrade note and the guarantee. Its args are that data
 * in both languages.
 */
const meta = {
  title: 'Blocks/Pricing',
  tags: ['autodocs'],
  ...blockStoryMeta('pricing', pricing, { parts: { prices: pricesFixture } }),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const planIn = (canvasElement: HTMLElement, id: string) =>
  within(canvasElement.querySelector<HTMLElement>(`[data-plan="${id}"]`)!);

export const Swedish: Story = {
  play: async ({ canvasElement, canvas }) => {
    const plan = (id: string) => planIn(canvasElement, id);
    await expect(canvasElement.querySelector('#pricing')).not.toBeNull();
    await expect(plan('basic').getByText(/^7\s000 kr$/)).toBeVisible();
    await expect(plan('premium').getByText(/^10\s000 kr$/)).toBeVisible();
    await expect(plan('enterprise').getByText(/^15\s000 kr$/)).toBeVisible();
    await expect(plan('enterprise').getByText('från')).toBeVisible();
    await expect(plan('premium').getByText('Mest populär')).toBeVisible();
    await expect(canvas.getByText('Tidsbegränsat erbjudande')).toBeVisible();
    await expect(
      plan('basic').getByText('Varför nöja sig med mindre? Få Premium utan extra kostnad!'),
    ).toBeVisible();
    await expect(plan('basic').getByRole('link', { name: 'Uppgradera nu' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(canvas.getByText('100 % nöjd-garanti')).toBeVisible();
    // Prices to businesses say they are without moms, and what they are with it (25 %, computed).
    await expect(plan('basic').getByText(/^exkl\. moms · 8\s750 kr inkl\. moms$/)).toBeVisible();
    // Enterprise's price is where it starts: so is the other amount.
    await expect(plan('enterprise').getByText(/^exkl\. moms · från 18\s750 kr inkl\. moms$/)).toBeVisible();
    for (const link of canvas.getAllByRole('link')) await expect(link).toHaveAttribute('href', '/contact');
  },
};

/** Dollar amounts are spelled one way: "$1,499", never "$1499". */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    for (const price of ['$699', '$999', '$1,499']) await expect(canvas.getByText(price)).toBeVisible();
    await expect(canvas.queryByText('$1499')).toBeNull();
    await expect(canvas.getByText('excl. VAT · $1,249 incl. VAT')).toBeVisible();
    await expect(canvas.getByText('Why settle for less? Get Premium at no extra cost!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upgrade now' })).toHaveAttribute('href', '/en/contact');
  },
};

export const SideBySide: Story = {
  globals: { locale: 'both' },
  // Side by side renders the section twice, so its ids and landmark names repeat by design.
  parameters: { a11y: { test: 'off' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^7\s000 kr$/)).toBeVisible();
    await expect(canvas.getByText('$699')).toBeVisible();
  },
};

/** No offer, no upgrade note, no guarantee: the plans alone, on the page's light ground. */
export const PlansOnly: Story = {
  args: blockArgs('pricing', { ...pricing, tone: 'light', showOffer: false, upgrade: null, guarantee: null }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('Tidsbegränsat erbjudande')).toBeNull();
    await expect(canvas.queryByTestId('basic-overlay')).toBeNull();
    await expect(planIn(canvasElement, 'basic').getByRole('link', { name: 'Kom igång' })).toBeVisible();
  },
};

/** Prices without a limited-time offer: a block that would show it shows none. */
export const NoOfferInPrices: Story = {
  tags: ['no-screenshot'],
  args: { parts: { prices: { ...pricesFixture, offer: null } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Enkla, fasta priser');
    await expect(canvas.queryByText('Tidsbegränsat erbjudande')).toBeNull();
  },
};

/**
 * Prices typed with moms included (Admin → Pages → Prices → "Incl. moms"), as a site selling to consumers gives
 * them: each says so, and what it is without moms (a fifth less, computed).
 */
export const IncludingMoms: Story = {
  args: { parts: { prices: { ...pricesFixture, moms: 'included' } } },
  play: async ({ canvasElement }) => {
    await expect(planIn(canvasElement, 'basic').getByText(/^7\s000 kr$/)).toBeVisible();
    await expect(
      planIn(canvasElement, 'basic').getByText(/^inkl\. moms · 5\s600 kr exkl\. moms$/),
    ).toBeVisible();
    await expect(
      planIn(canvasElement, 'premium').getByText(/^inkl\. moms · 8\s000 kr exkl\. moms$/),
    ).toBeVisible();
  },
};

/** A new price in the shared prices shows here at once. */
export const ChangedPrice: Story = {
  tags: ['no-screenshot'],
  args: {
    parts: {
      prices: {
        ...pricesFixture,
        plans: pricesFixture.plans.map((plan) =>
          plan.id === 'premium' ? { ...plan, price: { sek: 12500, usd: 1199 } } : plan,
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(planIn(canvasElement, 'premium').getByText(/^12\s500 kr$/)).toBeVisible();
  },
};

export const LongSwedish: Story = {
  args: {
    ...blockArgs('pricing', withinLimits('pricing', longSwedish(pricing))),
    parts: { prices: { ...pricesFixture, offer: longSwedish(pricesFixture.offer!) } },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const MissingTranslation: Story = {
  globals: { locale: 'en' },
  args: blockArgs('pricing', withoutEnglish(pricing)),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Enkla, fasta priser');
    await expect(canvas.getByText('$699')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
