import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { longSwedish, seedBlock, withoutEnglish } from '../../../mocks/fixtures/pages';
import { blockArgs, blockStoryMeta, withinLimits, type BlockStoryArgs } from '../../test/blockStory';

const faq = seedBlock('faq');

/** Questions that open one by one, and the page's FAQPage for search engines; args are the block's data. */
const meta = {
  title: 'Blocks/FAQ',
  tags: ['autodocs'],
  ...blockStoryMeta('faq', faq),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const structuredData = (canvasElement: HTMLElement) =>
  JSON.parse(canvasElement.querySelector('script[type="application/ld+json"]')!.textContent!);

export const Swedish: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Vanliga frågor');
    const questions = canvasElement.querySelectorAll('details');
    await expect(questions).toHaveLength(6);
    const data = structuredData(canvasElement);
    await expect(data['@type']).toBe('FAQPage');
    await expect(data.mainEntity[0].name).toBe('Vad kostar det och vad ingår?');
  },
};

/** A question opens at a tap, and its answer is the one search engines read. */
export const Opened: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText('Hur lång tid tar det?'));
    const open = canvasElement.querySelector('details[open]')!;
    await expect(open).toHaveTextContent('Hur lång tid tar det?');
    const answer = structuredData(canvasElement).mainEntity[1].acceptedAnswer.text;
    await expect(open).toHaveTextContent(answer);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Frequently asked questions');
    await expect(structuredData(canvasElement).mainEntity[0].name).toBe(
      'What does it cost, and what’s included?',
    );
  },
};

/** On the alternate band (the service pages' questions). */
export const AlternateBand: Story = {
  args: blockArgs('faq', seedBlock('faq', 'seo-optimization')),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('details')).toHaveLength(4);
  },
};

export const LongSwedish: Story = {
  args: blockArgs('faq', withinLimits('faq', longSwedish(faq))),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvasElement.querySelector('summary')!);
    await expect(canvas.getAllByRole('group')[0]).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The English page shows the Swedish texts, and so does its FAQPage. */
export const MissingTranslation: Story = {
  tags: ['no-screenshot'],
  globals: { locale: 'en' },
  args: blockArgs('faq', withoutEnglish(faq)),
  play: async ({ canvasElement }) => {
    await expect(structuredData(canvasElement).mainEntity[0].name).toBe('Vad kostar det och vad ingår?');
  },
};
