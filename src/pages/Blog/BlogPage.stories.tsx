import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { publicHandlers } from '../../../mocks/handlers';
import { AppRoutes } from '../../app/routes';
import { BlockPage } from '../BlockPage/BlockPage';

/** The blog, a fixed page made of blocks: its head and the posts block (the posts are the mocked server's). */
const meta = {
  title: 'Pages/Blog',
  component: BlockPage,
  parameters: { route: '/blog' },
  render: () => <AppRoutes />,
} satisfies Meta<typeof BlockPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['page'],
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Därför är SEO avgörande för småföretag' });
    const main = within(canvas.getByRole('main'));
    await expect(main.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    const pager = within(canvas.getByRole('navigation', { name: 'Bloggens sidor' }));
    await expect(pager.getByRole('link', { name: 'Sida 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.queryByRole('link', { name: 'Sida 2' })).not.toBeInTheDocument();
  },
};

export const English: Story = {
  tags: ['page'],
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('January 22, 2024')).toBeVisible();
  },
};

export const Paginated: Story = {
  parameters: { route: '/blog?page=2', msw: { handlers: [publicHandlers.postsMany] } },
  play: async ({ canvas }) => {
    const pager = within(await canvas.findByRole('navigation', { name: 'Bloggens sidor' }));
    await expect(pager.getByRole('link', { name: 'Sida 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('link', { name: 'Sida 3' })).toHaveAttribute('href', '/blog?page=3');
    await expect(pager.getByRole('link', { name: 'Föregående sida' })).toHaveAttribute('href', '/blog');
    await waitFor(() => expect(document.title).toBe('Blogg – sida 2 | Novaweb'));
    await expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/blog\?page=2$/,
    );
  },
};

/** A page past the last: the site's not-found page, pixel for pixel Pages/BlogPost's (screenshotted there). */
export const NotFound: Story = {
  tags: ['no-screenshot'],
  parameters: { route: '/blog?page=9' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sidan kunde inte hittas' }),
    ).toBeVisible();
  },
};
