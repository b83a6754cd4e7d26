import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MomsLine } from './MomsLine';

/**
 * The line under a price: whether it includes moms, and the price the other way, computed at 25 %. The shared
 * prices say which way staff typed them.
 */
const meta = {
  title: 'Components/Moms line',
  component: MomsLine,
  tags: ['autodocs'],
  args: { price: { sek: 10_000, usd: 999 }, basis: 'excluded' },
} satisfies Meta<typeof MomsLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prices for businesses: without moms, and the total with it. */
export const ExcludingMoms: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^exkl\. moms · 12\s500 kr inkl\. moms$/)).toBeVisible();
  },
};

/** Prices for consumers: with moms, and what they are without it. */
export const IncludingMoms: Story = {
  args: { basis: 'included' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^inkl\. moms · 8\s000 kr exkl\. moms$/)).toBeVisible();
  },
};

/** In English, in dollars, rounded to a whole dollar ($999 + 25 % = $1,248.75). */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('excl. VAT · $1,249 incl. VAT')).toBeVisible();
  },
};

export const EnglishIncluding: Story = {
  globals: { locale: 'en' },
  args: { basis: 'included' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('incl. VAT · $799 excl. VAT')).toBeVisible();
  },
};
