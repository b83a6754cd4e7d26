import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { backupCalls, backupHandlers, failedNightlyFixture, resetBackupMocks } from '../../../mocks/handlers';
import { expectNoSidewaysScroll, expectToast, tableRowsIn } from '../../test/storyHelpers';
import AdminApp from '../AdminApp';
import { BackupsPage } from './BackupsPage';

const meta = {
  title: 'Admin/Screens/Backups',
  // English: the play functions read its words; the Swedish screen is a story of its own.
  globals: { locale: 'en' },
  component: BackupsPage,
  parameters: { route: '/admin/backups' },
  render: () => <AdminApp />,
} satisfies Meta<typeof BackupsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The list's rows under its header, once it is there. */
const rows = (canvas: Canvas) => tableRowsIn(canvas, 'Backups');

/** The backups kept, newest first: when each was made (Stockholm time), its size, and its download. */
export const List: Story = {
  play: async ({ canvas }) => {
    const [first, ...rest] = await rows(canvas);
    await expect(rest).toHaveLength(3);
    await expect(first).toHaveTextContent('5 Dec 2026, 15:31');
    await expect(first).toHaveTextContent('40 MB');
    const download = within(first!).getByRole('link', { name: 'Download the backup of 5 Dec 2026, 15:31' });
    await expect(download).toHaveAttribute('href', '/api/admin/backups/backup-2026-12-05T14-31-07-118Z.tar');
    await expect(download).toHaveAttribute('download', 'backup-2026-12-05T14-31-07-118Z.tar');
    await expect(canvas.getByText('4 backups')).toBeVisible();
    await expect(canvas.getByText('npm run restore -- <file>')).toBeVisible();
    // In the sidebar, for Admins, next to the Outbox.
    const nav = canvas.getByRole('navigation', { name: 'Admin sections' });
    await expect(within(nav).getByRole('link', { name: 'Backups' })).toHaveAttribute('aria-current', 'page');
    // The nightly backup as the server says it is set: every night at 03:00, kept for two weeks.
    const nightly = within(canvas.getByRole('region', { name: 'Nightly backup' }));
    await expect(nightly.getByRole('checkbox', { name: 'Make a backup every night' })).toBeChecked();
    await expect(nightly.getByLabelText('Time')).toHaveDisplayValue('03:00');
    await expect(nightly.getByLabelText('Keep for this many days')).toHaveValue(14);
  },
};

/** The nightly backup moved to 01:00 and kept for a month; then turned off. */
export const SetTheNightlyBackup: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const nightly = within(await canvas.findByRole('region', { name: 'Nightly backup' }));
    const keep = await nightly.findByLabelText('Keep for this many days');
    await step('at 01:00, kept for 30 days', async () => {
      await userEvent.selectOptions(nightly.getByLabelText('Time'), '01:00');
      await userEvent.clear(keep);
      await userEvent.type(keep, '30');
      await userEvent.click(nightly.getByRole('button', { name: 'Save' }));
      await expectToast(canvas, 'A backup every night at 01:00, kept for 30 days');
      await expect(backupCalls.schedules).toEqual([{ enabled: true, hour: 1, keepDays: 30 }]);
    });
    await step('off', async () => {
      await userEvent.click(nightly.getByRole('checkbox', { name: 'Make a backup every night' }));
      await userEvent.click(nightly.getByRole('button', { name: 'Save' }));
      await expectToast(canvas, 'No nightly backup');
      await expect(backupCalls.schedules[1]).toEqual({ enabled: false, hour: 1, keepDays: 30 });
      await waitFor(() =>
        expect(nightly.getByRole('checkbox', { name: 'Make a backup every night' })).not.toBeChecked(),
      );
    });
  },
};

/** Days kept out of range: refused at the field, as the server would, and nothing sent. */
export const KeepDaysRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    const nightly = within(await canvas.findByRole('region', { name: 'Nightly backup' }));
    const keep = await nightly.findByLabelText('Keep for this many days');
    await userEvent.clear(keep);
    await userEvent.type(keep, '0');
    await userEvent.click(nightly.getByRole('button', { name: 'Save' }));
    await expect(keep).toHaveAccessibleDescription(/^Keep backups from 1 to 365 days/);
    await expect(keep).toHaveAttribute('aria-invalid', 'true');
    await expect(backupCalls.schedules).toEqual([]);
  },
};

/** Last night's backup failed three times: the reason is on the screen until a night goes well. */
export const NightlyFailed: Story = {
  beforeEach: () => resetBackupMocks(undefined, failedNightlyFixture),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The nightly backup of 5 Dec 2026 failed after 3 tries: ENOSPC: no space left on device, write',
    );
  },
};

/** Made now: the button says it is at work and takes no second press; the new backup heads the list. */
export const MakeOneNow: Story = {
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Make a backup now' }));
    const busy = await canvas.findByRole('button', { name: 'Making a backup …' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    await expectToast(canvas, 'The backup is ready (40.1 MB)');
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(5));
    await expect((await rows(canvas))[0]).toHaveTextContent('6 Dec 2026, 10:15');
    await expect(backupCalls.made).toBe(1);
    await expect(canvas.getByRole('button', { name: 'Make a backup now' })).toBeVisible();
  },
};

/** The server could not make it: the reason stays on the screen, with a way to try again. */
export const MakeOneFails: Story = {
  parameters: { msw: { handlers: [backupHandlers.makeFails] } },
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Make a backup now' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'The backup could not be made: ENOSPC: no space left on device, write',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(backupCalls.made).toBe(2));
    // Nothing was added to the list.
    await expect(await rows(canvas)).toHaveLength(4);
  },
};

/** None kept yet: the list says so and points at the button. */
export const Empty: Story = {
  beforeEach: () => resetBackupMocks([]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No backups yet. Make the first one now.')).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [backupHandlers.listLoading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the backups …')).toBeInTheDocument();
  },
};

/** The list could not be read: said, with a retry. */
export const ListFails: Story = {
  parameters: { msw: { handlers: [backupHandlers.listFails] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The backups could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** In Swedish on a phone: dates and sizes the Swedish way, each download named by its time, nothing sideways. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const region = await canvas.findByRole('region', { name: 'Säkerhetskopior' });
    await expect(await within(region).findByText('4 säkerhetskopior')).toBeVisible();
    const download = within(region).getByRole('link', {
      name: 'Ladda ner säkerhetskopian från 5 dec. 2026 15:31',
    });
    await expect(download).toBeVisible();
    await expect(within(region).getAllByText('39,9 MB').length).toBeGreaterThan(0);
    await expect(within(region).getByRole('button', { name: 'Gör en säkerhetskopia nu' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** In Swedish, the server's refusal of a second backup at once is said in Swedish. */
export const BusySwedish: Story = {
  globals: { locale: 'sv' },
  parameters: { msw: { handlers: [backupHandlers.busy] } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('region', { name: 'Säkerhetskopior' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Gör en säkerhetskopia nu' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'En säkerhetskopia görs redan: vänta tills den är klar',
    );
  },
};
