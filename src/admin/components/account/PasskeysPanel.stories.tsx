import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { passkeysFixture } from '../../../../mocks/fixtures/account';
import { staffPassword } from '../../../../mocks/fixtures/admin';
import { mockPasskeys, passkeyHandlers, passkeyReceived } from '../../../../mocks/handlers';
import { expectToast } from '../../../test/storyHelpers';
import { adminI18nOf } from '../../i18n/adminI18n';
import { PasskeysPanel } from './PasskeysPanel';

/**
 * Passkeys on My account: sign in with the device's fingerprint, face or PIN instead of password and code.
 * Added after the password (a stolen session cannot plant one), listed with when each was added and last used,
 * renamed and removed. The device's prompt is stood in for here (`parameters.passkeyDevice`).
 */
const meta = {
  title: 'Admin/Parts/Passkeys panel',
  // English: the play functions read its words; the admin's Swedish is in the screens' Swedish stories.
  globals: { locale: 'en' },
  component: PasskeysPanel,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PasskeysPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function addPasskey(canvas: Canvas, userEvent: UserEvent, password: string, name?: string) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Add a passkey' }));
  if (name !== undefined) {
    await userEvent.clear(canvas.getByLabelText(/^Name/));
    if (name) await userEvent.type(canvas.getByLabelText(/^Name/), name);
  }
  if (password) await userEvent.type(canvas.getByLabelText('Your password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
}

/** Two passkeys: a synced one used this morning, a security key never used. */
export const TwoPasskeys: Story = {
  play: async ({ canvas }) => {
    const rows = within(await canvas.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Pixel 9 (Android)');
    await expect(within(rows[0]!).getByText('Synced')).toBeVisible();
    await expect(rows[0]).toHaveTextContent(
      adminI18nOf('en').dateTime.format(new Date(passkeysFixture[0]!.lastUsedAt!)),
    );
    await expect(rows[1]).toHaveTextContent('Never');
    await expect(canvas.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
  },
};

export const NoPasskeys: Story = {
  beforeEach: () => mockPasskeys([]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no passkeys yet.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Added: the password, the device's check, a toast, and the new passkey in the list under its name. */
export const Added: Story = {
  beforeEach: () => mockPasskeys([]),
  play: async ({ canvas, userEvent }) => {
    await addPasskey(canvas, userEvent, staffPassword, 'Work laptop');
    await expectToast(canvas, 'Passkey “Work laptop” added');
    await expect(await canvas.findByRole('cell', { name: 'Work laptop' })).toBeVisible();
    await expect(passkeyReceived.registered[0]!.name).toBe('Work laptop');
    await expect(canvas.queryByLabelText('Your password')).toBeNull();
  },
};

/** Checked before anything is asked of the device: a name, and the password (then the server's answer). */
export const AddInvalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await addPasskey(canvas, userEvent, '', '');
    await expect(await canvas.findByText('Give the passkey a name')).toBeVisible();
    await expect(canvas.getByText('Enter your password')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Phone');
    await userEvent.type(canvas.getByLabelText('Your password'), 'not-my-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('This is not your current password')).toBeVisible();
    await expect(passkeyReceived.registered).toHaveLength(0);
  },
};

/** The person closed the device's prompt: said in the form, nothing saved, the form kept. */
export const AddCancelled: Story = {
  parameters: { passkeyDevice: 'cancelled' },
  play: async ({ canvas, userEvent }) => {
    await addPasskey(canvas, userEvent, staffPassword);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No passkey was used: the request was cancelled or timed out. Try again.',
    );
    await expect(passkeyReceived.registered).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};

export const Renamed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename YubiKey in the office drawer' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Rename passkey' }));
    await userEvent.clear(dialog.getByLabelText('Name'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save name' }));
    await expect(await dialog.findByText('Give the passkey a name')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Name'), 'Spare key');
    await userEvent.click(dialog.getByRole('button', { name: 'Save name' }));
    await expectToast(canvas, 'Passkey renamed');
    await expect(await canvas.findByRole('cell', { name: 'Spare key' })).toBeVisible();
  },
};

export const Removed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Pixel 9 (Android)' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Remove passkey' }));
    await expect(dialog.getByText(/Remove “Pixel 9 \(Android\)”\?/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove passkey' }));
    await expectToast(canvas, 'Passkey “Pixel 9 (Android)” removed');
    await waitFor(() => expect(canvas.queryByRole('cell', { name: /Pixel 9/ })).toBeNull());
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

/** A browser without WebAuthn: the list stays, and a note says where passkeys can be added instead. */
export const BrowserWithoutPasskeys: Story = {
  parameters: { passkeyDevice: 'unsupported' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note')).toHaveTextContent(
      'This browser cannot make or use passkeys.',
    );
    await expect(canvas.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  },
};

/** A long name on a phone: it wraps inside its card, nothing scrolls sideways. */
export const LongNameOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  beforeEach: () =>
    mockPasskeys([
      { ...passkeysFixture[1]!, name: 'Säkerhetsnyckel i kassaskåpet på kontoret, andra hyllan' },
      ...passkeysFixture.slice(0, 1),
    ]),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/Säkerhetsnyckel i kassaskåpet/)).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [passkeyHandlers.listLoading] } },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Passkeys' });
    await expect(panel.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [passkeyHandlers.listError] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your passkeys could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
