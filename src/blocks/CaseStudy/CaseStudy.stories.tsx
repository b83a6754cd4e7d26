import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longSwedish, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { blockArgs, blockStoryMeta, withinLimits, type BlockStoryArgs } from '../../test/blockStory';

/** The redesign page's case (no button), and the SEO page's (with one). */
const study = seedBlock('caseStudy', 'web-redesign');
const seoStudy = seedBlock('caseStudy', 'seo-optimization');

/** One client's case on a dark band; its args are the block's data in both languages. */
const meta = {
  title: 'Blocks/Case study',
  tags: ['autodocs'],
  ...blockStoryMeta('caseStudy', study),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Kundcase: en marknadsbyrås nya webbplats',
    );
    await expect(canvas.getByText('En liten marknadsföringsbyrå i Göteborg')).toBeVisible();
    await expect(canvasElement.querySelectorAll('dd')).toHaveLength(study.stats.length);
    await expect(canvas.queryByRole('link')).toBeNull();
    // The figures stand after the story: to its right on a wide screen.
    const text = canvas.getByRole('heading', { level: 2 }).getBoundingClientRect();
    await expect(canvasElement.querySelector('dl')!.getBoundingClientRect().left).toBeGreaterThan(text.left);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Case study: a marketing agency’s new website',
    );
  },
};

/** With a button to the contact page (the SEO page's case). */
export const WithButton: Story = {
  args: blockArgs('caseStudy', seoStudy),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Prata med oss om din SEO' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

/** The figures first: to the left of the story on a wide screen. */
export const FiguresFirst: Story = {
  args: blockArgs('caseStudy', { ...study, figures: 'start' }),
  play: async ({ canvas, canvasElement }) => {
    const text = canvas.getByRole('heading', { level: 2 }).getBoundingClientRect();
    await expect(canvasElement.querySelector('dl')!.getBoundingClientRect().right).toBeLessThan(text.left);
  },
};

export const OnAPhone: Story = {
  args: blockArgs('caseStudy', { ...seoStudy, figures: 'start' }),
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    // On a phone the story comes first whichever side the figures take on a wide screen.
    const heading = canvas.getByRole('heading', { level: 2 }).getBoundingClientRect();
    await expect(canvasElement.querySelector('dl')!.getBoundingClientRect().top).toBeGreaterThan(
      heading.bottom,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const LongSwedish: Story = {
  args: blockArgs('caseStudy', withinLimits('caseStudy', longSwedish(seoStudy))),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The English page shows the Swedish texts. */
export const MissingTranslation: Story = {
  tags: ['no-screenshot'],
  globals: { locale: 'en' },
  args: blockArgs('caseStudy', withoutEnglish(study)),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('En liten marknadsföringsbyrå i Göteborg')).toBeVisible();
  },
};
