import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EditorLoading, EditorMissing } from './EditorLoadStates';

/** What an editor's address shows before its item is there: loading, or not there at all (the way back to its list). */
const meta = {
  title: 'Admin/Parts/Editor load states',
  globals: { locale: 'en' },
  component: EditorMissing,
  args: {
    title: 'posts.missing',
    hint: 'posts.missingHint',
    list: { to: '/admin/blog', label: 'posts.allPosts' },
  },
  parameters: { route: '/admin/blog/999' },
} satisfies Meta<typeof EditorMissing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A post's address that leads nowhere: said, with the list of every post a click away. */
export const Missing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No such post' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/admin/blog');
  },
};

/** A page's, in Swedish. */
export const MissingPageSwedish: Story = {
  globals: { locale: 'sv' },
  args: {
    title: 'editor.missing',
    hint: 'editor.missingHint',
    list: { to: '/admin/pages', label: 'editor.allPages' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alla sidor' })).toHaveAttribute('href', '/admin/pages');
  },
};

/** While the item loads: a block of the editor's size, busy, and what is coming said to a screen reader. */
export const Loading: Story = {
  render: () => <EditorLoading label="posts.loading" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the post…')).toBeInTheDocument();
  },
};
