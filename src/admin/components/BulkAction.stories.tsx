import type { Meta, StoryObj } from '@storybook/react-vite';
import { Send } from 'lucide-react';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectToast } from '../../test/storyHelpers';
import { BulkAction } from './BulkAction';

/** What the stories' server received: the bulk requests, in order. */
const received: unknown[] = [];

const sent = http.post('*/api/admin/outbox/bulk', async ({ request }) => {
  const body = (await request.json()) as { ids: number[] };
  received.push(body);
  return HttpResponse.json({ action: 'resend', count: body.ids.length });
});

const refused = http.post('*/api/admin/outbox/bulk', async ({ request }) => {
  received.push(await request.json());
  return HttpResponse.json(
    {
      error: 'conflict',
      message:
        'Only failed messages, or captured ones once SMTP is configured, can be sent again: nothing was sent',
      ids: [12],
    },
    { status: 409 },
  );
});

/**
 * One bulk action of a list's chosen rows: its button, one dialog that asks (what will happen), then the request;
 * done, a toast and the list's choice cleared; refused, the refusal said in the admin's language and the dialog
 * kept. The lists' stories show it in its bar; these show each step on its own.
 */
const meta = {
  title: 'Admin/Parts/Bulk action',
  globals: { locale: 'en' },
  component: BulkAction,
  parameters: { layout: 'padded', msw: { handlers: [sent] } },
  args: {
    list: 'outbox',
    body: () => ({ action: 'resend', ids: [11, 12] }),
    label: 'Send again',
    icon: Send,
    title: 'Send the chosen (2) again?',
    done: 'The chosen (2) sent again',
    onDone: fn(),
    children: <p>The chosen messages are sent again now.</p>,
  },
  beforeEach: () => {
    received.length = 0;
  },
} satisfies Meta<typeof BulkAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button asks first; Cancel sends nothing. */
export const AsksOnce: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Send the chosen (2) again?' }));
    await expect(dialog.getByText('The chosen messages are sent again now.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(received).toEqual([]);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Confirmed: one request with the chosen rows, a toast, the dialog closed and the list told. */
export const Done: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Send the chosen (2) again?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send again' }));
    await expectToast(canvas, 'The chosen (2) sent again');
    await expect(received).toEqual([{ action: 'resend', ids: [11, 12] }]);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** Refused whole (one message was sent already): said in Swedish, the dialog kept, the list not told it is done. */
export const RefusedSwedish: Story = {
  globals: { locale: 'sv' },
  parameters: { msw: { handlers: [refused] } },
  args: {
    label: 'Skicka igen',
    title: 'Skicka de valda (2) igen?',
    done: 'De valda (2) skickade igen',
    children: <p>De valda meddelandena skickas igen nu.</p>,
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Skicka igen' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Skicka de valda (2) igen?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Skicka igen' }));
    await expectToast(
      canvas,
      'Bara misslyckade meddelanden, eller fångade när SMTP är konfigurerat, kan skickas igen: inget skickades',
    );
    await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};
