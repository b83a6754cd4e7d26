import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longSwedish, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { blockArgs, blockStoryMeta, withinLimits, type BlockStoryArgs } from '../../test/blockStory';

const stats = seedBlock('stats');

/** Headline figures in a band of their own (the SEO page's); its args are the block's data in both languages. */
const meta = {
  title: 'Blocks/Figures',
  tags: ['autodocs'],
  ...blockStoryMeta('stats', stats),
} satisfies Meta<BlockStoryArgs>;

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
  args: blockArgs('stats', { ...stats, tone: 'dark' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 arbetsdag')).toBeVisible();
  },
};

/** Six figures wrap onto rows of their own; none is squeezed. */
export const SixFigures: Story = {
  args: blockArgs('stats', { ...stats, tone: 'light', items: [...stats.items, ...stats.items] }),
};

export const LongSwedish: Story = {
  args: blockArgs('stats', withinLimits('stats', longSwedish(stats))),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The English page shows the Swedish texts. */
export const MissingTranslation: Story = {
  tags: ['no-screenshot'],
  globals: { locale: 'en' },
  args: blockArgs('stats', withoutEnglish(stats)),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3–6 månader')).toBeVisible();
  },
};

/**
 * A control set to a value the schema refuses (a tone no band has): the story says what a save would refuse
 * instead of drawing the block anyway.
 */
const refusedValues: Record<string, unknown> = { tone: 'banana', items__count: 0 };

export const InvalidData: Story = {
  args: { ...blockArgs('stats', stats), ...refusedValues },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('This data is not a valid Figures block');
    await expect(alert).toHaveTextContent(/Tone: /);
    await expect(alert).toHaveTextContent(/Items: /);
    await expect(canvas.queryByText(stats.items[0]!.label.sv)).toBeNull();
  },
};
