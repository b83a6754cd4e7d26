import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { staffPassword } from '../../../mocks/fixtures/admin';
import { adminReceived } from '../../../mocks/handlers';
import { expectToast } from '../../test/storyHelpers';
import AdminApp from '../AdminApp';
import { AccountPage } from './AccountPage';

const meta = {
  title: 'Admin/Account',
  // The admin area is in English only: the locale toolbar is off here.
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
