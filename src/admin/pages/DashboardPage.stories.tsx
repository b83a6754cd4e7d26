import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { dashboardFixture } from '../../../mocks/fixtures/admin';
import { adminHandlers } from '../../../mocks/handlers';
import { formatCount, formatPercent } from '../components/insights/format';
import AdminApp from '../AdminApp';
import { DashboardPage } from './DashboardPage';

const meta = {
  title: 'Admin/Screens/Dashboard',
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
    // Today's visitors and conversion, each a way into Insights.
    const visitors = canvas.getByRole('link', { name: 'Visitors today' });
    await expect(visitors).toHaveAttribute('href', '/admin/insights?range=today');
    await expect(
      within(visitors.closest('div')!).getByText(formatCount(dashboardFixture.insights.visitors)),
    ).toBeVisible();
    const conversion = canvas.getByRole('link', { name: 'Conversion today' });
    await expect(
      within(conversion.closest('div')!).getByText(formatPercent(dashboardFixture.insights.conversionRate)),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [adminHandlers.dashboardEmpty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No changes yet.')).toBeVisible();
    // No visitor yet today: no conversion to tell.
    const conversion = canvas.getByRole('link', { name: 'Conversion today' });
    await expect(within(conversion.closest('div')!).getByText('—')).toBeVisible();
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
