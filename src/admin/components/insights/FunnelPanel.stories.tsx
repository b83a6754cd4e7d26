import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { insightsEmpty, insightsLongNames, insightsThirtyDays } from '../../../../mocks/fixtures/insights';
import { insightsFormat } from './format';
import { FunnelPanel } from './FunnelPanel';

/** The figures as the English admin writes them. */
const { count: formatCount, sourceName } = insightsFormat('en');

/**
 * The contact funnel of a range: how many visitors reached each step, from the step before and from all visitors
 * (the three outcomes set in under "Sent it"), then the same per source and per landing page.
 */
const meta = {
  title: 'Admin/Parts/Insights/Funnel panel',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  tags: ['autodocs'],
  component: FunnelPanel,
  parameters: { layout: 'padded' },
  args: { funnel: insightsThirtyDays.funnel, sourceName },
} satisfies Meta<typeof FunnelPanel>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The cells of the steps table's row for a step, by the step's name. */
const stepRow = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('cell', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The page never scrolls sideways: wide tables scroll in their own box, long names wrap. */
const expectNoSidewaysScroll = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

export const ThirtyDays: Story = {
  play: async ({ canvas, step }) => {
    const { steps } = insightsThirtyDays.funnel;
    await step('each step from the one before and from all visitors', async () => {
      await expect(stepRow(canvas, 'Saw the contact form')).toEqual([
        'Saw the contact form',
        formatCount(steps.seen),
        '23.7%',
        '23.7%',
      ]);
      await expect(stepRow(canvas, 'Started filling it in')).toEqual([
        'Started filling it in',
        formatCount(steps.focused),
        '36.1%',
        '8.6%',
      ]);
    });
    await step('the outcomes counted from "Sent it"', async () => {
      await expect(stepRow(canvas, 'Sent, then: Accepted')).toEqual([
        'Sent, then: Accepted',
        formatCount(steps.accepted),
        '90.7%',
        '3.8%',
      ]);
      await expect(canvas.getByRole('cell', { name: 'Sent, then: Sent through the fallback' })).toBeVisible();
    });
    await step('per source (direct visits named) and per landing page', async () => {
      const bySource = within(canvas.getByRole('region', { name: 'By source' }));
      await expect(bySource.getByRole('cell', { name: 'Direct / none' })).toBeVisible();
      const byLanding = within(canvas.getByRole('region', { name: 'By landing page' }));
      await expect(byLanding.getAllByRole('row')).toHaveLength(
        insightsThirtyDays.funnel.byLanding.length + 1,
      );
    });
  },
};

/** Nothing counted: each part says so in a sentence instead of a table of zeros. */
export const Empty: Story = {
  args: { funnel: insightsEmpty.funnel },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No visitor saw the contact form in this range.')).toBeVisible();
    await expect(canvas.getAllByText('Nothing in this range.')).toHaveLength(2);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A landing page's address far longer than its column: it wraps, and the table scrolls in its own box. */
export const LongNames: Story = {
  args: { funnel: insightsLongNames.funnel },
  play: async ({ canvas }) => {
    const byLanding = within(canvas.getByRole('region', { name: 'By landing page' }));
    await expect(byLanding.getByRole('cell', { name: insightsLongNames.pages[0]!.key })).toBeVisible();
    expectNoSidewaysScroll();
  },
};

/** On a phone every table is a list of cards, the long address wrapping inside its card. */
export const LongNamesOnAPhone: Story = {
  args: { funnel: insightsLongNames.funnel },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    // By its text: on a phone a cell's name starts with its column's (the card's label, drawn before it).
    await expect(canvas.getByText(insightsLongNames.pages[0]!.key)).toBeVisible();
    expectNoSidewaysScroll();
  },
};
