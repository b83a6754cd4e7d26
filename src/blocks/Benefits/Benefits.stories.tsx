import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longSwedish, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { blockArgs, blockStoryMeta, withinLimits, type BlockStoryArgs } from '../../test/blockStory';

const benefits = seedBlock('benefits');

/** The benefits block: cards and a strip of highlights; its args are the block's data in both languages. */
const meta = {
  title: 'Blocks/Benefits',
  tags: ['autodocs'],
  ...blockStoryMeta('benefits', benefits),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Byggd för att synas på Google',
      'Snabbt från idé till lansering',
      'Noll risk för dig',
      'Ett fast pris',
      'Det här ingår alltid',
    ]);
    for (const highlight of ['Snabb leverans', 'SEO-optimerad', 'Mobilanpassad', 'AI-driven design']) {
      await expect(canvas.getByText(highlight)).toBeVisible();
    }
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Why small businesses choose us',
    );
  },
};

/** Three cards to a row, without the highlights. */
export const ThreeColumns: Story = {
  args: blockArgs('benefits', {
    ...benefits,
    columns: 3,
    cards: benefits.cards.slice(0, 3),
    highlights: null,
  }),
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('heading', { level: 3 });
    await expect(cards).toHaveLength(3);
    const tops = cards.map((card) => Math.round(card.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

/** On the alternate band and on the dark one (the about page's reasons sit on the alternate band). */
export const AlternateBand: Story = {
  args: blockArgs('benefits', { ...benefits, tone: 'alt', columns: 3, highlights: null }),
};

export const DarkBand: Story = {
  args: blockArgs('benefits', { ...benefits, tone: 'dark' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};

export const LongSwedish: Story = {
  args: blockArgs('benefits', withinLimits('benefits', longSwedish(benefits))),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The English page shows the Swedish texts: the same picture as Swedish, tested here, screenshotted there. */
export const MissingTranslation: Story = {
  tags: ['no-screenshot'],
  globals: { locale: 'en' },
  args: blockArgs('benefits', withoutEnglish(benefits)),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Varför småföretag väljer oss');
  },
};
