import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longSwedish, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { blockArgs, blockStoryMeta, withinLimits, type BlockStoryArgs } from '../../test/blockStory';

const testimonial = seedBlock('testimonial');

/** One client's words (the web design page's); its args are the block's data in both languages. */
const meta = {
  title: 'Blocks/Testimonial',
  tags: ['autodocs'],
  ...blockStoryMeta('testimonial', testimonial),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Maria L.' })).toBeVisible();
    await expect(canvas.getByText(/^Vi fick se mockupen innan vi hade betalat något/)).toBeVisible();
    await expect(canvas.getByText(/Ägare, frisörsalong i Västerås/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Owner, hair salon in Västerås/)).toBeVisible();
  },
};

export const AlternateBand: Story = {
  args: blockArgs('testimonial', { ...testimonial, tone: 'alt' }),
};

export const LongSwedish: Story = {
  args: blockArgs('testimonial', withinLimits('testimonial', longSwedish(testimonial))),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The English page shows the Swedish texts. */
export const MissingTranslation: Story = {
  tags: ['no-screenshot'],
  globals: { locale: 'en' },
  args: blockArgs('testimonial', withoutEnglish(testimonial)),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Ägare, frisörsalong i Västerås/)).toBeVisible();
  },
};
