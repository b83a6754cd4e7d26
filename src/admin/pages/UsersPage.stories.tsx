import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { fixtureTotpCode } from '../../../mocks/fixtures/account';
import { staffPassword, staffSessionFixture } from '../../../mocks/fixtures/admin';
import { adminHandlers, adminReceived, mockAccount } from '../../../mocks/handlers';
import { expectToast } from '../../test/storyHelpers';
import AdminApp from '../AdminApp';
import { UsersPage } from './UsersPage';

const meta = {
  title: 'Admin/Screens/Users',
  // The admin area is in English only: the locale toolbar is off here.
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
    await expect(canvas.getByLabelText('Role')).toHaveValue('Editor');
  },
};

export const AddRequiresFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add user' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
  },
};

export const DuplicateEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Name *'), 'Eva 2');
    await userEvent.type(canvas.getByLabelText('Email *'), 'eva@novaweb.se');
    await userEvent.type(canvas.getByLabelText('Password *'), 'a-long-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Add user' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A user with this email already exists');
  },
};

export const Add: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Name *'), 'Olle');
    await userEvent.type(canvas.getByLabelText('Email *'), 'olle@novaweb.se');
    await userEvent.type(canvas.getByLabelText('Password *'), 'a-long-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Add user' }));
    await expectToast(canvas, 'User added successfully');
    await expect(adminReceived.saved[0]!.body).toEqual({
      name: 'Olle',
      email: 'olle@novaweb.se',
      password: 'a-long-password-1',
      role: 'Editor',
    });
  },
};

export const ProtectedAccount: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete admin@novaweb.se' }));
    await expectToast(canvas, 'Cannot delete main admin accounts');
    await expect(adminReceived.deletes).toHaveLength(0);
  },
};

export const Delete: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete eva@novaweb.se' }));
    await expectToast(canvas, 'User deleted successfully');
    await expect(adminReceived.deletes).toEqual(['3']);
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
