import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { longSwedish, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { blockArgs, blockStoryMeta, withinLimits, type BlockStoryArgs } from '../../test/blockStory';

const head = seedBlock('pageHead');

/** The top of a page below the home page; its args are the block's data in both languages. */
const meta = {
  title: 'Blocks/Page head',
  tags: ['autodocs'],
  parameters: { route: '/about' },
  ...blockStoryMeta('pageHead', head),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Proffsiga webbplatser för små företag – utan byråpriser',
    );
    const trail = canvas.getByRole('navigation', { name: 'Brödsmulor' });
    await expect(trail).toHaveTextContent('HemOm oss');
    await expect(canvas.getByText('Om oss', { selector: '[aria-current="page"]' })).toBeVisible();
    await expect(canvasElement.querySelector('svg[aria-hidden], [aria-hidden="true"] svg')).not.toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Professional websites for small businesses – without agency prices',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
  },
};

/** Without a drawing the heading spans the width, and without a subtitle there is no empty line. */
export const TextOnly: Story = {
  args: blockArgs('pageHead', { ...head, art: null, subtitle: { sv: '', en: '' } }),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('h1 + p')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"] svg')).toBeNull();
  },
};

/** A legal text's head: no drawing, and the date it was last reviewed, written out in the page's language. */
export const WithDate: Story = {
  args: blockArgs('pageHead', { ...head, art: null, updated: '2026-11-01' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Senast uppdaterad 1 november 2026')).toHaveAttribute(
      'datetime',
      '2026-11-01',
    );
  },
};

/** A service page's head: a part of the title set off, and a button to the contact page. */
export const HighlightAndButton: Story = {
  parameters: { route: '/services/web-redesign' },
  args: blockArgs('pageHead', seedBlock('pageHead', 'web-redesign')),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('En omdesign som ger resultat');
    await expect(canvasElement.querySelector('h1 mark')).toHaveTextContent('omdesign');
    await expect(canvas.getByRole('link', { name: 'Få en gratis mockup' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

/** A highlight the title does not hold sets nothing off (the title is shown whole). */
export const HighlightNotInTitle: Story = {
  tags: ['no-screenshot'],
  args: blockArgs('pageHead', { ...head, highlight: { sv: 'finns inte', en: '' } }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('h1 mark')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(head.title.sv);
  },
};

export const LongSwedish: Story = {
  args: blockArgs('pageHead', withinLimits('pageHead', longSwedish(head))),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The English page shows the Swedish texts. */
export const MissingTranslation: Story = {
  tags: ['no-screenshot'],
  globals: { locale: 'en' },
  args: blockArgs('pageHead', withoutEnglish(head)),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Proffsiga webbplatser');
  },
};
