import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longSwedish, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { blockArgs, blockStoryMeta, withinLimits, type BlockStoryArgs } from '../../test/blockStory';

const story = seedBlock('story');

/** A heading and paragraphs of prose (the about page's story); its args are the block's data in both languages. */
const meta = {
  title: 'Blocks/Story',
  tags: ['autodocs'],
  ...blockStoryMeta('story', story),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Därför finns Novaweb');
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(3);
    // One readable column: no line runs wider than about 46 characters' worth of rem.
    const column = canvasElement.querySelector('h2')!.parentElement!;
    await expect(column.getBoundingClientRect().width).toBeLessThanOrEqual(46 * 16 + 1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Why Novaweb exists');
  },
};

/** One paragraph is enough. */
export const OneParagraph: Story = {
  args: blockArgs('story', { ...story, paragraphs: story.paragraphs.slice(0, 1) }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(1);
  },
};

/** Points in a panel beside the prose (a service page's introduction); the text then spans the wider part. */
export const WithPoints: Story = {
  args: blockArgs('story', seedBlock('story', 'web-design')),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading).toHaveTextContent('En webbplats byggd för dina kunder');
    const points = canvas.getAllByRole('listitem');
    await expect(points).toHaveLength(3);
    await expect(points[0]!.getBoundingClientRect().left).toBeGreaterThan(
      heading.getBoundingClientRect().right,
    );
  },
};

export const WithPointsOnAPhone: Story = {
  args: blockArgs('story', seedBlock('story', 'web-design')),
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const paragraphs = canvasElement.querySelectorAll('p');
    const lastParagraph = paragraphs[paragraphs.length - 1]!.getBoundingClientRect();
    await expect(canvas.getAllByRole('listitem')[0]!.getBoundingClientRect().top).toBeGreaterThan(
      lastParagraph.bottom,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const LongSwedish: Story = {
  args: blockArgs('story', withinLimits('story', longSwedish(story))),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The English page shows the Swedish texts. */
export const MissingTranslation: Story = {
  tags: ['no-screenshot'],
  globals: { locale: 'en' },
  args: blockArgs('story', withoutEnglish(story)),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Därför finns Novaweb');
  },
};
