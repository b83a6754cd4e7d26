import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longSwedish, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { blockArgs, blockStoryMeta, withinLimits, type BlockStoryArgs } from '../../test/blockStory';

const changes = seedBlock('changes');

/** Cards of what changes, each before and after (the redesign page's); its args are the block's data. */
const meta = {
  title: 'Blocks/Changes',
  tags: ['autodocs'],
  ...blockStoryMeta('changes', changes),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Det här brukar vi ändra på');
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    // Each card names its before and its after, with the site's own words for them.
    const first = within(cards[0]!);
    await expect(first.getByText('Före')).toBeVisible();
    await expect(first.getByText('Efter')).toBeVisible();
    await expect(first.getByText(changes.items[0]!.after.sv)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('What we typically change');
    await expect(canvas.getAllByText('Before')).toHaveLength(4);
  },
};

export const DarkBand: Story = {
  args: blockArgs('changes', { ...changes, tone: 'dark', items: changes.items.slice(0, 2) }),
};

export const LongSwedish: Story = {
  args: blockArgs('changes', withinLimits('changes', longSwedish(changes))),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The English page shows the Swedish texts. */
export const MissingTranslation: Story = {
  tags: ['no-screenshot'],
  globals: { locale: 'en' },
  args: blockArgs('changes', withoutEnglish(changes)),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Det här brukar vi ändra på');
  },
};
