import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longSwedish, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { BlockPreview } from '../BlockPreview';

const stats = seedBlock('stats');

/** Headline figures in a band of their own (the SEO page's); its args are the block's data in both languages. */
const meta = {
  title: 'Blocks/Figures',
  component: BlockPreview<'stats'>,
  tags: ['autodocs'],
  args: { type: 'stats', data: stats },
} satisfies Meta<typeof BlockPreview<'stats'>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas }) => {
    // The band is named by what its figures count, each figure after its label in the markup.
    await expect(
      canvas.getByRole('region', { name: stats.items.map((item) => item.label.sv).join(', ') }),
    ).toBeVisible();
    await expect(canvas.getByText('3–6 månader')).toBeVisible();
    await expect(canvas.getByText('längsta svarstid på din förfrågan')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3–6 months')).toBeVisible();
  },
};

export const DarkBand: Story = {
  args: { data: { ...stats, tone: 'dark' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 arbetsdag')).toBeVisible();
  },
};

/** Six figures wrap onto rows of their own; none is squeezed. */
export const SixFigures: Story = {
  args: { data: { ...stats, tone: 'light', items: [...stats.items, ...stats.items] } },
};

export const LongSwedish: Story = {
  args: { data: longSwedish(stats) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The English page shows the Swedish texts. */
export const MissingTranslation: Story = {
  tags: ['no-screenshot'],
  globals: { locale: 'en' },
  args: { data: withoutEnglish(stats) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3–6 månader')).toBeVisible();
  },
};
