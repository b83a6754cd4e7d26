import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { leadsFixture } from '../../../../mocks/fixtures/admin';
import { adminHandlers, adminReceived } from '../../../../mocks/handlers';
import { expectToast } from '../../../test/storyHelpers';
import type { Lead } from '../../api';
import { LeadBulkActions } from './LeadBulkActions';

/** The export addresses the stories' server was asked for. */
const exported: string[] = [];

const csv = http.get('*/api/admin/leads/export.csv', ({ request }) => {
  exported.push(new URL(request.url).search);
  return new HttpResponse('name,email\r\nAnna Andersson,anna@example.se\r\n', {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="leads-2026-12-07.csv"',
    },
  });
});

const [anna, jonas] = leadsFixture as [Lead, Lead];

/**
 * What staff do to the leads they chose in Admin → Leads, on its own: a status, an owner, the CSV of just these,
 * and (Admins) delete. Each change is asked once; done to all of them at once, or refused whole and said so.
 */
const meta = {
  title: 'Admin/Parts/Lead bulk actions',
  // English here; the Swedish states are stories of their own.
  globals: { locale: 'en' },
  component: LeadBulkActions,
  parameters: { layout: 'padded', msw: { handlers: [csv, adminHandlers.leadsBulk] } },
  args: { leads: [anna, jonas], canDelete: true, onDone: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    exported.length = 0;
  },
} satisfies Meta<typeof LeadBulkActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const bulkRequests = () =>
  adminReceived.saved.filter((save) => save.path === '/api/admin/leads/bulk').map((save) => save.body);

/** A status for both, chosen in the dialog: one request, a toast naming the status. */
export const ChangeStatus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change status' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Status of the chosen (2)' }));
    await userEvent.selectOptions(dialog.getByLabelText('Status'), 'Won');
    await userEvent.click(dialog.getByRole('button', { name: 'Change status' }));
    await expectToast(canvas, 'Status Won for the chosen (2)');
    await expect(bulkRequests()).toEqual([{ action: 'status', ids: [anna.id, jonas.id], status: 'Won' }]);
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** An owner from the staff list, or nobody. */
export const GiveTo: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Give to' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Owner of the chosen (2)' }));
    const owner = dialog.getByLabelText('Owner');
    await waitFor(() => expect(within(owner).getByRole('option', { name: 'Eva Ek' })).toBeInTheDocument());
    await userEvent.selectOptions(owner, 'Eva Ek');
    await userEvent.click(dialog.getByRole('button', { name: 'Give to' }));
    await expectToast(canvas, 'The chosen (2) given to Eva Ek');
    await expect(bulkRequests()).toEqual([{ action: 'owner', ids: [anna.id, jonas.id], ownerId: 3 }]);
  },
};

/** The CSV of just the chosen leads, asked of the server by their ids. */
export const ExportChosen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export chosen' }));
    await expectToast(canvas, 'Leads exported successfully');
    await expect(exported).toEqual([`?ids=${encodeURIComponent(`${anna.id},${jonas.id}`)}`]);
  },
};

/** The export refused by the server: said, nothing saved. */
export const ExportFailed: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/api/admin/leads/export.csv', () => new HttpResponse(null, { status: 503 }))],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Export chosen' }));
    await expectToast(canvas, 'The export failed, please try again');
  },
};

/** An Editor: no Delete (the server refuses it to them too). */
export const AsEditor: Story = {
  args: { canDelete: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Change status' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

/** Another tab deleted one of them first: nothing changed, the refusal said in Swedish, the dialog kept. */
export const GoneInSwedish: Story = {
  globals: { locale: 'sv' },
  parameters: { msw: { handlers: [adminHandlers.leadsBulkGone] } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Radera' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Radera de valda (2)?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Radera' }));
    await expectToast(canvas, 'Några av de valda leadsen finns inte längre: inget ändrades');
    await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Swedish on a phone: the buttons wrap, none wider than the screen, no word broken. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ändra status' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Status för de valda (2)' }));
    await userEvent.selectOptions(dialog.getByLabelText('Status'), 'In Progress');
    await userEvent.click(dialog.getByRole('button', { name: 'Ändra status' }));
    await expectToast(canvas, 'Status Pågående för de valda (2)');
  },
};
