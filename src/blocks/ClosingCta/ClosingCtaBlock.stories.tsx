import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longSwedish, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { blockArgs, blockStoryMeta, withinLimits, type BlockStoryArgs } from '../../test/blockStory';

const closing = seedBlock('closingCta');

/** The band at the foot of a page with its button to Contact; its args are the block's data in both languages. */
const meta = {
  title: 'Blocks/Closing call to action',
  tags: ['autodocs'],
  ...blockStoryMeta('closingCta', closing),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Ska vi ta fram en mockup åt dig?',
    );
    await expect(canvas.getByRole('link', { name: 'Kontakta oss' })).toHaveAttribute('href', '/contact');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
  },
};

export const LongSwedish: Story = {
  args: blockArgs('closingCta', withinLimits('closingCta', longSwedish(closing))),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The English page shows the Swedish texts. */
export const MissingTranslation: Story = {
  tags: ['no-screenshot'],
  globals: { locale: 'en' },
  args: blockArgs('closingCta', withoutEnglish(closing)),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Kontakta oss' })).toHaveAttribute('href', '/en/contact');
  },
};
