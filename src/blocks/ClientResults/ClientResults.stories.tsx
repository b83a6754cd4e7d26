import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longSwedish, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { blockArgs, blockStoryMeta, withinLimits, type BlockStoryArgs } from '../../test/blockStory';

const results = seedBlock('clientResults');

/** Clients' results, a card each (the conversion page's); its args are the block's data in both languages. */
const meta = {
  title: 'Blocks/Client results',
  tags: ['autodocs'],
  ...blockStoryMeta('clientResults', results),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardsOf = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('section > div > ul > li'),
];

export const Swedish: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Resultat för våra kunder');
    const cards = cardsOf(canvasElement);
    await expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    await expect(first.getByRole('heading', { level: 3 })).toHaveTextContent('Bergström Bygg');
    await expect(first.getByText(results.items[0]!.author.sv)).toBeVisible();
    // Three across on a wide screen.
    await expect(new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top))).size).toBe(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Results for our clients');
  },
};

export const OneClient: Story = {
  args: blockArgs('clientResults', { ...results, items: results.items.slice(0, 1) }),
  play: async ({ canvasElement }) => {
    await expect(cardsOf(canvasElement)).toHaveLength(1);
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const cards = cardsOf(canvasElement);
    await expect(new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top))).size).toBe(3);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const LongSwedish: Story = {
  args: blockArgs('clientResults', withinLimits('clientResults', longSwedish(results))),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The English page shows the Swedish texts. */
export const MissingTranslation: Story = {
  tags: ['no-screenshot'],
  globals: { locale: 'en' },
  args: blockArgs('clientResults', withoutEnglish(results)),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Resultat för våra kunder');
  },
};
