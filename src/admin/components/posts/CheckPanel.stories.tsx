import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckPanel, type CheckColumn } from './CheckPanel';

const swedish: CheckColumn = {
  lang: 'sv',
  title: 'Svenska',
  lines: [
    { id: 'sentences', tone: 'good', text: 'Sentences average 13 words: easy to follow.' },
    {
      id: 'paragraphs',
      tone: 'fair',
      text: 'One paragraph has 190 words: split it where the thought turns.',
    },
    { id: 'passive', tone: 'poor', text: 'A third of the sentences are passive: say who does what.' },
  ],
  empty: 'Write the Swedish text to see its checks.',
};

const english: CheckColumn = {
  lang: 'en',
  title: 'English',
  lines: [{ id: 'sentences', tone: 'good', text: 'Sentences average 11 words: easy to follow.' }],
  empty: 'Write the English text to see its checks.',
};

/**
 * The layout the readability and SEO panels share (Admin/Parts/Readability panel, SEO panel): a column per
 * language, each check a light said in words, never colour alone, and the sentence saying what to do. Side by side
 * while there is room; one over the other in a narrow form or on a phone. The texts here are the panel's own
 * stand-ins: the two panels' stories show their real checks.
 */
const meta = {
  title: 'Admin/Parts/Check panel',
  globals: { locale: 'en' },
  component: CheckPanel,
  parameters: { layout: 'padded' },
  args: { id: 'check-panel-title', title: 'Readability', columns: [swedish, english] },
} satisfies Meta<typeof CheckPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each tone's word beside its sentence; the panel named by its heading, each column by its language. */
export const EachTone: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Readability' })).toBeVisible();
    const column = within(canvas.getByRole('region', { name: 'Svenska' }));
    const lines = column.getAllByRole('listitem');
    await expect(lines.map((line) => line.firstElementChild?.textContent)).toEqual([
      'Good',
      'Could be better',
      'Needs work',
    ]);
    await expect(lines[2]).toHaveTextContent('A third of the sentences are passive: say who does what.');
  },
};

/** A language with no text yet: its column says why it has no checks. */
export const EmptyColumn: Story = {
  args: { columns: [swedish, { ...english, lines: [] }] },
  play: async ({ canvas }) => {
    const column = within(canvas.getByRole('region', { name: 'English' }));
    await expect(column.getByText('Write the English text to see its checks.')).toBeVisible();
    await expect(column.queryByRole('list')).toBeNull();
  },
};

/** What follows a column's lines (the SEO panel's search preview) stays in that column. */
export const WithWhatFollows: Story = {
  args: {
    columns: [{ ...swedish, after: <p>Förhandsvisning i sökresultat</p> }, english],
  },
  play: async ({ canvas }) => {
    const column = within(canvas.getByRole('region', { name: 'Svenska' }));
    await expect(column.getByText('Förhandsvisning i sökresultat')).toBeVisible();
  },
};

/** The lights' words in Swedish on a phone: the columns one over the other, each light above its advice. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  args: {
    title: 'Läsbarhet',
    columns: [
      {
        ...swedish,
        lines: [
          { id: 'sentences', tone: 'good', text: 'Meningarna har i snitt 13 ord: lätta att följa.' },
          {
            id: 'paragraphs',
            tone: 'fair',
            text: 'Ett stycke har 190 ord: dela det där tanken byter riktning.',
          },
          {
            id: 'passive',
            tone: 'poor',
            text: 'En tredjedel av meningarna är passiva: säg vem som gör vad.',
          },
        ],
      },
      {
        ...english,
        title: 'Engelska',
        lines: [],
        empty: 'Skriv den engelska texten för att se dess kontroller.',
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const [first, second] = canvas.getAllByRole('region', { name: /Svenska|Engelska/ });
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom - 1,
    );
    await expect(within(first!).getByText('Behöver arbete')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
