import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longSwedish, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { blockArgs, blockStoryMeta, withinLimits, type BlockStoryArgs } from '../../test/blockStory';

const beforeAfter = seedBlock('beforeAfter');

/** The before-and-after block: a slider between two drawings; its args are the block's data in both languages. */
const meta = {
  title: 'Blocks/Before and after',
  tags: ['autodocs'],
  ...blockStoryMeta('beforeAfter', beforeAfter),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Jämför före och efter' })).toHaveValue('50');
    await expect(canvas.getByRole('link', { name: /portfolio/i })).toHaveAttribute('href', '/portfolio');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Compare before and after' })).toHaveValue('50');
    await expect(canvas.getByRole('link', { name: /portfolio/i })).toHaveAttribute('href', '/en/portfolio');
  },
};

/** Without the link to the portfolio. */
export const WithoutLink: Story = {
  args: blockArgs('beforeAfter', { ...beforeAfter, cta: { sv: '', en: '' } }),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const LongSwedish: Story = {
  args: blockArgs('beforeAfter', withinLimits('beforeAfter', longSwedish(beforeAfter))),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The English page shows the Swedish texts: the same picture as Swedish, tested here, screenshotted there. */
export const MissingTranslation: Story = {
  tags: ['no-screenshot'],
  globals: { locale: 'en' },
  args: blockArgs('beforeAfter', withoutEnglish(beforeAfter)),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Jämför före och efter' })).toHaveValue('50');
  },
};
