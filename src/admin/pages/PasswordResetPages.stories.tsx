import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { adminHandlers, adminReceived } from '../../../mocks/handlers';
import AdminApp from '../AdminApp';
import { ForgotPasswordPage } from './PasswordResetPages';

const meta = {
  title: 'Admin/Screens/Password reset',
  // English: the play functions read its words; the admin's Swedish is in the screens' Swedish stories.
  globals: { locale: 'en' },
  component: ForgotPasswordPage,
  parameters: { route: '/admin/forgot-password', msw: { handlers: [adminHandlers.signedOut] } },
  render: () => <AdminApp />,
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Forgot: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Email')).toBeRequired();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/admin/login',
    );
  },
};

/** The same answer whether an account has the address or not. */
export const LinkSent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'someone@novaweb.se');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'If a staff account has the address someone@novaweb.se, we have sent it a link',
    );
    await expect(adminReceived.saved[0]!.body).toEqual({ email: 'someone@novaweb.se' });
  },
};

export const InvalidAddress: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = await canvas.findByLabelText('Email');
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    // Refused here, at the field, which takes the focus; nothing is sent.
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await expect(email).toHaveFocus();
    await expect(adminReceived.saved).toEqual([]);
  },
};

export const RateLimited: Story = {
  parameters: { msw: { handlers: [adminHandlers.signedOut, adminHandlers.passwordResetLimited] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'someone@novaweb.se');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Rate limit exceeded, retry in 15 minutes',
    );
  },
};

/** The e-mailed link: a new password twice, checked here first, then set. */
export const ChooseNewPassword: Story = {
  parameters: { route: '/admin/reset-password#token=valid-reset-token' },
  play: async ({ canvas, userEvent }) => {
    const first = await canvas.findByLabelText('New password (at least 12 characters)');
    await userEvent.type(first, 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Set the new password' }));
    await expect(canvas.getByText('Use at least 12 characters')).toBeVisible();
    await userEvent.clear(first);
    await userEvent.type(first, 'a-long-new-password');
    await userEvent.type(canvas.getByLabelText('New password again'), 'a-long-new-passwort');
    await userEvent.click(canvas.getByRole('button', { name: 'Set the new password' }));
    await expect(canvas.getByText('The two passwords differ')).toBeVisible();
    await expect(adminReceived.saved).toHaveLength(0);
    await userEvent.clear(canvas.getByLabelText('New password again'));
    await userEvent.type(canvas.getByLabelText('New password again'), 'a-long-new-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Set the new password' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your new password is set');
    await expect(adminReceived.saved[0]!.body).toEqual({
      token: 'valid-reset-token',
      newPassword: 'a-long-new-password',
    });
  },
};

/**
 * The link from a Swedish mail (#token=…&lang=sv) opens the page in Swedish, though this browser's admin is in
 * English (the browser then remembers Swedish for its sign-in page: tests/e2e/admin.spec.ts).
 */
export const ChooseNewPasswordSwedish: Story = {
  parameters: { route: '/admin/reset-password#token=valid-reset-token&lang=sv' },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Välj ett nytt lösenord' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Nytt lösenord (minst 12 tecken)'), 'ett-långt-nytt-lösenord');
    await userEvent.type(canvas.getByLabelText('Nytt lösenord igen'), 'ett-långt-nytt-lösenort');
    await userEvent.click(canvas.getByRole('button', { name: 'Spara det nya lösenordet' }));
    await expect(canvas.getByText('De två lösenorden skiljer sig åt')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Nytt lösenord igen'));
    await userEvent.type(canvas.getByLabelText('Nytt lösenord igen'), 'ett-långt-nytt-lösenord');
    await userEvent.click(canvas.getByRole('button', { name: 'Spara det nya lösenordet' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Ditt nya lösenord gäller');
    await expect(window.localStorage.getItem('novaweb.adminLang')).toBe('sv');
    // Other stories start from an unremembered browser.
    window.localStorage.removeItem('novaweb.adminLang');
  },
};

export const LinkExpired: Story = {
  parameters: { route: '/admin/reset-password#token=spent-token' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      await canvas.findByLabelText('New password (at least 12 characters)'),
      'a-long-new-password',
    );
    await userEvent.type(canvas.getByLabelText('New password again'), 'a-long-new-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Set the new password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This link has expired or was used already. Ask for a new one.',
    );
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  },
};

export const LinkIncomplete: Story = {
  parameters: { route: '/admin/reset-password' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The link is incomplete.');
  },
};
