import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MeasurementNote } from './MeasurementNote';

const meta = {
  title: 'Admin/Parts/Insights/Measurement note',
  component: MeasurementNote,
  globals: { locale: 'en' },
  args: {
    measurement: {
      periods: [{ mode: 'consent', from: '2026-02-15', to: '2026-03-16' }],
      consents: { granted: 1204, denied: 611 },
    },
  },
} satisfies Meta<typeof MeasurementNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A range counted with consent throughout, with the dialog's answers. */
export const WithConsent: Story = {
  play: async ({ canvas }) => {
    const note = canvas.getByRole('region', { name: 'How these figures were counted' });
    await expect(note).toHaveTextContent('By visitors who accepted statistics in the dialog');
    await expect(note).toHaveTextContent('Answers in the dialog: 1,204 accepted, 611 declined.');
  },
};

/** A range across two changes of mode, in Swedish: each period named, oldest first. */
export const ModesChanged: Story = {
  globals: { locale: 'sv' },
  args: {
    measurement: {
      periods: [
        { mode: 'beacon', from: '2026-02-15', to: '2026-02-28' },
        { mode: 'server', from: '2026-03-01', to: '2026-03-09' },
        { mode: 'off', from: '2026-03-10', to: '2026-03-16' },
      ],
      consents: { granted: 0, denied: 0 },
    },
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveTextContent('Av servern, från sidorna den skickar');
    await expect(items[2]).toHaveTextContent('Inte alls: statistiken var avstängd');
    // No consent period: no answers to tell.
    await expect(canvas.queryByText(/Svar i dialogen/)).toBeNull();
  },
};

/** Nothing known of the range (before any mode was recorded): no note (nothing to picture). */
export const Empty: Story = {
  tags: ['no-screenshot'],
  args: { measurement: { periods: [], consents: { granted: 0, denied: 0 } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'How these figures were counted' })).toBeNull();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};
