import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emptyInsightsTotals } from '../../../../shared/insights';
import { insightsOneDay, insightsThirtyDays } from '../../../../mocks/fixtures/insights';
import { insightsFormat } from './format';
import { KpiCards } from './KpiCards';

/** The figures as the English admin writes them. */
const { count: formatCount, percent: formatPercent } = insightsFormat('en');

/**
 * The range's headline figures, each against the period of the same length before it: the change in words, an
 * arrow, and green or red for better or worse (a rising bounce rate is worse).
 */
const meta = {
  title: 'Admin/Parts/Insights/KPI cards',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  tags: ['autodocs'],
  component: KpiCards,
  parameters: { layout: 'padded' },
  args: { totals: insightsThirtyDays.totals, previous: insightsThirtyDays.previousTotals },
} satisfies Meta<typeof KpiCards>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** A card by its name (the `dt`); the figure and the change are its `dd`s. */
const card = (canvas: Canvas, label: string) => canvas.getByText(label, { selector: 'dt' }).parentElement!;

/** Thirty days against the thirty before: more visitors, and a bounce rate that rose (worse, in red). */
export const ThirtyDays: Story = {
  play: async ({ canvas }) => {
    const { totals, previousTotals } = insightsThirtyDays;
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Visitors',
      'Page views',
      'Bounce rate',
      'Avg. time on page',
      'Conversion',
    ]);
    await expect(card(canvas, 'Visitors')).toHaveTextContent(
      new RegExp(
        `^Visitors${formatCount(totals.visitors)}\\+\\d+% vs ${formatCount(previousTotals.visitors)} before$`,
      ),
    );
    await expect(card(canvas, 'Bounce rate')).toHaveTextContent(
      `+7 pp vs ${formatPercent(previousTotals.bounceRate)} before`,
    );
  },
};

/** Today against yesterday, with as many visitors on both: "no change", in neither colour. */
export const Today: Story = {
  args: { totals: insightsOneDay.totals, previous: insightsOneDay.previousTotals },
  play: async ({ canvas }) => {
    await expect(card(canvas, 'Visitors')).toHaveTextContent(
      `no change vs ${formatCount(insightsOneDay.previousTotals.visitors)} before`,
    );
    await expect(card(canvas, 'Conversion')).toHaveTextContent('no change');
  },
};

/** The first period with visits (the one before had none): the figures, and nothing to compare them with. */
export const NothingBefore: Story = {
  args: { previous: emptyInsightsTotals },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(formatCount(insightsThirtyDays.totals.visitors), { selector: 'dd' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('Nothing to compare with before')).toHaveLength(5);
  },
};
