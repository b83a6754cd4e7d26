import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { mediaFixture } from '../../../mocks/fixtures/media';
import { adminReceived } from '../../../mocks/handlers';
import { expectToast } from '../../test/storyHelpers';
import AdminApp from '../AdminApp';
import { BlogPostsPage } from './BlogPostsPage';

const meta = {
  title: 'Admin/BlogPosts',
  // The admin area is in English only: the locale toolbar is off here.
  globals: { locale: 'en' },
  component: BlogPostsPage,
  parameters: { route: '/admin/blog' },
  render: () => <AdminApp />,
} satisfies Meta<typeof BlogPostsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Delete story's mocked server answers when the play function lets it, so the busy state can be seen. */
let deleteAnswered: Promise<void> = Promise.resolve();
let answerDelete: () => void = () => {};

export const List: Story = {
  play: async ({ canvas }) => {
    const published = within(await canvas.findByRole('row', { name: /Why SEO matters/ }));
    await expect(published.getByText('Published')).toBeVisible();
    await expect(within(canvas.getByRole('row', { name: /A draft post/ })).getByText('Draft')).toBeVisible();
  },
};

export const CreateRequiresFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New post' }));
    await userEvent.clear(canvas.getByLabelText('Date'));
    await userEvent.click(canvas.getByRole('button', { name: 'Create post' }));
    await expect(canvas.getByLabelText('Title (English)')).toHaveAccessibleDescription('Title is required');
    await expect(canvas.getByLabelText('Excerpt (Swedish)')).toHaveAccessibleDescription(
      'Excerpt is required',
    );
    await expect(canvas.getByLabelText('Category (English)')).toHaveAccessibleDescription(
      'Category is required',
    );
    await expect(canvas.getByLabelText('Date')).toHaveAccessibleDescription('Date is required');
    await expect(canvas.getByLabelText('Slug')).toHaveAccessibleDescription('Slug is required');
    await expect(adminReceived.saved).toHaveLength(0);
  },
};

/** A field's message goes once the field is filled in; the others stay until they are. */
export const ErrorsClearWhenFilled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New post' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create post' }));
    await expect(canvas.getByLabelText('Title (English)')).toHaveAccessibleDescription('Title is required');
    await userEvent.type(canvas.getByLabelText('Title (English)'), 'Fast websites sell');
    await expect(canvas.getByLabelText('Title (English)')).not.toHaveAccessibleDescription();
    await expect(canvas.getByLabelText('Title (English)')).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText('Title (Swedish)')).toHaveAccessibleDescription('Title is required');
  },
};

export const Create: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'New post' }));
    const fill: [string, string][] = [
      ['Title (English)', 'Launch checklist'],
      ['Title (Swedish)', 'Checklista för lansering'],
      ['Excerpt (English)', 'Ten things to check.'],
      ['Excerpt (Swedish)', 'Tio saker att kolla.'],
      ['Category (English)', 'Web Development'],
      ['Category (Swedish)', 'Webbutveckling'],
      ['Slug', 'launch-checklist'],
      ['Body, Markdown (English)', '## Start'],
      ['Keywords, comma-separated (English)', 'launch, checklist'],
    ];
    for (const [label, value] of fill) await userEvent.type(canvas.getByLabelText(label), value);
    await userEvent.click(canvas.getByRole('button', { name: 'Preview English' }));
    await expect(await canvas.findByRole('region', { name: 'Preview (English)' })).toHaveTextContent('Start');
    await userEvent.click(canvas.getByRole('button', { name: 'Create post' }));
    await expectToast(canvas, 'Blog post created successfully');
    await expect(adminReceived.saved[0]).toMatchObject({
      method: 'POST',
      body: {
        slug: 'launch-checklist',
        titleSv: 'Checklista för lansering',
        keywordsEn: ['launch', 'checklist'],
        published: true,
      },
    });
  },
};

export const Edit: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit A draft post' }));
    await expect(canvas.getByLabelText('Title (Swedish)')).toHaveValue('Ett utkast');
    await userEvent.click(canvas.getByLabelText('Published (shown on the site)'));
    await userEvent.click(canvas.getByRole('button', { name: 'Update post' }));
    await expectToast(canvas, 'Blog post updated successfully');
    await expect(adminReceived.saved[0]).toMatchObject({
      method: 'PUT',
      path: '/api/admin/posts/11',
      body: { published: true },
    });
  },
};

/** Delete asks first in a dialog; confirming sends the request, with Delete busy until the answer comes. */
/** A cover from the media library, chosen in the editor and saved with the post. */
export const ChooseCover: Story = {
  // It ends on the list, as Edit does: the same picture.
  tags: ['no-screenshot'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit A draft post' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Choose image (Cover image)' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Choose: Cover image' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Use layout-cover.png' }));
    await expect(await canvas.findByAltText(mediaFixture[1]!.altEn)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Update post' }));
    await expectToast(canvas, 'Blog post updated successfully');
    await expect(adminReceived.saved[0]).toMatchObject({
      method: 'PUT',
      path: '/api/admin/posts/11',
      body: { coverMediaId: mediaFixture[1]!.id },
    });
  },
};

export const Delete: Story = {
  parameters: {
    msw: {
      handlers: [
        http.delete('*/api/admin/posts/:id', async ({ params }) => {
          await deleteAnswered;
          adminReceived.deletes.push(String(params.id));
          return new HttpResponse(null, { status: 204 });
        }),
      ],
    },
  },
  beforeEach: () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    deleteAnswered = new Promise((resolve) => {
      answerDelete = resolve;
      // Where no play function runs (the Docs page), a press of Delete is answered after a moment anyway.
      timer = setTimeout(resolve, 5_000);
    });
    return () => clearTimeout(timer);
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete A draft post' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Delete post' }));
    await expect(dialog.getByText(/Are you sure\?/)).toHaveTextContent('“A draft post”');
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-disabled', 'true'));
    answerDelete();
    await expectToast(canvas, 'Blog post deleted successfully');
    await expect(adminReceived.deletes).toEqual(['11']);
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Cancel closes the dialog and nothing is sent. */
export const DeleteCancelled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete A draft post' }));
    const dialog = within(canvas.getByRole('dialog', { name: 'Delete post' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(adminReceived.deletes).toEqual([]);
    await expect(canvas.getByRole('row', { name: /A draft post/ })).toBeVisible();
  },
};
