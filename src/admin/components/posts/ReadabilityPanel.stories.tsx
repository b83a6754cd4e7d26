import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { emptyDocument } from '../../../../shared/postDocument';
import { markdownToDocument as doc } from '../../../../shared/postMarkdown';
import { ReadabilityPanel } from './ReadabilityPanel';

// Texts written for these stories. The easy Swedish one: 4 sentences of 19 words a paragraph, no word over six
// letters (LIX 4.75); sixteen paragraphs make 304 words.
const easySwedish = Array.from(
  { length: 16 },
  () => 'Vi bygger snabba sidor. De laddar på en sekund. Kunden ser vad du säljer. Hon ringer dig samma dag.',
).join('\n\n');

const hardSwedish = [
  '## Genomförande',
  'Webbplatsens prestandaoptimering genomfördes av konsulterna under höstens långa och omfattande utvecklingsarbete, varefter konverteringsgraden förbättrades avsevärt enligt de uppföljningsrapporter som sammanställdes av projektledningen.',
  'Sidan blev omarbetad. Formuläret blev förenklat.',
].join('\n\n');

const plainEnglish = Array.from(
  { length: 16 },
  () =>
    'We build fast pages. They load in a second. Your customer sees what you sell. She calls you the same day.',
).join('\n\n');

const hardEnglish =
  'The comprehensive optimisation of the organisation’s digital presence was carried out by the consultancy throughout the autumn development period, whereupon conversion rates improved considerably according to subsequent evaluations.';

/**
 * How easy each language's body is to read, as it is typed: LIX for Swedish, Flesch for English, and what makes a
 * text hard (length, long sentences and paragraphs, the passive voice), each with a light said in words.
 */
const meta = {
  title: 'Admin/Parts/Readability panel',
  globals: { locale: 'en' },
  component: ReadabilityPanel,
  args: { sv: doc(easySwedish), en: doc(plainEnglish) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '60rem', padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReadabilityPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const check = (canvasElement: HTMLElement, language: string, id: string) =>
  within(canvasElement)
    .getByRole('region', { name: language })
    .querySelector<HTMLElement>(`[data-check="${id}"]`);

/** Both bodies easy to read and long enough: every light is green. */
export const Easy: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Readability' })).toBeVisible();
    await expect(check(canvasElement, 'Swedish (LIX)', 'score')).toHaveTextContent(
      "GoodLIX 5: very easy, like a children's book",
    );
    await expect(check(canvasElement, 'Swedish (LIX)', 'words')).toHaveTextContent('GoodWords: 304');
    await expect(check(canvasElement, 'English (Flesch)', 'score')).toHaveTextContent(
      /^GoodFlesch \d+: easy to read$/,
    );
    await expect(canvas.queryByText('Could be better')).toBeNull();
    await expect(canvas.queryByText('Needs work')).toBeNull();
  },
};

/** Long words in long sentences, the passive, and too little text: what to do is said at each check. */
export const Hard: Story = {
  args: { sv: doc(hardSwedish), en: doc(hardEnglish) },
  play: async ({ canvasElement }) => {
    await expect(check(canvasElement, 'Swedish (LIX)', 'score')).toHaveTextContent(
      /^Needs workLIX \d+: very hard/,
    );
    await expect(check(canvasElement, 'Swedish (LIX)', 'words')).toHaveTextContent(
      /^Could be betterWords: \d+ – under 300/,
    );
    await expect(check(canvasElement, 'Swedish (LIX)', 'longSentences')).toHaveTextContent(
      'Sentences over 20 words: 1 of 4 – split the longest',
    );
    await expect(check(canvasElement, 'Swedish (LIX)', 'passive')).toHaveTextContent(
      'Could be betterSentences in the passive voice: 2 – say who does what',
    );
    await expect(check(canvasElement, 'English (Flesch)', 'score')).toHaveTextContent(
      /^Needs workFlesch -?\d+: hard/,
    );
    await expect(check(canvasElement, 'English (Flesch)', 'longSentences')).toHaveTextContent(
      'Needs workSentences over 20 words: 1 of 1 – split the longest',
    );
    await expect(check(canvasElement, 'English (Flesch)', 'passive')).toHaveTextContent(
      'Could be betterSentences in the passive voice: 1 – say who does what',
    );
  },
};

/** Nothing written yet: each language says what will show. */
export const Empty: Story = {
  args: { sv: emptyDocument(), en: emptyDocument() },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Write the body to see how easy it is to read.')).toHaveLength(2);
  },
};

/** In Swedish, on a phone: the languages one under the other, every sentence whole. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  args: { sv: doc(hardSwedish), en: emptyDocument() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Läsbarhet' })).toBeVisible();
    await expect(check(canvasElement, 'Svenska (LIX)', 'passive')).toHaveTextContent(
      'Kan bli bättreMeningar i passiv form: 2 – skriv vem som gör vad',
    );
    await expect(canvas.getByText('Skriv brödtexten så visas hur lätt den är att läsa.')).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
