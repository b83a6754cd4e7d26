import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  freshExperimentFixture,
  mismatchedExperimentFixture,
  promotedExperimentFixture,
  runningExperimentFixture,
  winningExperimentFixture,
} from '../../../../mocks/handlers';
import { ExperimentResultsPanel } from './ExperimentResultsPanel';

const meta = {
  title: 'Admin/Parts/Experiment results',
  globals: { locale: 'en' },
  component: ExperimentResultsPanel,
  args: { experiment: runningExperimentFixture, onStop: fn(), onPromote: fn() },
} satisfies Meta<typeof ExperimentResultsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A variant's row of the results (the speed has a table of its own). */
const rowOf = (canvas: ReturnType<typeof within>, name: string | RegExp) =>
  within(
    within(
      canvas.getByRole('table', { name: /^(Visitors, conversions|Besökare, konverteringar)/ }),
    ).getByRole('row', { name }),
  );

/** Started this morning: no visitors yet, said in words; the table shows dashes, not 0 %. */
export const NoVisitorsYet: Story = {
  args: { experiment: freshExperimentFixture },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^No visitors counted yet/)).toBeVisible();
    await expect(rowOf(canvas, /^Variant B/).getAllByText('—')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Stop the experiment' })).toBeVisible();
  },
};

/** Nine days in: B ahead but not proven; its interval and its chance of beating the page are shown. */
export const Running: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(/^No variant is better than the page yet/)).toBeVisible();
    await expect(canvas.getByText(/^Goal: A contact form sent\. Started/)).toBeVisible();
    const b = rowOf(canvas, /^Variant B/);
    await expect(b.getByText('2,286')).toBeVisible();
    await expect(b.getByText('3.5%')).toBeVisible();
    await expect(b.getByText('+1.2 points')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop the experiment' }));
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};

/** B beats the page at the error rate, C does not: the sentence names B, whose button leads. */
export const Significant: Story = {
  args: { experiment: winningExperimentFixture },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(/^B beats the page: 8\.3% reach the goal against 4\.3%/)).toBeVisible();
    // The tested blocks by their kinds' names.
    await expect(canvas.getByText(/Blocks tested: Pricing, Closing call to action\.$/)).toBeVisible();
    await expect(rowOf(canvas, /^Variant C/).getByText('+0.6 points')).toBeVisible();
    // 0.99998 is not a certainty: said as over 99.9 %, never 100 %.
    await expect(rowOf(canvas, /^Variant B/).getByText('over 99.9%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Make B the page' }));
    await expect(args.onPromote).toHaveBeenCalledWith(expect.objectContaining({ index: 1, name: 'B' }));
  },
};

/** The visitors drift from the split: a warning that the experiment is broken, and no winner named. */
export const SampleRatioMismatch: Story = {
  args: { experiment: mismatchedExperimentFixture },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /^The visitors are not split as chosen \(p = 5\.8e-9\): the experiment is broken/,
    );
    await expect(canvas.queryByText(/beats the page/)).toBeNull();
    await expect(canvas.queryByText(/^No variant is better/)).toBeNull();
  },
};

/** Stopped with B made the page: said with the day; nothing left to do. */
export const Promoted: Story = {
  args: { experiment: promotedExperimentFixture },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^B was made the page on 29 Oct 2026/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Making B the page: its button is busy while it is sent. */
export const Promoting: Story = {
  args: { experiment: winningExperimentFixture, busy: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Make B the page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** In Swedish on a phone: the table scrolls inside itself, the words wrap at spaces. */
export const SwedishOnAPhone: Story = {
  args: { experiment: winningExperimentFixture },
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/^B slår sidan/)).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Chans att slå A' })).toBeInTheDocument();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/**
 * B converts best, and is slower: its LCP is flagged against the page's, in words and in its cell, so the winner is
 * weighed before it is made the page. C is as fast as the page.
 */
export const SlowVariant: Story = {
  args: { experiment: winningExperimentFixture },
  play: async ({ canvas }) => {
    const speed = within(canvas.getByRole('region', { name: 'Speed per variant (75th percentile)' }));
    await expect(
      speed.getByText(/^B is slower than the page: its LCP is 2\.96 s against 2\.14 s\./),
    ).toBeVisible();
    const table = within(
      speed.getByRole('table', { name: 'Core Web Vitals per variant, at the 75th percentile' }),
    );
    const b = within(table.getByRole('row', { name: /^Variant B/ }));
    await expect(b.getByText('slower')).toBeVisible();
    // The LCP cell: the figure, the flag and how many measurements it is of.
    await expect(b.getAllByRole('cell')[0]).toHaveTextContent(/^2\.96 s slower398 measured$/);
    const c = within(table.getByRole('row', { name: /^Variant C/ }));
    await expect(c.queryByText('slower')).toBeNull();
    await expect(speed.getAllByText(/is slower than the page/)).toHaveLength(1);
  },
};

/** The server-only mode: no beacon, so no speed per variant; said, with where it would come from. */
export const NoSpeedMeasured: Story = {
  play: async ({ canvas }) => {
    const speed = within(canvas.getByRole('region', { name: 'Speed per variant (75th percentile)' }));
    await expect(speed.getByText(/^No speed measured: it comes from the visitors who accept/)).toBeVisible();
    await expect(speed.queryByRole('table')).toBeNull();
  },
};
