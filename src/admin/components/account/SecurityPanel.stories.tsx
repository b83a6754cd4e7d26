import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { securityFixture } from '../../../../mocks/fixtures/account';
import { adminHandlers, adminReceived, mockAccount } from '../../../../mocks/handlers';
import { expectToast } from '../../../test/storyHelpers';
import { SecurityPanel } from './SecurityPanel';

/**
 * Sign-in security on the Users screen (Admins): one switch that requires two-factor sign-in of every staff
 * member, and how many of them have not turned it on yet.
 */
const meta = {
  title: 'Admin/Parts/Security panel',
  // English: the play functions read its words; the admin's Swedish is in the screens' Swedish stories.
  globals: { locale: 'en' },
  component: SecurityPanel,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SecurityPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const requireLabel = 'Require two-factor sign-in for all staff';

/** Optional: three staff members sign in with a password only. */
export const Optional: Story = {
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('checkbox', { name: requireLabel });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription('3 of the staff have not turned it on.');
  },
};

/** Required: those without it must set it up before anything else. */
export const Required: Story = {
  beforeEach: () => mockAccount({ enabled: true, enabledAt: '2026-03-02T08:00:00.000Z', required: true }),
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('checkbox', { name: requireLabel });
    await expect(box).toBeChecked();
    await expect(box).toHaveAccessibleDescription(
      '3 of the staff have not turned it on: they must set it up before anything else.',
    );
  },
};

/** Everyone has a second factor: the note says so. */
export const EveryoneSignsInWithIt: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/security', () =>
          HttpResponse.json({ ...securityFixture, requireTwoFactor: true, staffWithoutTwoFactor: 0 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('checkbox', { name: requireLabel })).toHaveAccessibleDescription(
      'Every staff member signs in with a second factor.',
    );
  },
};

/** Turned on by an Admin who uses it: saved, and said in a toast. */
export const TurnOn: Story = {
  beforeEach: () => mockAccount({ enabled: true, enabledAt: '2026-03-02T08:00:00.000Z' }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: requireLabel }));
    await expectToast(canvas, 'Two-factor sign-in is now required');
    await expect(canvas.getByRole('checkbox', { name: requireLabel })).toBeChecked();
    await expect(adminReceived.saved).toEqual([
      { path: '/api/admin/security', method: 'PUT', body: { requireTwoFactor: true } },
    ]);
  },
};

/** An Admin without two-factor sign-in cannot require it: the server's reason in a toast, the box unticked. */
export const TurnOnRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: requireLabel }));
    await expectToast(canvas, 'Turn on two-factor sign-in for your own account first (My account)');
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: requireLabel })).not.toBeChecked());
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/admin/security', () => delay('infinite'))] },
  },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Sign-in security' });
    await expect(panel.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [adminHandlers.securityError] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The sign-in settings could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};
