import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { adminPostsFixture } from '../../../../mocks/fixtures/admin';
import { adminHandlers, adminReceived } from '../../../../mocks/handlers';
import { expectToast } from '../../../test/storyHelpers';
import type { AdminPost } from '../../api';
import { PostBulkActions } from './PostBulkActions';

const live = adminPostsFixture.find((post) => post.published) as AdminPost;
const drafts = adminPostsFixture.filter((post) => !post.published) as AdminPost[];

/**
 * What staff do to the posts they chose in Admin → Blog posts, on its own: publish, unpublish, and (Admins)
 * delete. Each is asked once with what it will do, then done to all of them or, refused, to none.
 */
const meta = {
  title: 'Admin/Parts/Post bulk actions',
  // English here; the Swedish states are stories of their own.
  globals: { locale: 'en' },
  component: PostBulkActions,
  parameters: { layout: 'padded', msw: { handlers: [adminHandlers.postsBulk] } },
  args: { posts: drafts, canDelete: true, onDone: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostBulkActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const bulkRequests = () =>
  adminReceived.saved.filter((save) => save.path === '/api/admin/posts/bulk').map((save) => save.body);

/** Two drafts published at once: the question says what goes live, one request, a toast. */
export const Publish: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    const dialog = within(
      await canvas.findByRole('dialog', { name: `Publish the chosen (${drafts.length})?` }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await expectToast(canvas, `The chosen (${drafts.length}) published`);
    await expect(bulkRequests()).toEqual([{ action: 'publish', ids: drafts.map((post) => post.id) }]);
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** A live post unpublished: its text stays as a draft, which the question says. */
export const Unpublish: Story = {
  args: { posts: [live] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Unpublish the chosen (1)?' }));
    await expect(
      dialog.getByText('The chosen posts come off the site. Their texts are kept as drafts.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Unpublish' }));
    await expectToast(canvas, 'The chosen (1) unpublished');
    await expect(bulkRequests()).toEqual([{ action: 'unpublish', ids: [live.id] }]);
  },
};

/** Cancel sends nothing. */
export const DeleteCancelled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = within(
      await canvas.findByRole('dialog', { name: `Delete the chosen (${drafts.length})?` }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(bulkRequests()).toEqual([]);
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** An Editor: publish and unpublish, no Delete. */
export const AsEditor: Story = {
  args: { canDelete: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

/** Unpublishing drafts is refused whole, in Swedish: nothing changed, the dialog kept. */
export const NotLiveInSwedish: Story = {
  globals: { locale: 'sv' },
  args: { posts: [live, ...drafts] },
  play: async ({ canvas, userEvent, args }) => {
    const count = drafts.length + 1;
    await userEvent.click(canvas.getByRole('button', { name: 'Avpublicera' }));
    const dialog = within(await canvas.findByRole('dialog', { name: `Avpublicera de valda (${count})?` }));
    await userEvent.click(dialog.getByRole('button', { name: 'Avpublicera' }));
    await expectToast(canvas, 'Några av de valda inläggen är inte publicerade: inget ändrades');
    await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** Swedish on a phone: the three buttons wrap within the screen. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    for (const name of ['Publicera', 'Avpublicera', 'Radera'])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
  },
};
