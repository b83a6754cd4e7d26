import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longSwedish, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { blockArgs, blockStoryMeta, withinLimits, type BlockStoryArgs } from '../../test/blockStory';

const comparison = seedBlock('comparison');

/** Before and after, point by point (the redesign page's panels); its args are the block's data in both languages. */
const meta = {
  title: 'Blocks/Before and after, point by point',
  tags: ['autodocs'],
  ...blockStoryMeta('comparison', comparison),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Före och efter en omdesign');
    const panels = canvas.getAllByRole('heading', { level: 3 });
    await expect(panels.map((panel) => panel.textContent)).toEqual(['Före', 'Efter']);
    // Each panel lists its own points, side by side on a wide screen.
    const [before, after] = panels.map((panel) => within(panel.parentElement!).getAllByRole('listitem'));
    await expect(before).toHaveLength(comparison.before.items.length);
    await expect(after).toHaveLength(comparison.after.items.length);
    await expect(panels[0]!.getBoundingClientRect().top).toBe(panels[1]!.getBoundingClientRect().top);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Before and after a redesign');
  },
};

/** On the page's own ground, with a line under the heading. */
export const LightBand: Story = {
  args: blockArgs('comparison', {
    ...comparison,
    tone: 'light',
    heading: {
      ...comparison.heading,
      lead: { sv: 'Så brukar det se ut när vi börjar, och så ser det ut när vi är klara.', en: '' },
    },
  }),
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const [before, after] = canvas.getAllByRole('heading', { level: 3 });
    // Stacked: the after panel comes under the before panel.
    await expect(after!.getBoundingClientRect().top).toBeGreaterThan(before!.getBoundingClientRect().bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const LongSwedish: Story = {
  args: blockArgs('comparison', withinLimits('comparison', longSwedish(comparison))),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The English page shows the Swedish texts. */
export const MissingTranslation: Story = {
  tags: ['no-screenshot'],
  globals: { locale: 'en' },
  args: blockArgs('comparison', withoutEnglish(comparison)),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Före och efter en omdesign');
  },
};
