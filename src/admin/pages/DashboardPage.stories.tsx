import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { adminHandlers } from '../../../mocks/handlers';
import AdminApp from '../AdminApp';
import { DashboardPage } from './DashboardPage';

const meta = {
  title: 'Admin/Dashboard',
  // The admin area is in English only: the locale toolbar is off here.
  globals: { locale: 'en' },
  component: DashboardPage,
  parameters: { route: '/admin/dashboard' },
  render: () => <AdminApp />,
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const total = await canvas.findByText('Total leads');
    await expect(total.nextElementSibling).toHaveTextContent('4');
    await expect(canvas.getByText('In Progress').nextElementSibling).toHaveTextContent('2');
    await expect(canvas.getByText(/Re: Your inquiry to Novaweb/)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [adminHandlers.dashboardEmpty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No changes yet.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/admin/dashboard', () => HttpResponse.json({}, { status: 500 }))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded.');
  },
};
