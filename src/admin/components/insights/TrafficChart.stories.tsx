import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  insightsEmpty,
  insightsOneDay,
  insightsThirtyDays,
  insightsYear,
} from '../../../../mocks/fixtures/insights';
import { ChartSkeleton } from './TimeChart';
import { TrafficChart } from './TrafficChart';

/**
 * Visitors and page views over a range (uPlot on a canvas): per hour for one day, per day otherwise. The image's
 * name summarises it and "Show as table" gives every number.
 */
const meta = {
  title: 'Admin/Parts/Insights/Traffic chart',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  tags: ['autodocs'],
  component: TrafficChart,
  parameters: { layout: 'padded' },
  args: { range: insightsThirtyDays.range, series: insightsThirtyDays.series },
} satisfies Meta<typeof TrafficChart>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function drawnChart(canvas: Canvas) {
  const chart = await canvas.findByRole('img', { name: /^Visitors and page views per/ });
  await waitFor(() => expect(chart).toHaveAttribute('aria-busy', 'false'));
  return chart;
}

export const ThirtyDays: Story = {
  play: async ({ canvas }) => {
    const chart = await drawnChart(canvas);
    await expect(chart).toHaveAccessibleName(/per day, 15 Feb – 16 Mar 2026: [\d,]+ page views in all/);
    await expect(chart.querySelector('canvas')).not.toBeNull();
  },
};

/** One day: 24 hours in Stockholm time, nothing after 10:00 yet (the stories' clock). */
export const OneDay: Story = {
  args: { range: insightsOneDay.range, series: insightsOneDay.series },
  play: async ({ canvas, userEvent }) => {
    const chart = await drawnChart(canvas);
    await expect(chart).toHaveAccessibleName(/per hour, 16 Mar 2026: .* at \d\d:00\.$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const table = within(canvas.getByRole('region', { name: 'Visitors and page views per hour' }));
    await expect(table.getAllByRole('row')).toHaveLength(25);
    await expect(table.getByRole('cell', { name: '23:00' })).toBeVisible();
  },
};

/** A year: 365 days, the axis in months. */
export const AYear: Story = {
  args: { range: insightsYear.range, series: insightsYear.series },
  play: async ({ canvas }) => {
    await expect(await drawnChart(canvas)).toHaveAccessibleName(/per day, 17 Mar 2025 – 16 Mar 2026/);
  },
};

/** No visits at all: no empty axes, a sentence. */
export const Empty: Story = {
  args: { range: insightsEmpty.range, series: insightsEmpty.series },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No visits in this range yet.')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** While the report loads, the Insights screen holds the chart's place. */
export const Loading: Story = {
  render: () => <ChartSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};
