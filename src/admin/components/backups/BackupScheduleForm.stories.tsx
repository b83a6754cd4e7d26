import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { backupCalls } from '../../../../mocks/handlers';
import { BackupScheduleForm } from './BackupScheduleForm';

/**
 * The nightly backup's form on its own (Admin → Backups shows it under the list): whether it is made, at which
 * hour in Swedish time, and how many days the backups are kept.
 */
const meta = {
  title: 'Admin/Parts/Backup schedule form',
  component: BackupScheduleForm,
  args: { schedule: { enabled: false, hour: 3, keepDays: 14 } },
} satisfies Meta<typeof BackupScheduleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Turned off: the usual hour and days are offered for when it is turned on. */
export const Off: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Make a backup every night' })).not.toBeChecked();
    await expect(canvas.getByLabelText('Time')).toHaveDisplayValue('03:00');
    await expect(canvas.getByLabelText('Keep for this many days')).toHaveValue(14);
  },
};

/** In Swedish on a phone: a day count out of range is refused at the field in Swedish, and nothing is sent. */
export const SwedishRefusalOnAPhone: Story = {
  args: { schedule: { enabled: true, hour: 1, keepDays: 30 } },
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const keep = canvas.getByLabelText('Spara i antal dagar');
    await userEvent.clear(keep);
    await userEvent.type(keep, '400');
    await userEvent.click(canvas.getByRole('button', { name: 'Spara' }));
    await expect(keep).toHaveAccessibleDescription(/^Spara säkerhetskopior i 1–365 dagar/);
    await expect(backupCalls.schedules).toEqual([]);
  },
};
