import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  resetWebhookMocks,
  switchedOffWebhookFixture,
  webhookCalls,
  webhookHandlers,
  webhooksFixture,
} from '../../../mocks/handlers';
import { expectNoSidewaysScroll, expectToast, tableRowsIn } from '../../test/storyHelpers';
import AdminApp from '../AdminApp';
import { WebhooksPage } from './WebhooksPage';

const meta = {
  title: 'Admin/Screens/Webhooks',
  // English: the play functions read its words; the Swedish screen is a story of its own.
  globals: { locale: 'en' },
  component: WebhooksPage,
  parameters: { route: '/admin/webhooks' },
  render: () => <AdminApp />,
} satisfies Meta<typeof WebhooksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The list's rows under its header, once it is there. */
const rows = (canvas: Canvas) => tableRowsIn(canvas, 'Webhooks');

/** The endpoints with their events and state: the CRM on, the chat channel failing since the morning. */
export const List: Story = {
  play: async ({ canvas }) => {
    const [crm, chat] = await rows(canvas);
    await expect(crm).toHaveTextContent('crm.example.se/hooks/novaweb-leads');
    await expect(crm).toHaveTextContent('Leads into the CRM');
    await expect(crm).toHaveTextContent('New lead');
    await expect(crm).toHaveTextContent('Lead status changed');
    await expect(within(crm!).getByText('On')).toBeVisible();
    await expect(within(chat!).getByText('Failing')).toBeVisible();
    await expect(chat).toHaveTextContent('Every delivery has failed since 6 Dec 2026, 07:40');
    await expect(chat).toHaveTextContent('2 deliveries waiting');
    // Labelled actions, each naming its endpoint.
    await expect(
      within(crm!).getByRole('button', {
        name: 'Send a test event to https://crm.example.se/hooks/novaweb-leads',
      }),
    ).toHaveTextContent('Send a test');
    const nav = canvas.getByRole('navigation', { name: 'Admin sections' });
    await expect(within(nav).getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page');
  },
};

/** An endpoint added: the form sends what was chosen, and the new one joins the list. */
export const AddOne: Story = {
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a webhook' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add a webhook' }));
    await userEvent.type(dialog.getByLabelText('Address'), 'https://hooks.example.net/agency');
    await userEvent.type(dialog.getByLabelText('What it is for (optional)'), 'Sales chat');
    // New lead is chosen from the start; add the published posts.
    await expect(dialog.getByRole('checkbox', { name: /New lead/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: /Post published/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expectToast(canvas, 'The webhook was added');
    await expect(webhookCalls.saved).toEqual([
      {
        url: 'https://hooks.example.net/agency',
        description: 'Sales chat',
        events: ['lead.created', 'post.published'],
        enabled: true,
      },
    ]);
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(3));
    await expect((await rows(canvas))[2]).toHaveTextContent('hooks.example.net/agency');
  },
};

/** Refused: no event chosen (the form's own check, nothing sent), then an address in a private network (the server's). */
export const Refused: Story = {
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a webhook' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Add a webhook' }));
    const address = dialog.getByLabelText('Address');
    await userEvent.type(address, 'https://10.0.0.7/hook');
    await userEvent.click(dialog.getByRole('checkbox', { name: /New lead/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByText('Choose at least one event')).toBeVisible();
    await expect(webhookCalls.saved).toEqual([]);

    await userEvent.click(dialog.getByRole('checkbox', { name: /Page published/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(
        /^The address must be public: private, loopback and link-local ones are refused/,
      ),
    );
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveFocus();
    await expect(webhookCalls.saved).toHaveLength(1);
  },
};

/** Switched off by the server after a day of failures: why is on the screen; an Admin switches it on again. */
export const SwitchedOff: Story = {
  beforeEach: () => resetWebhookMocks([...webhooksFixture, switchedOffWebhookFixture]),
  play: async ({ canvas, userEvent }) => {
    const off = (await rows(canvas))[2]!;
    await expect(within(off).getByText('Switched off')).toBeVisible();
    await expect(off).toHaveTextContent(
      'Switched off after a day of failures: getaddrinfo ENOTFOUND old-intranet.example.org',
    );
    await userEvent.click(
      within(off).getByRole('button', {
        name: 'Edit the webhook to https://old-intranet.example.org/webhook',
      }),
    );
    const dialog = within(await canvas.findByRole('dialog', { name: 'Change the webhook' }));
    const on = dialog.getByRole('checkbox', { name: 'Send events to this address' });
    await expect(on).not.toBeChecked();
    await userEvent.click(on);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToast(canvas, 'The webhook was saved');
    await waitFor(async () => expect(within((await rows(canvas))[2]!).getByText('On')).toBeVisible());
  },
};

/** The CRM's deliveries: the secret to set the receiver up with, each delivery's answer, and a failed one sent again. */
export const Deliveries: Story = {
  play: async ({ canvas, userEvent }) => {
    const [crm] = await rows(canvas);
    await userEvent.click(
      within(crm!).getByRole('button', { name: 'Deliveries to https://crm.example.se/hooks/novaweb-leads' }),
    );
    const dialog = within(await canvas.findByRole('dialog', { name: 'Deliveries' }));
    await expect(dialog.getByText('whsec_c3RvcnlzZWNyZXRzdG9yeXNlY3JldHN0b3J5')).toBeVisible();
    const table = await dialog.findByRole('table', {
      name: 'Deliveries to https://crm.example.se/hooks/novaweb-leads',
    });
    const log = within(table).getAllByRole('row').slice(1);
    await expect(log).toHaveLength(3);
    const [waiting, delivered, failed] = log as [HTMLElement, HTMLElement, HTMLElement];
    await expect(waiting).toHaveTextContent('Waiting');
    await expect(waiting).toHaveTextContent('503 in 212 ms');
    await expect(waiting).toHaveTextContent('The receiver answered 503');
    await expect(waiting).toHaveTextContent('Tried 2 times; next try 6 Dec 2026, 09:04');
    await expect(within(waiting).queryByRole('button')).toBeNull();
    await expect(delivered).toHaveTextContent('200 in 87 ms');
    await expect(failed).toHaveTextContent('No answer within 10 s');
    await userEvent.click(
      within(failed).getByRole('button', { name: 'Send again: lead.created of 2 Dec 2026, 11:15' }),
    );
    await expectToast(
      canvas,
      'The delivery is on its way to https://crm.example.se/hooks/novaweb-leads again',
    );
    await expect(webhookCalls.resent).toEqual([12]);
    await waitFor(() => expect(within(failed).queryByRole('button')).toBeNull());
  },
};

/** A test event sent with a press, and an endpoint deleted after a question. */
export const TestAndDelete: Story = {
  play: async ({ canvas, userEvent }) => {
    const [crm] = await rows(canvas);
    await userEvent.click(
      within(crm!).getByRole('button', {
        name: 'Send a test event to https://crm.example.se/hooks/novaweb-leads',
      }),
    );
    await expectToast(canvas, 'A test event is on its way to https://crm.example.se/hooks/novaweb-leads');
    await expect(webhookCalls.tested).toEqual([1]);

    await userEvent.click(
      within(crm!).getByRole('button', {
        name: 'Delete the webhook to https://crm.example.se/hooks/novaweb-leads',
      }),
    );
    const dialog = within(await canvas.findByRole('dialog', { name: 'Delete the webhook?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast(canvas, 'The webhook was deleted');
    await expect(webhookCalls.deleted).toEqual([1]);
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
  },
};

/** None yet. */
export const Empty: Story = {
  beforeEach: () => resetWebhookMocks([]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No webhooks yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a webhook' })).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: [webhookHandlers.listLoading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the webhooks …')).toBeInTheDocument();
  },
};

/** The list could not be read: said, with a retry. */
export const ListFails: Story = {
  parameters: { msw: { handlers: [webhookHandlers.listFails] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The webhooks could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** In Swedish on a phone, a long address and a switched-off endpoint included: nothing sideways. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  beforeEach: () => resetWebhookMocks([...webhooksFixture, switchedOffWebhookFixture]),
  play: async ({ canvas, canvasElement }) => {
    const list = await rows(canvas);
    await expect(list).toHaveLength(3);
    await expect(within(list[1]!).getByText('Misslyckas')).toBeVisible();
    await expect(list[1]).toHaveTextContent('2 leveranser väntar');
    await expect(list[2]).toHaveTextContent('Avstängd efter ett dygn av fel');
    await expect(within(list[0]!).getByRole('button', { name: /^Leveranser till/ })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** In Swedish, the server's refusal of a private address is said in Swedish at the field. */
export const RefusedInSwedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas, userEvent }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Lägg till en webhook' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Lägg till en webhook' }));
    await userEvent.type(dialog.getByLabelText('Adress'), 'https://192.168.1.20/hook');
    await userEvent.click(dialog.getByRole('button', { name: 'Lägg till' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Adress')).toHaveAccessibleDescription(
        /^Adressen måste vara publik: privata adresser, loopback och link-local avvisas/,
      ),
    );
  },
};
