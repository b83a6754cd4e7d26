import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppRoutes } from '../../app/routes';
import { ContactPage } from './ContactPage';

const meta = {
  title: 'Pages/Contact',
  component: ContactPage,
  parameters: { route: '/contact' },
  render: () => <AppRoutes />,
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  tags: ['page'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kontakta oss' })).toBeVisible();
    const trail = within(canvas.getByRole('navigation', { name: 'Brödsmulor' }));
    await expect(trail.getByRole('link', { name: 'Hem' })).toHaveAttribute('href', '/');
    await expect(trail.getByText('Kontakt')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByText('Svar inom 1 arbetsdag').length).toBeGreaterThan(0);
    await expect(canvas.getByText(/14 999 kr för en webbplats på 5–7 sidor/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Skicka meddelande' })).toBeEnabled();
  },
};

export const English: Story = {
  tags: ['page'],
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(canvas.getByText(/\$1,499 for a website of 5–7 pages/)).toBeVisible();
  },
};
