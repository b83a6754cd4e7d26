import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { adminUsersFixture } from '../../../../mocks/fixtures/admin';
import { adminReceived } from '../../../../mocks/handlers';
import { expectToast } from '../../../test/storyHelpers';
import type { AdminUser } from '../../api';
import { EditUser } from './EditUser';

const [ownMain, otherMain, editor] = adminUsersFixture as [AdminUser, AdminUser, AdminUser];

/**
 * An Admin's change to a member of staff (Admin → Users opens it in a dialog): the name and the role; a main admin
 * account's role stays, one's own role is another Admin's to change, and another member's two-factor sign-in can
 * be turned off when they lost their phone.
 */
const meta = {
  title: 'Admin/Parts/Edit user',
  // English here; the Swedish states are stories of their own.
  globals: { locale: 'en' },
  component: EditUser,
  parameters: { layout: 'padded' },
  args: { user: { ...editor, twoFactor: false }, isSelf: false, onDone: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EditUser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An Editor renamed and made an Admin; an empty name is refused at the field first. */
export const RenameAndPromote: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByLabelText('Name *');
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(adminReceived.saved).toEqual([]);
    await userEvent.type(name, 'Eva Ek');
    await userEvent.selectOptions(canvas.getByLabelText('Role'), 'Admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToast(canvas, 'User updated');
    await expect(adminReceived.saved).toEqual([
      { path: `/api/admin/users/${editor.id}`, method: 'PUT', body: { name: 'Eva Ek', role: 'Admin' } },
    ]);
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** One's own account: the role is another Admin's to change, and says so. */
export const OwnAccount: Story = {
  args: { user: { ...editor, role: 'Admin', twoFactor: true }, isSelf: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Role')).toBeDisabled();
    await expect(canvas.getByLabelText('Role')).toHaveAccessibleDescription(
      'Your own role: another Admin can change it.',
    );
    // One's own two-factor sign-in is turned off on My account, with one's own code.
    await expect(canvas.queryByRole('button', { name: 'Turn off two-factor sign-in' })).toBeNull();
  },
};

/** One's own main admin account: renamed, never made an Editor. */
export const OwnMainAccount: Story = {
  args: { user: ownMain, isSelf: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Role')).toBeDisabled();
    await expect(canvas.getByText('One of the two main admin accounts: it stays an Admin.')).toBeVisible();
    await expect(canvas.getByLabelText('Name *')).toBeEnabled();
  },
};

/** Another Admin's main account: shown, not changed; only Close. */
export const AnotherMainAccount: Story = {
  args: { user: otherMain, isSelf: false },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/only its owner can change it/)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** A member with two-factor sign-in: the Admin can turn it off after proving it is them (both fields asked). */
export const WithTwoFactor: Story = {
  args: { user: editor },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm: turn off two-factor sign-in' }));
    await expect(canvas.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    await expect(adminReceived.deletes).toEqual([]);
  },
};

/** While it saves: the button says so. */
export const Saving: Story = {
  parameters: { msw: { handlers: [http.put('*/api/admin/users/:id', async () => delay('infinite'))] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Deleted by another Admin meanwhile: the refusal said in Swedish, the dialog kept. */
export const GoneInSwedish: Story = {
  globals: { locale: 'sv' },
  parameters: {
    msw: {
      handlers: [
        http.put('*/api/admin/users/:id', () =>
          HttpResponse.json({ error: 'not_found', message: 'No such user' }, { status: 404 }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spara' }));
    await expectToast(canvas, 'Användaren finns inte');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Spara' })).toBeVisible());
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Swedish on a phone, with a long name and two-factor on: the note wraps, nothing is wider than the screen. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  args: {
    user: {
      ...editor,
      name: 'Eva-Charlotte Lindqvist-Åkesson',
      email: 'eva-charlotte.lindqvist-akesson@novaweb.se',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Namn *')).toHaveValue('Eva-Charlotte Lindqvist-Åkesson');
    await expect(canvas.getByRole('button', { name: 'Slå av tvåstegsinloggning' })).toBeVisible();
  },
};
