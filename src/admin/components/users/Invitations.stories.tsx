import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { invitationsFixture } from '../../../../mocks/fixtures/admin';
import { adminHandlers, adminReceived } from '../../../../mocks/handlers';
import { expectToast } from '../../../test/storyHelpers';
import { InvitationsPanel } from './Invitations';

/**
 * The invitations of Admin → Users on their own: the open ones (to whom, as what, in which language, until when),
 * each sent again or revoked after a question, and the form that sends a new one. Nobody types another person's
 * password: the invitee chooses their own through the mailed link.
 */
const meta = {
  title: 'Admin/Parts/Invitations',
  // English here; the Swedish states are stories of their own.
  globals: { locale: 'en' },
  component: InvitationsPanel,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof InvitationsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const [waiting, expired] = invitationsFixture as [
  (typeof invitationsFixture)[number],
  (typeof invitationsFixture)[number],
];

const rowOf = async (canvas: ReturnType<typeof within>, email: string) =>
  (await canvas.findByRole('cell', { name: new RegExp(`^${email.replace(/\./g, '\\.')}`) })).closest('tr')!;

/** One waiting, one run out: each with who sent it and when, and its own labelled buttons. */
export const OpenInvitations: Story = {
  play: async ({ canvas }) => {
    const open = within(await rowOf(canvas, waiting.email));
    await expect(open.getByText(/^Valid until/)).toBeVisible();
    await expect(open.getByRole('button', { name: `Send again: ${waiting.email}` })).toBeVisible();
    const old = within(await rowOf(canvas, expired.email));
    await expect(old.getByText('Expired')).toBeVisible();
    await expect(old.getByRole('button', { name: `Revoke: ${expired.email}` })).toBeVisible();
    await expect(canvas.queryByLabelText(/Password/)).toBeNull();
  },
};

/** None open: said so, and the form is there. */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get('*/api/admin/invitations', () => HttpResponse.json([]))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No open invitations.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send invitation' })).toBeVisible();
  },
};

/** While the list loads: a placeholder, and the form already usable. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/api/admin/invitations', async () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByLabelText('Email *')).toBeEnabled();
  },
};

/** The list could not be loaded: said so, with a way to try again. */
export const Failed: Story = {
  parameters: { msw: { handlers: [adminHandlers.invitationsFailing] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The invitations could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Try again/ })).toBeVisible();
  },
};

/** An Admin is invited in English: sent, listed, the form emptied for the next one. */
export const InviteAnAdmin: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email *'), 'maja@novaweb.se');
    await userEvent.selectOptions(canvas.getByLabelText('Role'), 'Admin');
    await userEvent.selectOptions(canvas.getByLabelText('Language of the invitation and the admin'), 'en');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expectToast(canvas, 'Invitation sent to maja@novaweb.se');
    await expect(adminReceived.saved[0]!.body).toEqual({
      email: 'maja@novaweb.se',
      name: '',
      role: 'Admin',
      lang: 'en',
    });
    await expect(within(await rowOf(canvas, 'maja@novaweb.se')).getByText('English')).toBeVisible();
    await expect(canvas.getByLabelText('Email *')).toHaveValue('');
  },
};

/** Revoke asks first; Cancel keeps the invitation. */
export const RevokeCancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Revoke: ${waiting.email}` }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Revoke invitation' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(adminReceived.deletes).toEqual([]);
    await expect(await rowOf(canvas, waiting.email)).toBeVisible();
  },
};

/** Sent again after another Admin revoked it: the refusal said in Swedish, nothing sent. */
export const ResendGoneInSwedish: Story = {
  globals: { locale: 'sv' },
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/admin/invitations/:id/resend', () =>
          HttpResponse.json({ error: 'not_found', message: 'No such open invitation' }, { status: 404 }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Skicka igen: ${waiting.email}` }));
    await expectToast(canvas, 'Inbjudan finns inte eller är inte öppen längre');
  },
};

/** Swedish on a phone with a long address: the invitations as cards, the address wrapped at its dots and @. */
export const LongAddressOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/invitations', () =>
          HttpResponse.json([
            {
              ...waiting,
              email: 'charlotte.lindqvist-akesson@marknadsforingsbyran-exempel.se',
              name: 'Charlotte Lindqvist-Åkesson',
            },
            expired,
          ]),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const card = within(await rowOf(canvas, 'charlotte.lindqvist-akesson@'));
    await expect(card.getByText('Charlotte Lindqvist-Åkesson')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Skicka inbjudan' })).toBeVisible();
  },
};
