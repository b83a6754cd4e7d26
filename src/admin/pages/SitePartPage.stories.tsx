import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adminReceived } from '../../../mocks/handlers';
import AdminApp from '../AdminApp';
import { PricesPage } from './PricesPage';

const meta = {
  title: 'Admin/Prices',
  // The admin area is in English only: the locale toolbar is off here.
  globals: { locale: 'en' },
  component: PricesPage,
  parameters: { route: '/admin/pages/prices' },
  render: () => <AdminApp />,
} satisfies Meta<typeof PricesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plans' prices, edited once for every page; a negative amount is named, a good one saved. */
export const ChangePremium: Story = {
  play: async ({ canvas, userEvent }) => {
    const premium = within(await canvas.findByRole('group', { name: 'Plans 2' }));
    const kronor = premium.getByLabelText('Price in kronor');
    await expect(kronor).toHaveValue(10000);
    await userEvent.clear(kronor);
    await userEvent.type(kronor, '-5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save prices' }));
    await expect(await canvas.findByText('Not saved: 1 field(s) need a change.')).toBeVisible();
    await userEvent.clear(kronor);
    await userEvent.type(kronor, '12500');
    await userEvent.click(canvas.getByRole('button', { name: 'Save prices' }));
    await expect(await canvas.findByText(/^Saved /)).toBeVisible();
    await expect(adminReceived.saved.at(-1)!.body).toMatchObject({ version: 1 });
  },
};
