import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { staffSessionFixture } from '../../../mocks/fixtures/admin';
import { adminHandlers } from '../../../mocks/handlers';
import { expectToast } from '../../test/storyHelpers';
import AdminApp from '../AdminApp';
import { AdminLayout, titleFromPath } from './AdminLayout';

const meta = {
  title: 'Admin/Parts/Layout',
  // English: the play functions read its words; the Swedish frame is its own story.
  globals: { locale: 'en' },
  component: AdminLayout,
  args: { user: staffSessionFixture.user },
  parameters: { route: '/admin/dashboard' },
  render: () => <AdminApp />,
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  // The same picture as Admin/Dashboard › Default: tested here, screenshotted there.
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('admin@novaweb.se')).toBeVisible();
    await expect(canvas.getByText(/Signed in as/)).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav).toHaveTextContent('Dashboard');
    await expect(nav).toHaveTextContent('Leads');
    await expect(titleFromPath('/admin/leads')).toBe('nav.leads');
  },
};

/** The frame in Swedish (My account → Language → Svenska): the sections, the signed-in line and Log out. */
export const Swedish: Story = {
  // The same picture as Admin/Screens/Dashboard › Swedish: tested here, pictured there.
  tags: ['no-screenshot'],
  globals: { locale: 'sv' },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Adminavsnitt' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Översikt' })).toBeVisible();
    for (const section of ['Översikt', 'Sidor', 'Blogginlägg', 'Leads', 'Omdirigeringar', 'Mitt konto']) {
      await expect(within(nav).getByRole('link', { name: section })).toBeVisible();
    }
    await expect(canvas.getByText(/Inloggad som/)).toHaveTextContent('Inloggad som admin@novaweb.se');
    await expect(canvas.getByRole('button', { name: 'Logga ut' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Visa eller dölj sidopanelen (Ctrl+B)' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Översikt | Admin | Novaweb'));
  },
};

export const Collapsed: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await canvas.findByText('admin@novaweb.se');
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(canvasElement.querySelector('[data-sidebar]')).toHaveAttribute('data-sidebar', 'collapsed');
    await expect(document.cookie).toContain('sidebar_state=false');
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle sidebar (Ctrl+B)' }));
    await expect(canvasElement.querySelector('[data-sidebar]')).toHaveAttribute('data-sidebar', 'expanded');
  },
};

/** On a phone the sidebar starts closed; the toggle opens it as a drawer and a link closes it again. */
export const Mobile: Story = {
  // Tested, not pictured: in the visual runner's shared preview it was once pictured as the dashboard with the drawer
  // open although its play had finished on the leads list (session 15). Likely the same cause its play function
  // later failed on there: with reduced motion (as that layer shows stories) a 0.01 ms transition kept the opened
  // drawer hidden for a frame; reduced motion now means no transition. The admin frame on a phone is pictured by
  // the other Mobile stories (Admin/Outbox › Mobile, Admin/Leads, …).
  tags: ['no-screenshot'],
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const shell = canvasElement.querySelector('[data-sidebar]')!;
    await expect(shell).toHaveAttribute('data-sidebar', 'collapsed');
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle sidebar (Ctrl+B)' }));
    await expect(shell).toHaveAttribute('data-sidebar', 'expanded');
    await userEvent.click(canvas.getByRole('link', { name: 'Leads' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    await expect(shell).toHaveAttribute('data-sidebar', 'collapsed');
    // The story ends on what the visitor sees: the list, not the moment before its data arrived.
    await expect(await canvas.findByText('Anna Andersson')).toBeVisible();
  },
};

export const LogOut: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Log out' }));
    await expectToast(canvas, 'Logged out successfully');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible());
  },
};

/**
 * An Editor manages content and leads; Users, Settings and Backups are not offered (and the server refuses them),
 * nor is the dashboard's line on backups.
 */
export const Editor: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/auth/session', () =>
          HttpResponse.json({
            ...staffSessionFixture,
            user: { ...staffSessionFixture.user, role: 'Editor', email: 'eva@novaweb.se' },
          }),
        ),
        adminHandlers.dashboardForEditor,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('eva@novaweb.se')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav).toHaveTextContent('Blog Posts');
    await expect(nav).not.toHaveTextContent('Users');
    await expect(nav).not.toHaveTextContent('Settings');
    await expect(nav).not.toHaveTextContent('Backups');
    await expect(canvas.queryByRole('link', { name: 'Go to Backups' })).toBeNull();
  },
};

/** No SMTP server configured: every screen says mail is captured, and where Admins read it. */
export const MailCaptured: Story = {
  // It ends on Admin/Outbox › Captured's picture: tested here, screenshotted there.
  tags: ['no-screenshot'],
  parameters: { msw: { handlers: [adminHandlers.sessionCapturingMail] } },
  play: async ({ canvas, userEvent }) => {
    const banner = await canvas.findByRole('status');
    await expect(banner).toHaveTextContent(/E-mail is captured, not delivered/);
    await userEvent.click(within(banner).getByRole('link', { name: 'Outbox' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    // The Outbox explains it at length instead.
    await expect(await canvas.findByText(/E-mail is captured here, not delivered/)).toBeVisible();
    await expect(canvas.queryByText(/E-mail is captured, not delivered/)).toBeNull();
  },
};

/** An Editor is told too, without a link to a screen only Admins may open. */
export const MailCapturedEditor: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/auth/session', () =>
          HttpResponse.json({
            ...staffSessionFixture,
            mail: 'capture',
            user: { ...staffSessionFixture.user, role: 'Editor', email: 'eva@novaweb.se' },
          }),
        ),
        adminHandlers.dashboardForEditor,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/which Admins can read/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Outbox' })).toBeNull();
  },
};
