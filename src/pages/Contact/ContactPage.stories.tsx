import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppRoutes } from '../../app/routes';
import { BlockPage } from '../BlockPage/BlockPage';

/** The contact page: a fixed page of a page head and the contact form block in its page layout. */
const meta = {
  title: 'Pages/Contact',
  component: BlockPage,
  parameters: { route: '/contact' },
  render: () => <AppRoutes />,
} satisfies Meta<typeof BlockPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  tags: ['page'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kontakta oss' })).toBeVisible();
    const trail = within(canvas.getByRole('navigation', { name: 'Brödsmulor' }));
    await expect(trail.getByRole('link', { name: 'Hem' })).toHaveAttribute('href', '/');
    await expect(trail.getByText('Kontakt')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByText('Svar inom 1 arbetsdag').length).toBeGreaterThan(0);
    // The package and its price are the shared prices'.
    await expect(canvas.getByText(/^Paketet Komplett · 14\s999 kr för 5–7 sidor$/)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Det här ingår i Komplett' })).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByRole('link', { name: '070-174 06 50' })).toHaveAttribute(
      'href',
      'tel:0701740650',
    );
    await expect(canvas.getByRole('button', { name: 'Skicka meddelande' })).toBeEnabled();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const English: Story = {
  tags: ['page'],
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(canvas.getByText(/^The Complete package · \$1,499 for 5–7 pages$/)).toBeVisible();
    // The details are the settings', which come after the page.
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Contact details' })).toBeVisible();
  },
};

/**
 * Back from a form the browser posted itself, before the application had started, with no seal to read (`?sent`
 * alone): the message was stored, and the form's place says so and what happens next.
 */
export const Sent: Story = {
  parameters: { route: '/contact?sent' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Tack! Ditt meddelande är skickat.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Vad händer nu?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Skicka ett meddelande till' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};
