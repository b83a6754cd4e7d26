import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longSwedish, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { blockArgs, blockStoryMeta, withinLimits, type BlockStoryArgs } from '../../test/blockStory';

const legal = seedBlock('legalText');

/** A legal text (here the privacy notice's): sections of headings, prose and lists; args are the block's data. */
const meta = {
  title: 'Blocks/Legal text',
  tags: ['autodocs'],
  ...blockStoryMeta('legalText', legal),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas, canvasElement }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings).toHaveLength(legal.sections.length);
    await expect(headings[0]).toHaveTextContent('Personuppgiftsansvarig');
    // The data controller is the company the site settings name, under the first section's prose.
    const controller = within(headings[0]!.closest('section')!);
    await expect(await controller.findByText('559999-1238')).toBeVisible();
    await expect(controller.getByRole('link', { name: 'hej@novaweb.se' })).toBeVisible();
    // A section without points has no empty list.
    await expect(canvasElement.querySelectorAll('ul')).toHaveLength(
      legal.sections.filter((section) => section.list.length > 0).length,
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Data controller');
  },
};

/** One short section, as a new page's first draft might be. */
export const OneSection: Story = {
  args: blockArgs('legalText', { sections: [{ ...legal.sections[0]!, list: [] }] }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('section h2')).toHaveLength(1);
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};

export const LongSwedish: Story = {
  args: blockArgs(
    'legalText',
    withinLimits('legalText', longSwedish({ sections: legal.sections.slice(0, 3) })),
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The English page shows the Swedish texts. */
export const MissingTranslation: Story = {
  tags: ['no-screenshot'],
  globals: { locale: 'en' },
  args: blockArgs('legalText', withoutEnglish(legal)),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('Personuppgiftsansvarig');
  },
};
