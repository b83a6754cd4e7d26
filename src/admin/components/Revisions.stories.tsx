import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { adminHomePageFixture, adminReceived } from '../../../mocks/handlers';
import { adminDateTime } from './ui';
import { comparePages } from './pages/pageTexts';
import { Revisions } from './Revisions';

const home = adminHomePageFixture();

/**
 * The saves of a page (or a post) under its editor, newest first: compare one with the current version, and
 * restore it. The page's screen shows it in place (Admin/Page editor › Revisions); here each state alone.
 */
const meta = {
  title: 'Admin/Revisions',
  // The admin area is in English only: the locale toolbar is off here.
  globals: { locale: 'en' },
  component: Revisions,
  args: {
    address: '/api/admin/pages/1/revisions',
    queryKey: ['admin', 'pages', 1, 'revisions'],
    compare: (snapshot: unknown) => comparePages(snapshot as typeof home, home),
    onRestored: fn(),
  },
} satisfies Meta<typeof Revisions>;

export default meta;
type Story = StoryObj<typeof meta>;

const older = adminDateTime.format(new Date('2026-10-20T13:30:00.000Z'));

/** Three saves: the seed's copy, an Admin's headline, the current version; compared, then restored. */
export const List: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const region = within(await canvas.findByRole('region', { name: 'Revisions' }));
    await waitFor(() => expect(region.getAllByRole('row')).toHaveLength(4));
    await expect(region.getByText('Before revisions were kept')).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: `Compare the revision of ${older}` }));
    const dialog = within(await canvas.findByRole('dialog', { name: `Revision of ${older}` }));
    await expect(dialog.getByText('Saved by Anna Admin.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Restore this text' }));
    await waitFor(() => expect(args.onRestored).toHaveBeenCalledOnce());
    await expect(adminReceived.saved.at(-1)).toMatchObject({ body: {} });
  },
};

/** On a live page: the restore is a draft to review, or published at once; the dialog says which does what. */
export const LivePage: Story = {
  args: { live: true, warning: 'Restoring drops the changes you have not saved.' },
  play: async ({ canvas, args, userEvent }) => {
    const region = within(await canvas.findByRole('region', { name: 'Revisions' }));
    await userEvent.click(await region.findByRole('button', { name: `Compare the revision of ${older}` }));
    const dialog = within(await canvas.findByRole('dialog', { name: `Revision of ${older}` }));
    await expect(dialog.getByText(/This page is live: restored as a draft/)).toBeVisible();
    await expect(dialog.getByText('Restoring drops the changes you have not saved.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Restore and publish' }));
    await waitFor(() => expect(args.onRestored).toHaveBeenCalledOnce());
    await expect(adminReceived.saved.at(-1)).toMatchObject({ body: { publish: true } });
  },
};

/** A page no one has saved yet. */
export const Empty: Story = {
  args: { address: '/api/admin/pages/21/revisions', queryKey: ['admin', 'pages', 21, 'revisions'] },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No revisions yet: every save from now on is kept here.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/pages/:id/revisions', async () => {
          await delay('infinite');
          return HttpResponse.json([]);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the revisions…');
  },
};

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/pages/:id/revisions', () =>
          HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The revisions could not be loaded.')).toBeVisible();
  },
};
