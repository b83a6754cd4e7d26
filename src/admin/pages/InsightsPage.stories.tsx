import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  insightsLongNames,
  insightsOneDay,
  insightsThirtyDays,
  insightsYear,
} from '../../../mocks/fixtures/insights';
import { adminHandlers, failInsights } from '../../../mocks/handlers';
import AdminApp from '../AdminApp';
import { insightsFormat } from '../components/insights/format';
import { presetRange } from '../insightsRange';
import { stockholmDate } from '../../../shared/stockholm';
import { InsightsPage } from './InsightsPage';

/** The figures as the English admin writes them. */
const { count: formatCount, range: formatRange } = insightsFormat('en');

const meta = {
  title: 'Admin/Screens/Insights',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  component: InsightsPage,
  parameters: { route: '/admin/insights' },
  render: () => <AdminApp />,
} satisfies Meta<typeof InsightsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** A chart once it is drawn (the canvas waits for the site's font), found by its accessible summary. */
async function drawnChart(canvas: Canvas, name: RegExp) {
  const chart = await canvas.findByRole('img', { name });
  await waitFor(() => expect(chart).toHaveAttribute('aria-busy', 'false'));
  return chart;
}

/** Every chart on the screen drawn (traffic and vitals), so the picture the story ends on is complete. */
async function allChartsDrawn(canvas: Canvas) {
  await waitFor(() => {
    const charts = canvas.getAllByRole('img', { name: /per (day|hour)/ });
    expect(charts).toHaveLength(2);
    for (const chart of charts) expect(chart).toHaveAttribute('aria-busy', 'false');
  });
}

/** The figure of a key-figure card, by the card's name. */
const kpi = (canvas: Canvas, label: string) => canvas.getByText(label, { selector: 'dt' }).parentElement!;

/** The page never scrolls sideways: wide tables scroll in their own box or turn into cards. */
const expectNoSidewaysScroll = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

/**
 * The last 30 days (the default): key figures against the 30 days before, visitors per day, where they came from,
 * the contact funnel and Core Web Vitals. The figures depend on the range's length only, so they hold on any day.
 */
export const Default: Story = {
  play: async ({ canvas, step }) => {
    const { from, to } = presetRange('30d', stockholmDate());
    await step('the range and the period it is compared with', async () => {
      await expect(await canvas.findByRole('button', { name: '30 days' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(
        await canvas.findByText(new RegExp(`^${formatRange(from, to)}, compared with`)),
      ).toBeVisible();
    });
    await step('key figures, each with its change', async () => {
      await expect(
        within(kpi(canvas, 'Visitors')).getByText(formatCount(insightsThirtyDays.totals.visitors)),
      ).toBeVisible();
      await expect(kpi(canvas, 'Bounce rate')).toHaveTextContent(/pp vs/);
      await expect(kpi(canvas, 'Conversion')).toHaveTextContent(/%/);
    });
    await step('lists, with direct visits named', async () => {
      const sources = within(canvas.getByRole('heading', { name: 'Top sources' }).parentElement!);
      await expect(sources.getByText('Direct / none')).toBeVisible();
      const pages = within(canvas.getByRole('heading', { name: 'Top pages' }).parentElement!);
      await expect(pages.getByRole('cell', { name: '/services/web-design' })).toBeVisible();
    });
    await step('the funnel, outcomes under "Sent it"', async () => {
      await expect(canvas.getByRole('cell', { name: 'Saw the contact form' })).toBeVisible();
      await expect(canvas.getByRole('cell', { name: 'Sent, then: Sent through the fallback' })).toBeVisible();
    });
    await step('Core Web Vitals rated in words, not colour alone', async () => {
      const vitals = within(canvas.getByRole('region', { name: 'Core Web Vitals' }));
      const lcp = vitals.getByRole('heading', { name: 'LCP Largest Contentful Paint' }).parentElement!;
      await expect(within(lcp).getByText(/^(Good|Needs improvement|Poor)$/)).toBeVisible();
      await expect(vitals.getByText('Worst LCP elements')).toBeVisible();
    });
    await drawnChart(canvas, /^LCP at the 75th percentile per day/);
    await drawnChart(canvas, /^Visitors and page views per day/);
  },
};

/** Today, per hour (Stockholm time) up to the stories' clock; the numbers also as a table. */
export const Today: Story = {
  parameters: { route: '/admin/insights?range=today' },
  play: async ({ canvas, userEvent }) => {
    const chart = await drawnChart(canvas, /^Visitors and page views per hour/);
    await expect(canvas.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      within(kpi(canvas, 'Visitors')).getByText(formatCount(insightsOneDay.totals.visitors)),
    ).toBeVisible();
    const figure = chart.parentElement!.parentElement!;
    await userEvent.click(within(figure).getByRole('button', { name: 'Show as table' }));
    const table = within(within(figure).getByRole('region', { name: 'Visitors and page views per hour' }));
    // 24 hours, or 23 and 25 on the days the clock changes: the story may run on any day.
    await expect(table.getAllByRole('row').length).toBeGreaterThan(23);
    await expect(table.getByRole('cell', { name: '09:00' })).toBeVisible();
    await expect(within(figure).getByRole('button', { name: 'Hide table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await allChartsDrawn(canvas);
  },
};

/** Seven days, picked with the range buttons: the figures follow. */
export const PickSevenDays: Story = {
  play: async ({ canvas, userEvent }) => {
    await drawnChart(canvas, /^Visitors and page views per day/);
    await userEvent.click(canvas.getByRole('button', { name: '7 days' }));
    const { from, to } = presetRange('7d', stockholmDate());
    await expect(
      await canvas.findByText(new RegExp(`^${formatRange(from, to)}, compared with`)),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await drawnChart(canvas, new RegExp(`^Visitors and page views per day, ${formatRange(from, to)}`));
    await allChartsDrawn(canvas);
  },
};

/** A year, day by day: 365 points, months on the axis, gaps where a day had no Core Web Vitals. */
export const AYear: Story = {
  parameters: { route: '/admin/insights?from=2025-03-17&to=2026-03-16' },
  play: async ({ canvas }) => {
    await drawnChart(canvas, /^Visitors and page views per day, 17 Mar 2025 – 16 Mar 2026/);
    await expect(canvas.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByLabelText('From')).toHaveValue('2025-03-17');
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-03-16');
    await expect(
      within(kpi(canvas, 'Visitors')).getByText(formatCount(insightsYear.totals.visitors)),
    ).toBeVisible();
    const measured = insightsYear.vitals.series.filter((day) => day.p75.LCP !== null).length;
    await drawnChart(
      canvas,
      new RegExp(`^LCP at the 75th percentile per day, .*: ${measured} days measured`),
    );
    await allChartsDrawn(canvas);
  },
};

/** Two dates of one's own: a backwards range is explained at once, a good one shown. */
export const PickCustomRange: Story = {
  play: async ({ canvas, userEvent }) => {
    await drawnChart(canvas, /^Visitors and page views per day/);
    await userEvent.click(canvas.getByRole('button', { name: 'Custom' }));
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-10');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(await canvas.findByText('The start date must be on or before the end date.')).toBeVisible();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-02-23');
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(
      await canvas.findByText(/^23 Feb – 1 Mar 2026, compared with 16 Feb – 22 Feb 2026/),
    ).toBeVisible();
    await drawnChart(canvas, /^Visitors and page views per day, 23 Feb – 1 Mar 2026/);
    await expect(canvas.queryByText('The start date must be on or before the end date.')).toBeNull();
    await allChartsDrawn(canvas);
  },
};

/** Nothing counted in the range: said, with the visits that are never counted. */
/**
 * A range the server counted alone (the default mode): page views, sources and sent messages, and in the funnel's
 * and the vitals' places what the mode cannot measure and where it can.
 */
export const ServerOnly: Story = {
  parameters: { msw: { handlers: [adminHandlers.insightsServerOnly] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^On the days the server alone counted, the form has only its last steps/),
    ).toBeVisible();
    const vitals = within(canvas.getByRole('region', { name: 'Core Web Vitals' }));
    await expect(
      vitals.getByText(/^Core Web Vitals are not collected on the days the server alone counted/),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'How these figures were counted' })).toBeVisible();
    await drawnChart(canvas, /^Visitors and page views per day/);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [adminHandlers.insightsEmpty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No visits in this range yet.')).toBeVisible();
    await expect(canvas.getByText(/Do Not Track or Global Privacy Control/)).toHaveTextContent(
      /from bots, and from staff signed in/,
    );
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [adminHandlers.insightsLoading] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Loading the insights…')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The report cannot be loaded (500): said, with a way to try again. */
export const Error: Story = {
  beforeEach: () => failInsights(Infinity),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The insights could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A failure that passes: Try again loads the report. */
export const RetryAfterError: Story = {
  // Ends on the same picture as Default: tested here, screenshotted there.
  tags: ['no-screenshot'],
  beforeEach: () => failInsights(1),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The insights could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await drawnChart(canvas, /^Visitors and page views per day/);
    await drawnChart(canvas, /^LCP at the 75th percentile/);
    await expect(canvas.queryByText('The insights could not be loaded.')).toBeNull();
  },
};

/** An address with a range the server refuses (backwards): its message, and the picker to choose again. */
export const BadRange: Story = {
  parameters: { route: '/admin/insights?from=2026-03-16&to=2026-03-01' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This range cannot be shown: The range ends before it begins. Pick another range above.',
    );
    await expect(canvas.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-03-16');
  },
};

/** Names far longer than their columns (a page address, a source, a campaign, an LCP selector) wrap in place. */
export const LongContent: Story = {
  parameters: { msw: { handlers: [adminHandlers.insightsLongNames] } },
  play: async ({ canvas }) => {
    const longPath = insightsLongNames.pages[0]!.key;
    await expect((await canvas.findAllByText(longPath)).length).toBeGreaterThan(1);
    await expect(canvas.getByText(insightsLongNames.vitals.lcpElements[0]!.target)).toBeVisible();
    await drawnChart(canvas, /^Visitors and page views per day/);
    await drawnChart(canvas, /^LCP at the 75th percentile/);
    expectNoSidewaysScroll();
  },
};

/** On a phone: cards and tables one under the other, the charts as wide as the screen, nothing sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    const chart = await drawnChart(canvas, /^Visitors and page views per day/);
    await drawnChart(canvas, /^LCP at the 75th percentile/);
    await expect(chart.getBoundingClientRect().width).toBeLessThan(375);
    await expect(chart.querySelector('canvas')!.getBoundingClientRect().width).toBeLessThanOrEqual(
      chart.getBoundingClientRect().width,
    );
    expectNoSidewaysScroll();
  },
};

/** The long names on a phone: tables are cards there, and every name wraps inside its card. */
export const LongContentOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  parameters: { msw: { handlers: [adminHandlers.insightsLongNames] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(insightsLongNames.vitals.lcpElements[0]!.target)).toBeVisible();
    await drawnChart(canvas, /^Visitors and page views per day/);
    await drawnChart(canvas, /^LCP at the 75th percentile/);
    expectNoSidewaysScroll();
  },
};

/**
 * In Swedish on a phone: the ranges, the key figures with decimal commas and Swedish dates, the lists with their
 * names in Swedish, the funnel's steps, the ratings in words and the charts' summaries in Swedish.
 */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    const sv = insightsFormat('sv');
    const { from, to } = presetRange('30d', stockholmDate());
    await expect(await canvas.findByRole('button', { name: '30 dagar' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await canvas.findByText(new RegExp(`^${sv.range(from, to)}, jämfört med`))).toBeVisible();
    // The text is matched with its spaces made plain (Swedish groups digits with a no-break space).
    await expect(kpi(canvas, 'Besökare')).toHaveTextContent(
      sv.count(insightsThirtyDays.totals.visitors).replace(/\s/g, ' '),
    );
    await expect(kpi(canvas, 'Avvisnings\u00adfrekvens')).toHaveTextContent(/p\.e\. mot/);
    const sources = within(canvas.getByRole('heading', { name: 'Främsta källor' }).parentElement!);
    await expect(sources.getByText('Direkt / ingen')).toBeVisible();
    await expect(
      canvas.getByRole('cell', { name: 'Skickade, sedan: Skickades via reservvägen' }),
    ).toBeVisible();
    const vitals = within(canvas.getByRole('region', { name: 'Core Web Vitals' }));
    const lcp = vitals.getByRole('heading', { name: 'LCP Largest Contentful Paint' }).parentElement!;
    await expect(within(lcp).getByText(/^(Bra|Behöver förbättras|Dålig)$/)).toBeVisible();
    await drawnChart(canvas, /^LCP vid 75:e percentilen per dag/);
    await drawnChart(canvas, /^Besökare och sidvisningar per dag/);
    expectNoSidewaysScroll();
  },
};

/** In Swedish, a range the server refuses: its reason in Swedish. */
export const BadRangeSwedish: Story = {
  globals: { locale: 'sv' },
  parameters: { route: '/admin/insights?from=2026-03-16&to=2026-03-01' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Perioden kan inte visas: Perioden slutar innan den börjar. Välj en annan period ovan.',
    );
    await expect(canvas.getByRole('button', { name: 'Egen' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByLabelText('Från')).toHaveValue('2026-03-16');
  },
};
