import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { dashboardFixture } from '../../../mocks/fixtures/admin';
import { adminHandlers, failedNightlyFixture } from '../../../mocks/handlers';
import { insightsFormat } from '../components/insights/format';
import AdminApp from '../AdminApp';
import { DashboardPage } from './DashboardPage';

/** The figures as the English admin writes them. */
const { count: formatCount, percent: formatPercent } = insightsFormat('en');

const meta = {
  title: 'Admin/Screens/Dashboard',
  // English: the play functions read its words; the Swedish dashboard is its own story.
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
    await expect(canvas.getByText(/Re: Your inquiry to Novaweb/)).toHaveTextContent(/^Replied to lead: /);
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
    // The follow-ups due: the signed-in Admin's own first, each lead a link to its page.
    const due = within(canvas.getByRole('region', { name: 'Follow-ups due' }));
    await expect(await due.findByRole('heading', { name: 'Yours' })).toBeVisible();
    await expect(due.getByRole('link', { name: 'Jonas Berg' })).toBeVisible();
    // For an Admin: when the site was last backed up, and the way to its backups.
    await expect(canvas.getByText('Last backup: 5 Dec 2026, 15:31 (40 MB).')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Backups' })).toHaveAttribute(
      'href',
      '/admin/backups',
    );
  },
};

/**
 * The newest backup is over 26 hours old and last night's failed: the line is amber and says why, in Swedish here.
 */
export const BackupOverdue: Story = {
  globals: { locale: 'sv' },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/dashboard', () =>
          HttpResponse.json({
            ...dashboardFixture,
            backup: {
              latest: {
                name: 'backup-2026-12-03T02-00-04-270Z.tar',
                bytes: 39_987_200,
                createdAt: '2026-12-03T02:00:04.270Z',
              },
              stale: true,
              lastNightly: failedNightlyFixture,
            },
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const line = await canvas.findByText(/^Senaste säkerhetskopian: 3 dec. 2026 03:00 \(38,1 MB\)\./);
    await expect(line).toHaveTextContent(
      'Det är mer än 26 timmar sedan: en nattlig säkerhetskopia har uteblivit. Nattens säkerhetskopia (5 dec. 2026) misslyckades: ENOSPC: no space left on device, write',
    );
    await expect(line.parentElement).toHaveAttribute('data-warning');
    await expect(canvas.getByRole('link', { name: 'Till säkerhetskopiorna' })).toBeVisible();
  },
};

/** In Swedish: the counts, the figures written the Swedish way, and what staff did in Swedish words. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    const total = await canvas.findByText('Leads totalt');
    await expect(total.nextElementSibling).toHaveTextContent('4');
    await expect(canvas.getByText('Pågående').nextElementSibling).toHaveTextContent('2');
    await expect(canvas.getByRole('heading', { name: 'Senaste händelser' })).toBeVisible();
    await expect(canvas.getByText(/Re: Your inquiry to Novaweb/)).toHaveTextContent(/^Svarade på lead: /);
    const conversion = canvas.getByRole('link', { name: 'Konvertering i dag' });
    const swedishPercent = new Intl.NumberFormat('sv-SE', { style: 'percent', maximumFractionDigits: 1 });
    await expect(conversion.closest('div')).toHaveTextContent(
      // With a space before the sign (a no-break space, read as a space).
      swedishPercent.format(dashboardFixture.insights.conversionRate!).replace(/\s/g, ' '),
    );
    await expect(canvas.getByRole('columnheader', { name: 'När' })).toBeVisible();
    const due = within(canvas.getByRole('region', { name: 'Att följa upp' }));
    await expect(await due.findByRole('heading', { name: 'Dina' })).toBeVisible();
    await expect(due.getByText('Ring om SEO-offerten')).toBeVisible();
  },
};

/** The dashboard failed to load, in Swedish: said so, with a way to try again. */
export const ErrorSwedish: Story = {
  globals: { locale: 'sv' },
  parameters: {
    msw: { handlers: [http.get('*/api/admin/dashboard', () => HttpResponse.json({}, { status: 500 }))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Översikten kunde inte hämtas.');
    await expect(canvas.getByRole('button', { name: 'Försök igen' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [adminHandlers.dashboardEmpty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No changes yet.')).toBeVisible();
    await expect(canvas.getByText('Nothing to follow up today.')).toBeVisible();
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
