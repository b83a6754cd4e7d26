import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AppRoutes } from '../../app/routes';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Pages/Not found',
  component: NotFoundPage,
  parameters: { route: '/finns-inte' },
  render: () => <AppRoutes />,
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  tags: ['page'],
  play: async ({ canvas }) => {
    // Any address may be a page staff made: the page asks the server first (the first HTML has the answer).
    await expect(await canvas.findByText('404')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sidan kunde inte hittas' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Till startsidan' })).toHaveAttribute('href', '/');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, follow',
      ),
    );
  },
};

export const English: Story = {
  tags: ['page'],
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  },
};
