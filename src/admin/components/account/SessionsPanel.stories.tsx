import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { accountSessionsFixture } from '../../../../mocks/fixtures/account';
import { adminHandlers, adminReceived } from '../../../../mocks/handlers';
import { expectToast } from '../../../test/storyHelpers';
import { adminI18nOf } from '../../i18n/adminI18n';
import { SessionsPanel } from './SessionsPanel';

/**
 * Where this account is signed in (My account): each session's browser by name, when it signed in and was last
 * used, this one marked; any other can be signed out, one at a time or all at once.
 */
const meta = {
  title: 'Admin/Parts/Sessions panel',
  // English: the play functions read its words; the admin's Swedish is in the screens' Swedish stories.
  globals: { locale: 'en' },
  component: SessionsPanel,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SessionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const [current] = accountSessionsFixture;
const monitorAgent =
  'NovawebUptimeMonitor/4.2 (+https://status.example.com/about-our-monitoring-robot-and-how-to-block-it)';

/** Signed in on three browsers: this one first and marked, the other two with a Sign out each. */
export const ThreeBrowsers: Story = {
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table'));
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Chrome on Windows');
    await expect(within(rows[0]!).getByText('This session')).toBeVisible();
    await expect(within(rows[0]!).queryByRole('button')).toBeNull();
    await expect(rows[0]).toHaveTextContent(adminI18nOf('en').dateTime.format(new Date(current!.createdAt)));
    await expect(rows[1]).toHaveTextContent('Safari on iOS');
    await expect(rows[2]).toHaveTextContent('Firefox on Linux');
    await expect(canvas.getByRole('button', { name: 'Sign out all other sessions' })).toBeVisible();
  },
};

/** One other session signed out: said in a toast, and gone from the list. */
export const SignOutOne: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: /^Sign out Firefox on Linux, signed in / }),
    );
    await expectToast(canvas, 'Signed out of that session');
    await expect(adminReceived.deletes).toEqual(['35']);
    await waitFor(() => expect(canvas.queryByText('Firefox on Linux')).toBeNull());
    await expect(canvas.getByText('Safari on iOS')).toBeVisible();
  },
};

/** All the others at once: the count in a toast, and only this session left. */
export const SignOutAllOthers: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign out all other sessions' }));
    await expectToast(canvas, 'Signed out of 2 other sessions');
    await expect(await canvas.findByText('You are signed in nowhere else.')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
  },
};

/** Signed in only here: nothing to sign out. */
export const OnlyThisSession: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/admin/account/sessions', () => HttpResponse.json([current]))] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You are signed in nowhere else.')).toBeVisible();
    await expect(canvas.getByText('This session')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Sign out/ })).toBeNull();
  },
};

/**
 * On a phone, with browsers the panel cannot name: one without a user agent, one whose agent is a long string it
 * does not know (shown cut to 60 characters). Each session is a card; nothing scrolls sideways.
 */
export const UnknownBrowsersOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/account/sessions', () =>
          HttpResponse.json([
            current,
            { ...accountSessionsFixture[1]!, userAgent: '' },
            {
              ...accountSessionsFixture[2]!,
              userAgent: monitorAgent,
            },
          ]),
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Unknown browser')).toBeVisible();
    // The first 60 characters of it, not the whole string.
    await expect(canvas.getByRole('cell', { name: monitorAgent.slice(0, 60) })).toBeVisible();
    await expect(canvas.queryByText(monitorAgent, { exact: false })).toBeNull();
    await expect(canvas.getByRole('button', { name: /^Sign out Unknown browser, signed in / })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [adminHandlers.accountSessionsLoading] } },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Sessions' });
    await expect(panel.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [adminHandlers.accountSessionsError] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The sessions could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
