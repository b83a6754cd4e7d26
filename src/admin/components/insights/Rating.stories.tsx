import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vitalRating, type VitalRating } from '../../../../shared/insights';
import { insightsEmpty, insightsThirtyDays } from '../../../../mocks/fixtures/insights';
import { optionsOf } from '../../../test/storyHelpers';
import { Table } from '../ui';
import { insightsFormat } from './format';
import { RatedValue, RatingKey, RatingPill } from './Rating';

/** The figures as the English admin writes them. */
const { vital: formatVital } = insightsFormat('en');

/**
 * A Core Web Vital's rating by Google's thresholds: in words on its colour on a card (the pill), and in a table
 * as the value with the rating's shape and colour, its name said to screen readers, the shapes explained above.
 */
const meta = {
  title: 'Admin/Parts/Insights/Rating',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  tags: ['autodocs'],
  component: RatingPill,
  parameters: { layout: 'padded' },
  args: { rating: 'good' },
  argTypes: {
    rating: {
      control: 'radio',
      options: optionsOf<VitalRating>({ good: true, 'needs-improvement': true, poor: true }),
    },
  },
} satisfies Meta<typeof RatingPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Good: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Good')).toBeVisible();
  },
};

export const NeedsImprovement: Story = {
  args: { rating: 'needs-improvement' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Needs improvement')).toBeVisible();
  },
};

export const Poor: Story = {
  args: { rating: 'poor' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Poor')).toBeVisible();
  },
};

/** What the table below shows: each metric over thirty days, the worst LCP element, and a range without samples. */
const ratedRows = [
  ...insightsThirtyDays.vitals.summary.map(({ metric, p75 }) => ({
    label: `${metric}, 30 days`,
    metric,
    p75,
  })),
  { label: 'LCP, worst element', metric: 'LCP' as const, p75: insightsThirtyDays.vitals.lcpElements[0]!.p75 },
  { label: 'LCP, no visits', metric: 'LCP' as const, p75: insightsEmpty.vitals.summary[0]!.p75 },
];

/** Values as the vitals tables show them, under the key to their shapes; nothing measured has no rating. */
export const RatedValues: Story = {
  render: () => (
    <>
      <RatingKey />
      <Table>
        <thead>
          <tr>
            <th scope="col">Measured</th>
            <th scope="col">p75</th>
          </tr>
        </thead>
        <tbody>
          {ratedRows.map(({ label, metric, p75 }) => (
            <tr key={label}>
              <td>{label}</td>
              <td>
                <RatedValue rating={p75 === null ? null : vitalRating(metric, p75)}>
                  {formatVital(metric, p75)}
                </RatedValue>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  ),
  play: async ({ canvas }) => {
    const key = within(canvas.getByRole('list', { name: 'Ratings' }));
    await expect(key.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Good',
      'Needs improvement',
      'Poor',
    ]);
    const value = (label: string) => canvas.getByRole('cell', { name: label }).nextElementSibling!;
    // The rating in brackets is for screen readers; sighted readers see its shape and colour.
    await expect(value('LCP, 30 days')).toHaveTextContent('2.71 s(Needs improvement)');
    await expect(value('INP, 30 days')).toHaveTextContent(/^\d+ ms\(Good\)$/);
    await expect(value('LCP, worst element')).toHaveTextContent('4.05 s(Poor)');
    await expect(value('LCP, no visits')).toHaveTextContent(/^—$/);
  },
};
