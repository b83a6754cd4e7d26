import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  insightsEmpty,
  insightsOneDay,
  insightsThirtyDays,
  insightsYear,
} from '../../../../mocks/fixtures/insights';
import { ChartSkeleton } from './TimeChart';
import { VitalsChart } from './VitalsChart';

/**
 * One Core Web Vital's p75 per day against Google's thresholds: good, needs improvement and poor as bands behind
 * the line, each edge named on the canvas; the table says each day's rating in words.
 */
const meta = {
  title: 'Admin/Parts/Insights/Vitals chart',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  tags: ['autodocs'],
  component: VitalsChart,
  parameters: { layout: 'padded' },
  args: { metric: 'LCP', range: insightsThirtyDays.range, series: insightsThirtyDays.vitals.series },
  argTypes: { metric: { control: 'radio', options: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] } },
} satisfies Meta<typeof VitalsChart>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function drawnChart(canvas: Canvas, metric: string) {
  const chart = await canvas.findByRole('img', {
    name: new RegExp(`^${metric} at the 75th percentile per day`),
  });
  await waitFor(() => expect(chart).toHaveAttribute('aria-busy', 'false'));
  return chart;
}

export const ThirtyDays: Story = {
  play: async ({ canvas, userEvent }) => {
    const chart = await drawnChart(canvas, 'LCP');
    await expect(chart).toHaveAccessibleName(/30 days measured, from [\d.]+ s to [\d.]+ s; \d+ days good/);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const table = within(canvas.getByRole('region', { name: 'LCP p75 per day' }));
    await expect(table.getAllByRole('row')).toHaveLength(31);
    await expect(table.getAllByText(/^\((Good|Needs improvement|Poor)\)$/)).toHaveLength(30);
  },
};

/** CLS has no unit; its thresholds are 0.1 and 0.25. */
export const LayoutShift: Story = {
  args: { metric: 'CLS' },
  play: async ({ canvas }) => {
    await expect(await drawnChart(canvas, 'CLS')).toHaveAccessibleName(/from 0\.\d\d to 0\.\d\d/);
  },
};

/** One day: a single point, in the middle of the day. */
export const OneDay: Story = {
  args: { metric: 'INP', range: insightsOneDay.range, series: insightsOneDay.vitals.series },
  play: async ({ canvas }) => {
    await expect(await drawnChart(canvas, 'INP')).toHaveAccessibleName(/16 Mar 2026: 1 day measured/);
  },
};

/** A year: the line breaks where a day had no samples. */
export const AYear: Story = {
  args: { range: insightsYear.range, series: insightsYear.vitals.series },
  play: async ({ canvas }) => {
    const measured = insightsYear.vitals.series.filter((day) => day.p75.LCP !== null).length;
    await expect(measured).toBeLessThan(365);
    await expect(await drawnChart(canvas, 'LCP')).toHaveAccessibleName(
      new RegExp(`: ${measured} days measured`),
    );
  },
};

/** Nothing measured: a sentence instead of empty axes. */
export const Empty: Story = {
  args: { range: insightsEmpty.range, series: insightsEmpty.vitals.series },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No LCP was measured in this range.')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** While the report loads, the Insights screen holds the chart's place. */
export const Loading: Story = {
  // The same picture as Traffic chart › Loading: tested here, screenshotted there.
  tags: ['no-screenshot'],
  render: () => <ChartSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};
