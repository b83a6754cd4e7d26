import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http, HttpResponse, delay } from 'msw';
import { webhooksFixture } from '../../../../mocks/handlers';
import { DeliveryLog } from './DeliveryLog';

/**
 * An endpoint's delivery log on its own (Admin → Webhooks opens it in a dialog): the signing secret, then the latest
 * deliveries with the receiver's answer, the tries, and a way to send one again.
 */
const meta = {
  title: 'Admin/Parts/Webhook delivery log',
  component: DeliveryLog,
  args: { endpoint: webhooksFixture[0]! },
} satisfies Meta<typeof DeliveryLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The CRM's three deliveries: one waiting for its third try, one delivered, one given up. */
export const ThreeDeliveries: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: /^Deliveries to / });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(rows[2]).toHaveTextContent('Failed');
    await expect(within(rows[2]!).getByRole('button', { name: /^Send again/ })).toBeVisible();
  },
};

/** Nothing sent to it yet. */
export const NothingYet: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/webhooks/:id/deliveries', () => HttpResponse.json({ deliveries: [] })),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing has been sent to this address yet.')).toBeVisible();
  },
};

/** While the log loads. */
export const Loading: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/webhooks/:id/deliveries', async () => {
          await delay('infinite');
          return HttpResponse.json({ deliveries: [] });
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the deliveries …')).toBeInTheDocument();
  },
};

/** In Swedish on a phone: answers and times the Swedish way, nothing sideways. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: /^Leveranser till / });
    await expect(within(table).getByText('Mottagaren svarade 503')).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
