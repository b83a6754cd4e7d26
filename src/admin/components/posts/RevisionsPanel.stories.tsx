import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { adminPostRevisionsFixture, adminPostsFixture } from '../../../../mocks/fixtures/admin';
import { adminReceived } from '../../../../mocks/handlers';
import { expectToast } from '../../../test/storyHelpers';
import { adminI18nOf } from '../../i18n/adminI18n';
import { RevisionsPanel } from './RevisionsPanel';

/** The draft post whose saves the mocked server keeps (id 11), and a post saved before revisions were kept. */
const draft = adminPostsFixture.find((post) => post.id === 11)!;
const published = adminPostsFixture.find((post) => post.id === 1)!;

/**
 * A post's saves under its editor, newest first: compare one with the current text, and restore it (the
 * restore is itself a new save). How a comparison reads is in Admin/Post editor parts.
 */
const meta = {
  title: 'Admin/Parts/Revisions panel',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  component: RevisionsPanel,
  parameters: { layout: 'padded' },
  args: { post: draft, onRestored: fn() },
} satisfies Meta<typeof RevisionsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const savedAt = (index: number) =>
  adminI18nOf('en').dateTime.format(new Date(adminPostRevisionsFixture[index]!.createdAt));

/** Three saves: the newest marked current, who saved each, and the first from before revisions were kept. */
export const List: Story = {
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table'));
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent(`${savedAt(0)} (current)`);
    await expect(rows[0]).toHaveTextContent('Eva Editor');
    await expect(rows[1]).not.toHaveTextContent('(current)');
    await expect(rows[1]).toHaveTextContent('Anna Admin');
    await expect(within(rows[2]!).getByRole('cell', { name: 'Before revisions were kept' })).toBeVisible();
  },
};

/** Compare: the revision against the current text in a dialog, with who saved it. */
export const Compare: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `Compare the revision of ${savedAt(1)}` }),
    );
    const dialog = within(await canvas.findByRole('dialog', { name: `Revision of ${savedAt(1)}` }));
    await expect(dialog.getByText('Saved by Anna Admin.')).toBeVisible();
    const title = dialog.getByRole('heading', { name: 'Title (English)' }).nextElementSibling!;
    await expect(title.querySelector('del')).toHaveTextContent('An early');
    await expect(title.querySelector('ins')).not.toBeNull();
    await expect(title).toHaveTextContent('An earlyA draft post');
    await expect(dialog.getByRole('button', { name: 'Restore this text' })).toBeVisible();
  },
};

/** Restored: a toast, the dialog closes, and the editor gets the post with the revision's text. */
export const Restore: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `Compare the revision of ${savedAt(1)}` }),
    );
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Restore this text' }));
    await expectToast(canvas, 'Revision restored');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onRestored).toHaveBeenCalledWith(
      expect.objectContaining({ id: 11, titleEn: 'An early draft', published: false }),
    );
    await expect(adminReceived.saved).toEqual([
      { path: '/api/admin/posts/11/revisions/2/restore', method: 'POST', body: {} },
    ]);
  },
};

/** The revision is gone meanwhile: the server's message in a toast, and the dialog stays open. */
export const RestoreFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/admin/posts/:id/revisions/:revisionId/restore', () =>
          HttpResponse.json({ error: 'not_found', message: 'No such revision' }, { status: 404 }),
        ),
      ],
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `Compare the revision of ${savedAt(1)}` }),
    );
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Restore this text' }));
    await expectToast(canvas, 'No such revision');
    await expect(canvas.getByRole('dialog')).toBeVisible();
    await expect(args.onRestored).not.toHaveBeenCalled();
  },
};

/** A post saved before revisions were kept: nothing to list yet. */
export const Empty: Story = {
  args: { post: published },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No revisions yet: every save from now on is kept here.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/admin/posts/:id/revisions', () => delay('infinite'))] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the revisions…');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/posts/:id/revisions', () =>
          HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The revisions could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** On a phone each save is a card; nothing scrolls sideways. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const cell = await canvas.findByRole('cell', { name: 'Before revisions were kept' });
    await expect(cell).toHaveAttribute('data-label', 'By');
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
