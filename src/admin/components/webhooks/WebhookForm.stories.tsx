import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { switchedOffWebhookFixture, webhookCalls } from '../../../../mocks/handlers';
import { WebhookForm } from './WebhookForm';

/**
 * A webhook's form on its own (Admin → Webhooks opens it in a dialog): the receiver's address, what it is for, the
 * events with when each is sent, and for one that exists whether it is on.
 */
const meta = {
  title: 'Admin/Parts/Webhook form',
  component: WebhookForm,
  args: { endpoint: null, onDone: fn() },
} satisfies Meta<typeof WebhookForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new one: a new lead is offered as its first event; no on/off switch until it exists. */
export const New: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Address')).toHaveValue('');
    await expect(canvas.getByRole('checkbox', { name: /New lead/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /E-mail failed/ })).not.toBeChecked();
    await expect(canvas.queryByRole('checkbox', { name: 'Send events to this address' })).toBeNull();
  },
};

/** One the server switched off: its address and events as saved, and the switch to turn it on again. */
export const SwitchedOff: Story = {
  globals: { locale: 'en' },
  args: { endpoint: switchedOffWebhookFixture },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Address')).toHaveValue('https://old-intranet.example.org/webhook');
    await expect(canvas.getByRole('checkbox', { name: /E-mail failed/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Send events to this address' })).not.toBeChecked();
  },
};

/** In Swedish on a phone: an address that is no web address is refused at the field, and nothing is sent. */
export const SwedishRefusalOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    const address = canvas.getByLabelText('Adress');
    await userEvent.type(address, 'crm.example.se/hooks');
    await userEvent.click(canvas.getByRole('button', { name: 'Lägg till' }));
    await expect(address).toHaveAccessibleDescription(/^Skriv mottagarens fullständiga https-adress/);
    await expect(webhookCalls.saved).toEqual([]);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};
