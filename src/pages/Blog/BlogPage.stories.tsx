import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { publicHandlers } from '../../../mocks/handlers';
import { AppRoutes } from '../../app/routes';
import { BlogPage } from './BlogPage';

const meta = {
  title: 'Pages/Blog',
  component: BlogPage,
  parameters: { route: '/blog' },
  render: () => <AppRoutes />,
} satisfies Meta<typeof BlogPage>;

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

/** A page past the last one does not exist. */
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
