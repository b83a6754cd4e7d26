import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { adminReceived } from '../../../mocks/handlers';
import { expectToast } from '../../test/storyHelpers';
import AdminApp from '../AdminApp';
import { BlogPostsPage } from './BlogPostsPage';

const meta = {
  title: 'Admin/BlogPosts',
  component: BlogPostsPage,
  parameters: { route: '/admin/blog' },
  render: () => <AdminApp />,
} satisfies Meta<typeof BlogPostsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

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

export const Delete: Story = {
  beforeEach: () => {
    const original = window.confirm;
    window.confirm = fn(() => true);
    return () => {
      window.confirm = original;
    };
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete A draft post' }));
    await expect(window.confirm).toHaveBeenCalled();
    await expectToast(canvas, 'Blog post deleted successfully');
    await waitFor(() => expect(adminReceived.deletes).toEqual(['11']));
  },
};
