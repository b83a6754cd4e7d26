import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureTotpCode, recoveryCodesFixture } from '../../../../mocks/fixtures/account';
import { staffPassword } from '../../../../mocks/fixtures/admin';
import { adminHandlers, adminReceived, mockAccount } from '../../../../mocks/handlers';
import { expectToast } from '../../../test/storyHelpers';
import { adminI18nOf } from '../../i18n/adminI18n';
import { TwoFactorPanel } from './TwoFactorPanel';

/**
 * Two-factor sign-in on My account: off, being set up (QR code or key, then a code from the app), on (with its
 * recovery codes), or required by the site. Turning it off and new recovery codes ask for the password.
 */
const meta = {
  title: 'Admin/Parts/Two-factor panel',
  // English: the play functions read its words; the admin's Swedish is in the screens' Swedish stories.
  globals: { locale: 'en' },
  component: TwoFactorPanel,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TwoFactorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const enabledAt = '2026-03-02T08:15:00.000Z';

export const Off: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Off\. With it on, signing in also asks/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The site requires it and this account has not set it up: said first, as an alert. */
export const RequiredAndOff: Story = {
  beforeEach: () => mockAccount({ required: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Two-factor sign-in is required for all staff here. Set it up to go on using the admin.',
    );
    await expect(canvas.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
  },
};

/** Setting up: the QR code and the key in groups of four; a code that is not six digits is refused here. */
export const SetUp: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Set up two-factor sign-in' }));
    const qr = await canvas.findByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('The six-digit code the app shows'), '4920');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter the six digits your app shows');
    await expect(canvas.getByLabelText('The six-digit code the app shows')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // Only the setup reached the server: the short code was not sent.
    await expect(adminReceived.saved.map((save) => save.path)).toEqual([
      '/api/admin/account/two-factor/setup',
    ]);
  },
};

/** A code the server does not take: its message at the field, the setup still open. */
export const WrongCode: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await userEvent.type(await canvas.findByLabelText('The six-digit code the app shows'), '123 456');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('That code is not right');
    await expect(canvas.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  },
};

/** The right code: on, and ten recovery codes shown once; "I have saved them" leaves them behind. */
export const TurnedOnWithRecoveryCodes: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Set up two-factor sign-in' }));
    await userEvent.type(await canvas.findByLabelText('The six-digit code the app shows'), fixtureTotpCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expectToast(canvas, 'Two-factor sign-in is on');
    const codes = canvas.getByRole('list', { name: 'Recovery codes' });
    await expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodesFixture);
    await expect(canvas.getByRole('button', { name: 'Download as text' })).toBeVisible();
    await expect(adminReceived.saved.at(-1)).toEqual({
      path: '/api/admin/account/two-factor/enable',
      method: 'POST',
      body: { code: fixtureTotpCode },
    });
  },
};

/** On: since when, and how many recovery codes are left; new codes and turning it off. */
export const On: Story = {
  beforeEach: () => mockAccount({ enabled: true, enabledAt, recoveryCodesLeft: 7 }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        `On since ${adminI18nOf('en').dateTime.format(new Date(enabledAt))}. Signing in asks for a code from your authenticator app. 7 of 10 recovery codes left.`,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New recovery codes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Turn off' })).toBeVisible();
  },
};

/** Required for all staff: it stays on, so there is no Turn off. */
export const RequiredAndOn: Story = {
  beforeEach: () => mockAccount({ enabled: true, enabledAt, recoveryCodesLeft: 10, required: true }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Two-factor sign-in is required for all staff here, so it stays on.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New recovery codes' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Turn off' })).toBeNull();
  },
};

/** Turning it off asks for the password: a wrong one is refused in the dialog, the right one turns it off. */
export const TurnOff: Story = {
  beforeEach: () => mockAccount({ enabled: true, enabledAt, recoveryCodesLeft: 10 }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn off' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Turn off two-factor sign-in' }));
    await expect(dialog.getByText(/Your recovery codes stop working\./)).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Your password'), 'not-my-password');
    await userEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('This is not your current password');
    await userEvent.clear(dialog.getByLabelText('Your password'));
    await userEvent.type(dialog.getByLabelText('Your password'), staffPassword);
    await userEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    await expectToast(canvas, 'Two-factor sign-in is off');
    await expect(await canvas.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** New recovery codes: the password, then ten new codes shown once. */
export const NewRecoveryCodes: Story = {
  beforeEach: () => mockAccount({ enabled: true, enabledAt, recoveryCodesLeft: 2 }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New recovery codes' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'New recovery codes' }));
    await userEvent.type(dialog.getByLabelText('Your password'), staffPassword);
    await userEvent.click(dialog.getByRole('button', { name: 'Make new codes' }));
    await expectToast(canvas, 'New recovery codes made');
    const codes = within(canvas.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem');
    await expect(codes).toHaveLength(10);
    await expect(codes[0]).toHaveTextContent(recoveryCodesFixture.at(-1)!);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [adminHandlers.accountLoading] } },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(panel.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [adminHandlers.accountError] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Two-factor sign-in could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
