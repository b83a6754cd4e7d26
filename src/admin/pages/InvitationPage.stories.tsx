import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect } from 'storybook/test';
import { invitationTokenFixture } from '../../../mocks/fixtures/admin';
import { adminHandlers, adminReceived } from '../../../mocks/handlers';
import AdminApp from '../AdminApp';
import { InvitationPage } from './InvitationPage';

/**
 * An invitation's link (issue #41): whom it is for and as what, then the invitee's own name and password. It
 * speaks the invitation's language (`&lang=` in the link), whatever the browser's admin speaks.
 */
const meta = {
  title: 'Admin/Screens/Invitation',
  // The link says the language: a story's toolbar does not.
  globals: { locale: 'en' },
  component: InvitationPage,
  parameters: {
    route: `/admin/invitation#token=${invitationTokenFixture}&lang=en`,
    msw: { handlers: [adminHandlers.signedOut] },
  },
  render: () => <AdminApp />,
} satisfies Meta<typeof InvitationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name the Admin gave is filled in; a short password and two that differ are refused before sending. */
export const Accept: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText(
        'You are invited as an Editor, with the address nora.nilsson@novaweb.se. Choose your name and your password.',
      ),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Your name')).toHaveValue('Nora Nilsson');
    await userEvent.type(canvas.getByLabelText('Password (at least 12 characters)'), 'kort');
    await userEvent.click(canvas.getByRole('button', { name: 'Create my account' }));
    await expect(canvas.getByLabelText('Password (at least 12 characters)')).toHaveAccessibleDescription(
      'Use at least 12 characters',
    );
    await userEvent.clear(canvas.getByLabelText('Password (at least 12 characters)'));
    await userEvent.type(canvas.getByLabelText('Password (at least 12 characters)'), 'noras-own-password');
    await userEvent.type(canvas.getByLabelText('The password again'), 'noras-own-passwort');
    await userEvent.click(canvas.getByRole('button', { name: 'Create my account' }));
    await expect(canvas.getByText('The two passwords differ')).toBeVisible();
    await expect(adminReceived.saved).toHaveLength(0);
    await userEvent.clear(canvas.getByLabelText('The password again'));
    await userEvent.type(canvas.getByLabelText('The password again'), 'noras-own-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Create my account' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Sign in with nora.nilsson@novaweb.se and your new password.',
    );
    await expect(adminReceived.saved[0]!.body).toEqual({
      token: invitationTokenFixture,
      name: 'Nora Nilsson',
      password: 'noras-own-password',
    });
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/admin/login');
  },
};

/** A Swedish invitation opens in Swedish, and a phone shows it whole. */
export const SwedishOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  parameters: { route: `/admin/invitation#token=${invitationTokenFixture}&lang=sv` },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Tacka ja till inbjudan' }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Du är inbjuden som redaktör med adressen/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Skapa mitt konto' }));
    await expect(canvas.getByLabelText('Lösenord (minst 12 tecken)')).toHaveAccessibleDescription(
      'Fyll i alla obligatoriska fält',
    );
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    window.localStorage.removeItem('novaweb.adminLang');
  },
};

/** A link used, revoked or past its seven days: the server's reason, and whom to ask. */
export const Spent: Story = {
  parameters: { route: '/admin/invitation#token=used-token&lang=en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This invitation does not work' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This invitation has expired, was revoked or was used already. Ask an Admin for a new one.',
    );
  },
};

/** A link cut short in the mail program: no token to ask about. */
export const Incomplete: Story = {
  parameters: { route: '/admin/invitation' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The link is incomplete.');
  },
};

/** While the server is asked whom the link is for. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post('*/api/auth/invitation', () => delay('infinite'))] } },
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByText('Loading the invitation…')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};
