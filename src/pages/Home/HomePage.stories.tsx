import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../app/routes';
import { HomePage } from './HomePage';

/** The home page mounted in the real route table, as the browser gets it. */
const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { route: '/' },
  render: () => <AppRoutes />,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  tags: ['page'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(await canvas.findByText('Därför är SEO avgörande för småföretag')).toBeVisible();
    await waitFor(() => expect(document.title).toContain('AI-driven webbdesign'));
    const nav = canvas.getByRole('navigation', { name: 'Huvudmeny' });
    await expect(within(nav).getByRole('link', { name: 'Hem' })).toHaveAttribute('aria-current', 'page');
  },
};

export const English: Story = {
  tags: ['page'],
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('From $699')).toBeVisible();
    await waitFor(() => expect(document.title).toContain('AI-powered web design'));
  },
};

export const Mobile: Story = {
  // The same picture as the Swedish page at 375 px: tested here, screenshotted there.
  tags: ['no-screenshot'],
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Öppna meny' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
