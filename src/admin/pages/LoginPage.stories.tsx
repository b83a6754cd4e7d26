import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { fixtureTotpCode, recoveryCodesFixture } from '../../../mocks/fixtures/account';
import { staffPassword } from '../../../mocks/fixtures/admin';
import { adminHandlers, adminReceived } from '../../../mocks/handlers';
import { expectToast } from '../../test/storyHelpers';
import AdminApp from '../AdminApp';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'Admin/Screens/Login',
  // English: the play functions read its words; the admin's Swedish is in the screens' Swedish stories.
  globals: { locale: 'en' },
  component: LoginPage,
  parameters: { route: '/admin/login', msw: { handlers: [adminHandlers.signedOut] } },
  render: () => <AdminApp />,
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function signIn(canvas: Canvas, userEvent: UserEvent, password: string) {
  await userEvent.type(await canvas.findByLabelText('Email'), 'admin@novaweb.se');
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Email')).toBeRequired();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [adminHandlers.signedOut, adminHandlers.loginSlow] } },
  play: async ({ canvas, userEvent }) => {
    await signIn(canvas, userEvent, staffPassword);
    const button = await canvas.findByRole('button', { name: 'Signing in…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // It keeps focus while it waits (a disabled button would drop it to the page).
    await expect(button).toHaveFocus();
  },
};

export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await signIn(canvas, userEvent, 'wrong-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    await signIn(canvas, userEvent, staffPassword);
    await expectToast(canvas, 'Login successful!');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const stored = JSON.parse(window.localStorage.getItem('admin-auth')!);
    await expect(stored.email).toBe('admin@novaweb.se');
  },
};

/**
 * In Swedish (the language this browser last showed the admin in): a wrong password is refused in Swedish, and
 * the second step is Swedish too.
 */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Logga in | Admin | Novaweb'));
    await userEvent.type(canvas.getByLabelText('E-post'), 'admin@novaweb.se');
    await userEvent.type(canvas.getByLabelText('Lösenord'), 'fel-lösenord');
    await userEvent.click(canvas.getByRole('button', { name: 'Logga in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Fel e-postadress eller lösenord');
    await expect(canvas.getByRole('link', { name: 'Glömt lösenordet?' })).toBeVisible();
  },
};

/** A stale record in storage is removed on opening the page; the server's answer decides. */
export const ExpiredStoredSession: Story = {
  // The same picture as Idle: tested here, screenshotted there.
  tags: ['no-screenshot'],
  beforeEach: () => {
    window.localStorage.setItem(
      'admin-auth',
      JSON.stringify({ email: 'old@novaweb.se', expiresAt: Date.now() - 1000 }),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByLabelText('Email');
    await waitFor(() => expect(window.localStorage.getItem('admin-auth')).toBeNull());
  },
};

/** Opening the sign-in page with a valid session goes to the admin. */
export const AlreadySignedIn: Story = {
  // The same picture as Admin/Dashboard › Default: tested here, screenshotted there.
  tags: ['no-screenshot'],
  parameters: { msw: { handlers: [adminHandlers.session] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
};

/** The password was right and the account has two-factor sign-in: the code step, a wrong code, then the right one. */
export const SecondFactor: Story = {
  // It ends where Success ends (the dashboard and its toast): tested here, screenshotted there.
  tags: ['no-screenshot'],
  parameters: { msw: { handlers: [adminHandlers.signedOut, adminHandlers.loginTwoFactor] } },
  play: async ({ canvas, userEvent }) => {
    await signIn(canvas, userEvent, staffPassword);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
    const code = canvas.getByLabelText('Code');
    // WCAG 2.2: the password manager fills it (3.3.8, with a paste allowed), and nothing typed before is
    // asked again (3.3.7).
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    const paste = new ClipboardEvent('paste', { bubbles: true, cancelable: true });
    code.dispatchEvent(paste);
    await expect(paste.defaultPrevented).toBe(false);
    await expect(canvas.queryByLabelText('Email')).toBeNull();
    await expect(canvas.queryByLabelText('Password')).toBeNull();
    await userEvent.type(code, '111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That code is not right');
    await userEvent.clear(code);
    await userEvent.type(code, fixtureTotpCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expectToast(canvas, 'Login successful!');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
};

/** No phone at hand: a recovery code signs in once, and says how many are left. */
export const RecoveryCode: Story = {
  parameters: { msw: { handlers: [adminHandlers.signedOut, adminHandlers.loginTwoFactor] } },
  play: async ({ canvas, userEvent }) => {
    await signIn(canvas, userEvent, staffPassword);
    await userEvent.click(await canvas.findByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(canvas.getByLabelText('Recovery code'), recoveryCodesFixture[2]!.toUpperCase());
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expectToast(canvas, '9 recovery codes left. Make new ones on My account.');
    await expect(adminReceived.saved.at(-1)!.body).toEqual({
      recoveryCode: recoveryCodesFixture[2]!.toUpperCase(),
    });
  },
};

/** Three wrong codes end the pending sign-in: back to the password, with the server's reason. */
export const TooManyWrongCodes: Story = {
  parameters: { msw: { handlers: [adminHandlers.signedOut, adminHandlers.loginTwoFactor] } },
  play: async ({ canvas, userEvent }) => {
    await signIn(canvas, userEvent, staffPassword);
    const code = await canvas.findByLabelText('Code');
    for (let attempt = 0; attempt < 3; attempt++) {
      await userEvent.clear(code);
      await userEvent.type(code, '222222');
      await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
      if (attempt < 2)
        await expect(await canvas.findByRole('alert')).toHaveTextContent('That code is not right');
    }
    await expectToast(canvas, 'Too many wrong codes. Sign in again.');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveValue('');
  },
};

/**
 * Five wrong codes over all of an account's sign-ins block its second factor for a while, whoever and wherever
 * they came from (whoever typed them had the password): the page says so, and that the owner was mailed.
 */
export const AccountBlockedAfterWrongCodes: Story = {
  parameters: {
    msw: {
      handlers: [adminHandlers.signedOut, adminHandlers.loginTwoFactor, adminHandlers.secondFactorBlocked],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await signIn(canvas, userEvent, staffPassword);
    await userEvent.type(await canvas.findByLabelText('Code'), fixtureTotpCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many wrong codes for this account. Try again in 1 minute',
    );
    await expect(canvas.getByLabelText('Code')).toBeVisible();
  },
};

export const ForgotPasswordLink: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Forgot your password?' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  },
};

/** A passkey instead of password and code: one press, the device's own check, and the dashboard. */
export const PasskeySignIn: Story = {
  // Ends on the dashboard, the same picture as SecondFactor's end: tested here, pictured there.
  tags: ['no-screenshot'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in with a passkey' }));
    await expectToast(canvas, 'Login successful!');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
};

/** The person closed the device's prompt: said plainly, and the page is as it was. */
export const PasskeyCancelled: Story = {
  tags: ['no-screenshot'],
  parameters: { passkeyDevice: 'cancelled' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in with a passkey' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No passkey was used: the request was cancelled or timed out. Try again.',
    );
    await expect(canvas.getByLabelText('Email')).toBeVisible();
  },
};

/** A passkey this site does not know (removed, or made for another account): the server's reason. */
export const PasskeyNotRegistered: Story = {
  parameters: { passkeyDevice: 'unknown-key' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in with a passkey' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'That passkey is not registered here, or the sign-in took too long. Try again.',
    );
  },
};

/** A browser without WebAuthn: no passkey button at all, password and code as before. */
export const WithoutPasskeySupport: Story = {
  tags: ['no-screenshot'],
  parameters: { passkeyDevice: 'unsupported' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Email')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  },
};
