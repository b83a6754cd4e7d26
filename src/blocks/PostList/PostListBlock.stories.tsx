import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { publicHandlers } from '../../../mocks/handlers';
import { blockArgs, blockStoryMeta, type BlockStoryArgs } from '../../test/blockStory';

/**
 * The blog posts block: whether it has a search box is its data; the posts come from the blog (MSW answers the
 * seed's), ten to a page. The page that holds it answers `?page=` (Pages/Blog).
 */
const meta = {
  title: 'Blocks/Blog posts',
  tags: ['autodocs'],
  ...blockStoryMeta('postList', { search: true }, { id: 'posts' }),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Därför är SEO avgörande för småföretag' }),
    ).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Bloggens sidor' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('January 22, 2024')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Blog pages' })).toBeVisible();
  },
};

/** Without the search box: the posts alone. */
export const WithoutSearch: Story = {
  args: blockArgs('postList', { search: false }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Därför är SEO avgörande för småföretag' });
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [publicHandlers.postsLoading] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Hämtar inlägg…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [publicHandlers.postsEmpty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Inga inlägg ännu. Titta gärna in igen snart.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [publicHandlers.postsError] } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Blogginläggen kunde inte hämtas just nu.'),
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Därför är SEO avgörande för småföretag' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
