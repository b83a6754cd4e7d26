import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { insightsEmpty, insightsLongNames, insightsThirtyDays } from '../../../../mocks/fixtures/insights';
import { insightsFormat } from './format';
import { VitalsPanel } from './VitalsPanel';

/** The figures as the English admin writes them. */
const { deviceName, count: formatCount } = insightsFormat('en');

/**
 * Core Web Vitals of a range: each metric's p75 with its rating in words on its colour, one metric over time
 * against the thresholds (picked with the buttons), per page and per device, and the elements to look at first.
 */
const meta = {
  title: 'Admin/Parts/Insights/Vitals panel',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  tags: ['autodocs'],
  component: VitalsPanel,
  parameters: { layout: 'padded' },
  args: { vitals: insightsThirtyDays.vitals, range: insightsThirtyDays.range, deviceName },
} satisfies Meta<typeof VitalsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The chart once it is drawn (the canvas waits for the site's font), so the story ends on the whole picture. */
async function drawnChart(canvas: Canvas, metric: string) {
  const chart = await canvas.findByRole('img', {
    name: new RegExp(`^${metric} at the 75th percentile per day`),
  });
  await waitFor(() => expect(chart).toHaveAttribute('aria-busy', 'false'));
  return chart;
}

/** A metric's card, by its heading (`LCP Largest Contentful Paint`). */
const metricCard = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('heading', { name }).closest('li')!);

/** The page never scrolls sideways: a long selector wraps in its cell. */
const expectNoSidewaysScroll = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

/** Thirty days: LCP needs improvement, the rest is good; the chart shows LCP until another metric is picked. */
export const ThirtyDays: Story = {
  play: async ({ canvas, step, userEvent }) => {
    await step('each metric rated in words, with what the rating means', async () => {
      const lcp = metricCard(canvas, 'LCP Largest Contentful Paint');
      const { samples } = insightsThirtyDays.vitals.summary.find((entry) => entry.metric === 'LCP')!;
      await expect(lcp.getByText('Needs improvement')).toBeVisible();
      await expect(
        lcp.getByText(`p75 of ${formatCount(samples)} samples · Needs improvement: over 2.5 s up to 4 s`),
      ).toBeVisible();
      await expect(metricCard(canvas, 'INP Interaction to Next Paint').getByText('Good')).toBeVisible();
    });
    await step('another metric over time', async () => {
      await drawnChart(canvas, 'LCP');
      await userEvent.click(canvas.getByRole('button', { name: 'INP' }));
      await expect(canvas.getByRole('button', { name: 'INP' })).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByRole('button', { name: 'LCP' })).toHaveAttribute('aria-pressed', 'false');
      await drawnChart(canvas, 'INP');
    });
    await step('per device (named) and the worst elements', async () => {
      const byDevice = within(canvas.getByRole('region', { name: 'By device' }));
      await expect(byDevice.getByRole('cell', { name: 'Mobile' })).toBeVisible();
      const [worst] = insightsThirtyDays.vitals.lcpElements;
      const row = within(canvas.getByText(worst!.target).closest('tr')!);
      await expect(row.getByRole('cell', { name: worst!.path })).toBeVisible();
      await expect(row.getByText(formatCount(worst!.samples))).toBeVisible();
    });
  },
};

/** Nothing measured in the range: every part says so, and no chart is drawn. */
export const Empty: Story = {
  args: { vitals: insightsEmpty.vitals, range: insightsEmpty.range },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No samples')).toHaveLength(5);
    await expect(canvas.getByText('No LCP was measured in this range.')).toBeVisible();
    await expect(canvas.getAllByText('Nothing measured in this range.')).toHaveLength(2);
    await expect(canvas.getByText('No LCP element measured in this range.')).toBeVisible();
    await expect(canvas.getByText('No interaction measured in this range.')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A page address and an LCP selector far longer than their columns wrap in place. */
export const LongNames: Story = {
  args: { vitals: insightsLongNames.vitals, range: insightsLongNames.range },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(insightsLongNames.vitals.lcpElements[0]!.target)).toBeVisible();
    await drawnChart(canvas, 'LCP');
    expectNoSidewaysScroll();
  },
};
