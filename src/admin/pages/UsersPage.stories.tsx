import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { fixtureTotpCode } from '../../../mocks/fixtures/account';
import { staffPassword, staffSessionFixture } from '../../../mocks/fixtures/admin';
import { adminHandlers, adminReceived, mockAccount } from '../../../mocks/handlers';
import { expectToast } from '../../test/storyHelpers';
import AdminApp from '../AdminApp';
import { UsersPage } from './UsersPage';

const meta = {
  title: 'Admin/Screens/Users',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  component: UsersPage,
  parameters: { route: '/admin/users' },
  render: () => <AdminApp />,
} satisfies Meta<typeof UsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'eva@novaweb.se' })).toBeVisible();
    // The open invitations: one waiting, one run out; each can be sent again or revoked.
    const invitations = within(canvas.getByRole('region', { name: 'Invitations' }));
    const waiting = (await invitations.findByRole('cell', { name: /^nora\.nilsson@novaweb\.se/ })).closest(
      'tr',
    )!;
    await expect(within(waiting).getByText(/^Valid until/)).toBeVisible();
    await expect(within(waiting).getByText('by Administratör')).toBeVisible();
    const expired = invitations.getByRole('cell', { name: /^oliver\.frilans@example\.com/ }).closest('tr')!;
    await expect(within(expired).getByText('Expired')).toBeVisible();
    await expect(within(expired).getByText('by a former user')).toBeVisible();
    await expect(invitations.getByLabelText('Role')).toHaveValue('Editor');
    // No Admin types another person's password: there is no field for it.
    await expect(canvas.queryByLabelText(/Password/)).toBeNull();
  },
};

/** Checked before it is sent: an address is needed. */
export const InviteRequiresAddress: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Send invitation' }));
    await expect(canvas.getByLabelText('Email *')).toHaveAccessibleDescription(
      'Please fill in all required fields',
    );
    await userEvent.type(canvas.getByLabelText('Email *'), 'inte-en-adress');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(canvas.getByLabelText('Email *')).toHaveAccessibleDescription('Enter a valid email address');
    await expect(adminReceived.saved).toHaveLength(0);
  },
};

/** An address with an account, or invited already: the server's refusal at the field. */
export const InviteTaken: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email *'), 'eva@novaweb.se');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByText('A user with this email already exists')).toBeVisible();
    await expect(canvas.getByLabelText('Email *')).toHaveAccessibleDescription(
      'A user with this email already exists',
    );
    await userEvent.clear(canvas.getByLabelText('Email *'));
    await userEvent.type(canvas.getByLabelText('Email *'), 'Nora.Nilsson@novaweb.se');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(
      await canvas.findByText('This address is invited already: send the invitation again'),
    ).toBeVisible();
  },
};

/** Invited: the address, an optional name, the role and the language go to the server; the list shows it. */
export const Invite: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email *'), 'olle@novaweb.se');
    await userEvent.type(canvas.getByLabelText('Name (optional)'), 'Olle');
    await userEvent.selectOptions(canvas.getByLabelText('Language of the invitation and the admin'), 'sv');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expectToast(canvas, 'Invitation sent to olle@novaweb.se');
    await expect(adminReceived.saved[0]!.body).toEqual({
      email: 'olle@novaweb.se',
      name: 'Olle',
      role: 'Editor',
      lang: 'sv',
    });
    await expect(await canvas.findByRole('cell', { name: /^olle@novaweb\.se/ })).toBeVisible();
    await expect(canvas.getByLabelText('Email *')).toHaveValue('');
  },
};

/** An expired invitation sent again (a new link for seven days), and another revoked after a question. */
export const ResendAndRevoke: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Send again: oliver.frilans@example.com' }),
    );
    await expectToast(canvas, 'Invitation to oliver.frilans@example.com sent again');
    await expect(adminReceived.saved.at(-1)).toMatchObject({ path: '/api/admin/invitations/12/resend' });
    await waitFor(() => expect(canvas.queryByText('Expired')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Revoke: nora.nilsson@novaweb.se' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Revoke invitation' }));
    await expect(dialog.getByText(/The link in the e-mail stops working/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    await expectToast(canvas, 'Invitation to nora.nilsson@novaweb.se revoked');
    await expect(adminReceived.deletes).toEqual(['invitation 11']);
    const invitations = within(canvas.getByRole('region', { name: 'Invitations' }));
    await waitFor(() =>
      expect(invitations.queryByRole('cell', { name: /^nora\.nilsson@novaweb\.se/ })).toBeNull(),
    );
  },
};

/** The invitations could not be loaded: said so, with a way to try again; the staff list still works. */
export const InvitationsError: Story = {
  parameters: { msw: { handlers: [adminHandlers.invitationsFailing] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The invitations could not be loaded.')).toBeVisible();
    await expect(await canvas.findByRole('cell', { name: 'eva@novaweb.se' })).toBeVisible();
  },
};

/** In Swedish on a phone: the staff and the invitations as cards, the roles and the form in Swedish. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const staff = within(await canvas.findByRole('region', { name: 'Personal' }));
    const eva = (await staff.findByRole('cell', { name: 'eva@novaweb.se' })).closest('tr')!;
    await expect(within(eva).getByText('Redaktör')).toBeVisible();
    await expect(within(eva).getByRole('button', { name: 'Radera eva@novaweb.se' })).toHaveAttribute(
      'title',
      'Radera eva@novaweb.se',
    );
    const invitations = within(canvas.getByRole('region', { name: 'Inbjudningar' }));
    await expect(await invitations.findByText('Har gått ut')).toBeVisible();
    await expect(invitations.getByLabelText('Språk för inbjudan och adminpanelen')).toHaveValue('sv');
    await expect(invitations.getByRole('button', { name: 'Skicka inbjudan' })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const ProtectedAccount: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete admin@novaweb.se' }));
    await expectToast(canvas, 'Cannot delete main admin accounts');
    await expect(adminReceived.deletes).toHaveLength(0);
  },
};

/** Delete asks first; Cancel keeps the account, Delete removes it from the list. */
export const Delete: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete eva@novaweb.se' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Delete user' }));
    await expect(dialog.getByText(/^Delete Eva Editor \(eva@novaweb\.se\)\?/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(adminReceived.deletes).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete eva@novaweb.se' }));
    await userEvent.click(
      within(canvas.getByRole('dialog', { name: 'Delete user' })).getByRole('button', { name: 'Delete' }),
    );
    await expectToast(canvas, 'User deleted successfully');
    await expect(adminReceived.deletes).toEqual(['user 3']);
    await waitFor(() => expect(canvas.queryByRole('cell', { name: 'eva@novaweb.se' })).toBeNull());
  },
};

export const EditorRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/auth/session', () =>
          HttpResponse.json({
            ...staffSessionFixture,
            user: { ...staffSessionFixture.user, role: 'Editor' },
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Only Admins can use this page.')).toBeVisible();
  },
};

export const Edit: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit eva@novaweb.se' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Edit user' }));
    await userEvent.clear(dialog.getByLabelText('Name *'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('Please fill in all required fields')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Name *'), 'Eva Ek');
    await userEvent.selectOptions(dialog.getByLabelText('Role'), 'Admin');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToast(canvas, 'User updated');
    await expect(adminReceived.saved.at(-1)).toEqual({
      path: '/api/admin/users/3',
      method: 'PUT',
      body: { name: 'Eva Ek', role: 'Admin' },
    });
    await expect(await canvas.findByRole('cell', { name: 'Eva Ek' })).toBeVisible();
  },
};

/** One's own main admin account can be renamed, never made an Editor. */
export const EditProtected: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit admin@novaweb.se' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Edit user' }));
    await expect(dialog.getByLabelText('Role')).toBeDisabled();
    await expect(dialog.getByText('One of the two main admin accounts: it stays an Admin.')).toBeVisible();
  },
};

/** Requiring two-factor sign-in of all staff: refused while one's own is off, then on once it is. */
export const RequireTwoFactorRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = await canvas.findByRole('checkbox', { name: 'Require two-factor sign-in for all staff' });
    await expect(canvas.getByText('3 of the staff have not turned it on.')).toBeVisible();
    await userEvent.click(box);
    await expectToast(canvas, 'Turn on two-factor sign-in for your own account first (My account)');
    await expect(box).not.toBeChecked();
  },
};

export const RequireTwoFactor: Story = {
  beforeEach: () => mockAccount({ enabled: true, enabledAt: '2026-11-02T10:15:00.000Z' }),
  play: async ({ canvas, userEvent }) => {
    const box = await canvas.findByRole('checkbox', { name: 'Require two-factor sign-in for all staff' });
    await userEvent.click(box);
    await expectToast(canvas, 'Two-factor sign-in is now required');
    await expect(box).toBeChecked();
    await expect(adminReceived.saved.at(-1)).toEqual({
      path: '/api/admin/security',
      method: 'PUT',
      body: { requireTwoFactor: true },
    });
    await expect(canvas.getByText(/they must set it up before anything else/)).toBeVisible();
  },
};

/**
 * A member who lost their phone and codes: an Admin turns their two-factor sign-in off, proving it is them with
 * their password and a code from their own app (a wrong password is named at its field).
 */
export const TurnOffUserTwoFactor: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      within((await canvas.findByRole('cell', { name: 'eva@novaweb.se' })).closest('tr')!).getByText('On'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit eva@novaweb.se' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Edit user' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await userEvent.type(dialog.getByLabelText('Your password'), 'not-my-password');
    await userEvent.type(dialog.getByLabelText('Code from your authenticator app'), fixtureTotpCode);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm: turn off two-factor sign-in' }));
    await expect(await dialog.findByText('This is not your current password')).toBeVisible();
    await expect(adminReceived.deletes).toEqual([]);

    await userEvent.clear(dialog.getByLabelText('Your password'));
    await userEvent.type(dialog.getByLabelText('Your password'), staffPassword);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm: turn off two-factor sign-in' }));
    await expectToast(canvas, 'Two-factor sign-in turned off for eva@novaweb.se');
    await expect(adminReceived.deletes).toEqual(['two-factor:3']);
    await expect(adminReceived.saved.at(-1)).toEqual({
      path: '/api/admin/users/3/two-factor',
      method: 'DELETE',
      body: { password: staffPassword, code: fixtureTotpCode },
    });
    await expect(dialog.getByRole('status')).toHaveTextContent('Two-factor sign-in: off.');
  },
};

/** The two main admin accounts are their owners' alone: another Admin sees one, and cannot change it. */
export const MainAdminAccount: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit support@novaweb.se' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Edit user' }));
    await expect(dialog.getByText(/only its owner can change it/)).toBeVisible();
    await expect(dialog.queryByRole('textbox')).toBeNull();
    await expect(dialog.queryByRole('button', { name: /two-factor/ })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const SecurityError: Story = {
  parameters: { msw: { handlers: [adminHandlers.securityError] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The sign-in settings could not be loaded.')).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: /Require two-factor/ })).toBeNull();
  },
};
