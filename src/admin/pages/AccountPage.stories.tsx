import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { enrolmentFixture, fixtureTotpCode, recoveryCodesFixture } from '../../../mocks/fixtures/account';
import { staffPassword } from '../../../mocks/fixtures/admin';
import { adminHandlers, adminReceived, mockAccount } from '../../../mocks/handlers';
import { expectToast } from '../../test/storyHelpers';
import AdminApp from '../AdminApp';
import { AccountPage } from './AccountPage';

const meta = {
  title: 'Admin/Screens/Account',
  // English: the play functions read its words; the admin's Swedish is in the screens' Swedish stories.
  globals: { locale: 'en' },
  component: AccountPage,
  parameters: { route: '/admin/account' },
  render: () => <AdminApp />,
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('admin@novaweb.se', { exact: false, selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Change password' })).toBeVisible();
  },
};

/**
 * Language → Svenska: the whole admin speaks Swedish at once, without a reload (the sections, the title, the
 * panel itself), and the choice is saved for the next sign-in.
 */
export const ChooseSwedish: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Admin sections' });
    await expect(within(nav).getByRole('link', { name: 'My account' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('radio', { name: 'Svenska' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mitt konto' })).toBeVisible();
    const svenskNav = canvas.getByRole('navigation', { name: 'Adminavsnitt' });
    await expect(within(svenskNav).getByRole('link', { name: 'Översikt' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Språk' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Svenska' })).toBeChecked();
    // The rest of My account too: password, two-factor sign-in, passkeys and sessions.
    await expect(canvas.getByRole('heading', { name: 'Byt lösenord' })).toBeVisible();
    await expect(canvas.getByLabelText('Nuvarande lösenord')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Tvåstegsinloggning' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Nycklar (passkeys)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Inloggningar' })).toBeVisible();
    await expectToast(canvas, 'Språket är sparat');
    await expect(adminReceived.saved).toContainEqual({
      path: '/api/admin/account/language',
      method: 'PUT',
      body: { lang: 'sv' },
    });
  },
};

/** Checked in the browser first: every field, a short password, two that differ. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Change password' }));
    await expect(canvas.getAllByText('Please fill in all required fields')).toHaveLength(2);
    await userEvent.type(canvas.getByLabelText('Current password'), staffPassword);
    await userEvent.type(canvas.getByLabelText(/^New password \(/), 'kort');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByText('Use at least 12 characters')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^New password \(/));
    await userEvent.type(canvas.getByLabelText(/^New password \(/), 'a-long-new-password');
    await userEvent.type(canvas.getByLabelText('New password again'), 'a-long-new-passwort');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByText('The two new passwords differ')).toBeVisible();
    await expect(adminReceived.saved).toHaveLength(0);
  },
};

export const WrongCurrentPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Current password'), 'not-the-password');
    await userEvent.type(canvas.getByLabelText(/^New password \(/), 'a-long-new-password');
    await userEvent.type(canvas.getByLabelText('New password again'), 'a-long-new-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('This is not your current password')).toBeVisible();
  },
};

/**
 * In Swedish: the refusals are said in Swedish, the schema's (too short) and the server's (not the current
 * password) alike.
 */
export const WrongCurrentPasswordSwedish: Story = {
  globals: { locale: 'sv' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Nuvarande lösenord'), 'inte-lösenordet');
    await userEvent.type(canvas.getByLabelText(/^Nytt lösenord \(/), 'kort');
    await userEvent.click(canvas.getByRole('button', { name: 'Byt lösenord' }));
    await expect(await canvas.findByText('Använd minst 12 tecken')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^Nytt lösenord \(/));
    await userEvent.type(canvas.getByLabelText(/^Nytt lösenord \(/), 'ett-långt-nytt-lösenord');
    await userEvent.type(canvas.getByLabelText('Nytt lösenord igen'), 'ett-långt-nytt-lösenord');
    await userEvent.click(canvas.getByRole('button', { name: 'Byt lösenord' }));
    await expect(await canvas.findByText('Det här är inte ditt nuvarande lösenord')).toBeVisible();
  },
};

export const Changed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Current password'), staffPassword);
    await userEvent.type(canvas.getByLabelText(/^New password \(/), 'a-long-new-password');
    await userEvent.type(canvas.getByLabelText('New password again'), 'a-long-new-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expectToast(canvas, 'Password changed');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Password changed. Signed out of 2 other sessions.',
    );
    await expect(canvas.getByLabelText('Current password')).toHaveValue('');
    await expect(adminReceived.saved[0]!.body).toEqual({
      currentPassword: staffPassword,
      newPassword: 'a-long-new-password',
    });
  },
};

/** Two-factor sign-in off: what it does, and the button that starts it. */
export const TwoFactorOff: Story = {
  // The same picture as Default: tested here, screenshotted there.
  tags: ['no-screenshot'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Off\. With it on/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  },
};

/** Setting it up: QR code and key, a wrong code refused, the right one turns it on with ten codes shown once. */
export const TwoFactorSetup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Set up two-factor sign-in' }));
    const qr = await canvas.findByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(canvas.getByText(enrolmentFixture.secret.match(/.{4}/g)!.join(' '))).toBeVisible();
    const code = canvas.getByLabelText('The six-digit code the app shows');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter the six digits your app shows');
    await userEvent.type(code, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(await canvas.findByText('That code is not right')).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, fixtureTotpCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expectToast(canvas, 'Two-factor sign-in is on');
    const codes = canvas.getByRole('list', { name: 'Recovery codes' });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await expect(codes).toHaveTextContent(recoveryCodesFixture[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved them' }));
    await expect(await canvas.findByText(/10 of 10 recovery codes left/)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  },
};

/** On: when, how many recovery codes are left, new codes and turning off (each with the password). */
export const TwoFactorOn: Story = {
  beforeEach: () =>
    mockAccount({ enabled: true, enabledAt: '2026-11-02T10:15:00.000Z', recoveryCodesLeft: 7 }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/On since 2 Nov 2026.*7 of 10 recovery codes left/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New recovery codes' }));
    const dialog = await canvas.findByRole('dialog', { name: 'New recovery codes' });
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'not-the-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This is not your current password',
    );
    await userEvent.clear(within(dialog).getByLabelText('Your password'));
    await userEvent.type(within(dialog).getByLabelText('Your password'), staffPassword);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    await expectToast(canvas, 'New recovery codes made');
    await expect(canvas.getByRole('list', { name: 'Recovery codes' })).toHaveTextContent(
      recoveryCodesFixture[9]!,
    );
  },
};

export const TwoFactorTurnedOff: Story = {
  beforeEach: () =>
    mockAccount({ enabled: true, enabledAt: '2026-11-02T10:15:00.000Z', recoveryCodesLeft: 10 }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn off' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Turn off two-factor sign-in' });
    await userEvent.type(within(dialog).getByLabelText('Your password'), staffPassword);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await expectToast(canvas, 'Two-factor sign-in is off');
    await expect(await canvas.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  },
};

/** Required for all staff and on: it stays on (no Turn off). */
export const TwoFactorRequiredAndOn: Story = {
  beforeEach: () =>
    mockAccount({
      enabled: true,
      enabledAt: '2026-11-02T10:15:00.000Z',
      recoveryCodesLeft: 10,
      required: true,
    }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/required for all staff here, so it stays on/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Turn off' })).toBeNull();
  },
};

/** Required and not set up: the admin shows My account only, with the setup first; other screens come back here. */
export const TwoFactorSetupRequired: Story = {
  beforeEach: () => mockAccount({ required: true }),
  parameters: { route: '/admin/leads', msw: { handlers: [adminHandlers.sessionSetupRequired] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Two-factor sign-in is required for all staff here. Set it up to go on using the admin.',
    );
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings.indexOf('Two-factor sign-in')).toBeLessThan(headings.indexOf('Change password'));
    await expect(canvas.queryByRole('heading', { name: 'Leads' })).toBeNull();
  },
};

export const TwoFactorError: Story = {
  parameters: { msw: { handlers: [adminHandlers.accountError] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Two-factor sign-in could not be loaded.')).toBeVisible();
  },
};

/** Sessions: each browser by name, this one marked; one signed out, then all the others. */
export const Sessions: Story = {
  play: async ({ canvas, userEvent }) => {
    const panel = within((await canvas.findByRole('heading', { name: 'Sessions' })).closest('section')!);
    await expect(await panel.findByText('Chrome on Windows')).toBeVisible();
    await expect(panel.getByText('This session')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: /^Sign out Safari on iOS/ }));
    await expectToast(canvas, 'Signed out of that session');
    await expect(adminReceived.deletes).toEqual(['38']);
    await waitFor(() => expect(panel.queryByText('Safari on iOS')).toBeNull());
    await userEvent.click(panel.getByRole('button', { name: 'Sign out all other sessions' }));
    await expectToast(canvas, 'Signed out of 1 other session');
    await expect(await panel.findByText('You are signed in nowhere else.')).toBeVisible();
  },
};

export const SessionsLoading: Story = {
  parameters: { msw: { handlers: [adminHandlers.accountSessionsLoading] } },
  play: async ({ canvas }) => {
    const panel = (await canvas.findByRole('heading', { name: 'Sessions' })).closest('section')!;
    await expect(panel.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await expect(within(panel).queryByRole('table')).toBeNull();
  },
};

export const SessionsError: Story = {
  parameters: { msw: { handlers: [adminHandlers.accountSessionsError] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The sessions could not be loaded.')).toBeVisible();
  },
};

export const TwoFactorLoading: Story = {
  parameters: { msw: { handlers: [adminHandlers.accountLoading] } },
  play: async ({ canvas }) => {
    const panel = (await canvas.findByRole('heading', { name: 'Two-factor sign-in' })).closest('section')!;
    await expect(panel.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await expect(within(panel).queryByRole('button')).toBeNull();
  },
};
