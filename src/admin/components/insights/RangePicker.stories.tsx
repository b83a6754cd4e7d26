import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import { maxInsightsDays } from '../../../../shared/insights';
import { presetRange } from '../../insightsRange';
import { RangePicker } from './RangePicker';

/** The stories' today in Stockholm (their clock reads 2026-03-16 10:00): presets count back from it. */
const today = '2026-03-16';

/** The picker as the Insights screen holds it: the range it reports is the range it shows next. */
function PickerOnTheScreen({ range: initial, onChange, ...props }: ComponentProps<typeof RangePicker>) {
  const [range, setRange] = useState(initial);
  return (
    <RangePicker
      {...props}
      range={range}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
    />
  );
}

/**
 * Today, 7 days, 30 days, or two dates of one's own, checked here as the server checks them (in order, before,
 * not after today, at most 400 days). What it reports goes into the screen's address.
 */
const meta = {
  title: 'Admin/Parts/Insights/Range picker',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  tags: ['autodocs'],
  component: RangePicker,
  parameters: { layout: 'padded' },
  args: { range: presetRange('30d', today), today, onChange: fn() },
  render: (args) => <PickerOnTheScreen {...args} />,
} satisfies Meta<typeof RangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last 30 days, as the screen opens. */
export const ThirtyDays: Story = {
  play: async ({ canvas }) => {
    const choices = canvas.getByRole('group', { name: 'Range' });
    await expect(choices).toBeVisible();
    await expect(canvas.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('form', { name: 'Custom range' })).toBeNull();
  },
};

/** A preset counts back from today: seven days ending today. */
export const PickSevenDays: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '7 days' }));
    await expect(args.onChange).toHaveBeenCalledWith({ preset: '7d', from: '2026-03-10', to: today });
    await expect(canvas.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** An address with two dates: Custom is chosen and the dates are in the fields. */
export const Custom: Story = {
  args: { range: { preset: 'custom', from: '2026-03-01', to: '2026-03-10' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('form', { name: 'Custom range' })).toBeVisible();
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-03-01');
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-03-10');
  },
};

/** Custom opens on the range shown; two new dates are reported once "Show" is pressed, not before. */
export const PickCustomRange: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Custom' }));
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    await expect(from).toHaveValue('2026-02-15');
    await expect(to).toHaveValue(today);
    await userEvent.clear(from);
    await userEvent.type(from, '2026-02-23');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-01');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({
      preset: 'custom',
      from: '2026-02-23',
      to: '2026-03-01',
    });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Dates the server would refuse are explained at once, next to the fields, and nothing is reported. */
export const InvalidCustomRange: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Custom' }));
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    const show = async (fromDate: string, toDate: string) => {
      await userEvent.clear(from);
      await userEvent.type(from, fromDate);
      await userEvent.clear(to);
      await userEvent.type(to, toDate);
      await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    };
    await step('backwards', async () => {
      await show('2026-03-10', '2026-03-01');
      await expect(canvas.getByRole('alert')).toHaveTextContent(
        'The start date must be on or before the end date.',
      );
    });
    await step('longer than the server answers for', async () => {
      await show('2025-01-01', '2026-03-01');
      await expect(canvas.getByRole('alert')).toHaveTextContent(`Pick at most ${maxInsightsDays} days.`);
    });
    await step('past today', async () => {
      await show('2026-03-10', '2026-03-17');
      await expect(canvas.getByRole('alert')).toHaveTextContent('The end date cannot be after today.');
      await expect(from).toHaveAttribute('aria-invalid', 'true');
      await expect(to).toHaveAccessibleDescription('The end date cannot be after today.');
    });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
