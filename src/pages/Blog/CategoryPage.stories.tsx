import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { categoryHandlers } from '../../../mocks/handlers';
import { AppRoutes } from '../../app/routes';
import { onPhone } from '../../test/storyHelpers';
import { CategoryPage } from './CategoryPage';

const meta = {
  title: 'Pages/Category',
  component: CategoryPage,
  parameters: { route: '/blog/kategori/webbutveckling' },
  render: () => <AppRoutes />,
} satisfies Meta<typeof CategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['page'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Webbutveckling' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const crumbs = within(canvas.getByRole('navigation', { name: /brödsmulor|breadcrumb/i }));
    await expect(crumbs.getByRole('link', { name: 'Blogg' })).toHaveAttribute('href', '/blog');
    // The language switch leads to the English category's own address.
    await expect(canvas.getAllByRole('link', { name: /EN/, hidden: onPhone() })[0]).toHaveAttribute(
      'href',
      '/en/blog/category/web-development',
    );
  },
};

export const English: Story = {
  tags: ['page'],
  globals: { locale: 'en' },
  parameters: { route: '/blog/category/web-development' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Web Development' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /SV/, hidden: onPhone() })[0]).toHaveAttribute(
      'href',
      '/blog/kategori/webbutveckling',
    );
  },
};

/** A category no translated post has: the language switch goes to the English blog. */
export const SwedishOnly: Story = {
  parameters: { route: '/blog/kategori/lokala-foretag' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lokala företag' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /EN/ })[0]).toHaveAttribute('href', '/en/blog');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [categoryHandlers.categoryLoading] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Hämtar inlägg…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [categoryHandlers.categoryError] } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Inläggen i kategorin kunde inte hämtas just nu.'),
    );
  },
};

/** A slug no category has (and a category has no empty page): not found. */
export const NotFound: Story = {
  // The same picture as Pages/Blog › Not Found: its play still runs.
  tags: ['no-screenshot'],
  parameters: { route: '/blog/kategori/finns-inte' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sidan kunde inte hittas' }),
    ).toBeVisible();
  },
};
