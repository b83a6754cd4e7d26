import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { insightsLongNames, insightsThirtyDays } from '../../../../mocks/fixtures/insights';
import { insightsFormat } from './format';
import { RankTable, shownRows } from './RankTable';

/** The figures as the English admin writes them. */
const { count: formatCount, percent: formatPercent, sourceName } = insightsFormat('en');

/**
 * One list of the range (pages, sources, campaigns, languages, devices): visitors, their share of all visitors and
 * page views, the first ten and "Show all" for the rest. On a phone each row is a card.
 */
const meta = {
  title: 'Admin/Parts/Insights/Rank table',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  tags: ['autodocs'],
  component: RankTable,
  parameters: { layout: 'padded' },
  args: {
    title: 'Top pages',
    keyLabel: 'Page',
    rows: insightsThirtyDays.pages,
    visitors: insightsThirtyDays.totals.visitors,
  },
} satisfies Meta<typeof RankTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page never scrolls sideways: a long name wraps in its cell. */
const expectNoSidewaysScroll = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

/** Twelve pages: the first ten, and a button for the rest. */
export const Pages: Story = {
  play: async ({ canvas }) => {
    const [first] = insightsThirtyDays.pages;
    // A header row and the first ten.
    await expect(canvas.getAllByRole('row')).toHaveLength(shownRows + 1);
    const row = within(canvas.getByRole('cell', { name: first!.key }).closest('tr')!);
    await expect(row.getByText(formatCount(first!.visitors))).toBeVisible();
    await expect(
      row.getByText(formatPercent(first!.visitors / insightsThirtyDays.totals.visitors)),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show all 12 top pages' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** "Show all" lists every row; the same button goes back to the top ten. */
export const ShowAll: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 12 top pages' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(13);
    await expect(canvas.getByRole('button', { name: 'Show the top 10 top pages' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Sources, direct visits named: fewer than ten, so no button. */
export const Sources: Story = {
  args: {
    title: 'Top sources',
    keyLabel: 'Source',
    rows: insightsThirtyDays.sources,
    nameOf: sourceName,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'Direct / none' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(insightsThirtyDays.sources.length + 1);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Nothing in the list (a range with visits, but none with a campaign, say): a sentence, not an empty table. */
export const Empty: Story = {
  args: { title: 'Campaigns', keyLabel: 'Campaign', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Campaigns' })).toBeVisible();
    await expect(canvas.getByText('Nothing in this range.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A page address far longer than its column wraps in place. */
export const LongNames: Story = {
  args: { rows: insightsLongNames.pages },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: insightsLongNames.pages[0]!.key })).toBeVisible();
    expectNoSidewaysScroll();
  },
};

/** The long address on a phone: each row a card, the address wrapping inside it. */
export const LongNamesOnAPhone: Story = {
  ...LongNames,
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    // By its text: on a phone a cell's name starts with its column's (the card's label, drawn before it).
    await expect(canvas.getByText(insightsLongNames.pages[0]!.key)).toBeVisible();
    expectNoSidewaysScroll();
  },
};
