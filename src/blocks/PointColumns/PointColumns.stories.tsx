import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longSwedish, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { blockArgs, blockStoryMeta, withinLimits, type BlockStoryArgs } from '../../test/blockStory';

const columns = seedBlock('pointColumns');

/** Columns of points side by side (SEO's technical, on-page and off-page work); its args are the block's data. */
const meta = {
  title: 'Blocks/Columns of points',
  tags: ['autodocs'],
  ...blockStoryMeta('pointColumns', columns),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const tops = (elements: HTMLElement[]) =>
  new Set(elements.map((e) => Math.round(e.getBoundingClientRect().top)));

export const Swedish: Story = {
  play: async ({ canvas }) => {
    const titles = canvas.getAllByRole('heading', { level: 3 });
    await expect(titles.map((title) => title.textContent)).toEqual([
      'Teknisk SEO',
      'On-page-SEO',
      'Off-page-SEO',
    ]);
    await expect(tops(titles).size).toBe(1);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(18);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Technical SEO' })).toBeVisible();
  },
};

/** As many columns as it has: two side by side. */
export const TwoColumns: Story = {
  args: blockArgs('pointColumns', { ...columns, columns: columns.columns.slice(0, 2) }),
  play: async ({ canvas }) => {
    const titles = canvas.getAllByRole('heading', { level: 3 });
    await expect(titles).toHaveLength(2);
    await expect(tops(titles).size).toBe(1);
  },
};

/** Four columns, on the page's own ground. */
export const FourColumns: Story = {
  args: blockArgs('pointColumns', {
    ...columns,
    tone: 'light',
    heading: {
      title: { sv: 'Fyra områden vi arbetar med', en: 'Four areas we work on' },
      lead: { sv: 'Tekniken, innehållet, ditt rykte och din synlighet i närområdet.', en: '' },
    },
    columns: [
      ...columns.columns,
      {
        title: { sv: 'Lokal SEO', en: 'Local SEO' },
        points: [
          { sv: 'Företagsprofil på kartor', en: 'Business profile on maps' },
          { sv: 'Samma adress överallt', en: 'The same address everywhere' },
        ],
      },
    ],
  }),
  play: async ({ canvas }) => {
    await expect(tops(canvas.getAllByRole('heading', { level: 3 })).size).toBe(1);
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(tops(canvas.getAllByRole('heading', { level: 3 })).size).toBe(3);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const LongSwedish: Story = {
  args: blockArgs('pointColumns', withinLimits('pointColumns', longSwedish(columns))),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The English page shows the Swedish texts. */
export const MissingTranslation: Story = {
  tags: ['no-screenshot'],
  globals: { locale: 'en' },
  args: blockArgs('pointColumns', withoutEnglish(columns)),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Teknisk SEO' })).toBeVisible();
  },
};
