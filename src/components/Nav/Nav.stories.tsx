import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { settingsFixture } from '../../../mocks/fixtures/settings';
import { Nav } from './Nav';

const meta = {
  title: 'Components/Navigation',
  tags: ['autodocs'],
  component: Nav,
  render: () => (
    <>
      <Nav />
      <div style={{ height: '200vh', paddingTop: '6rem', background: 'linear-gradient(#f5f3ff, #fff)' }} />
    </>
  ),
} satisfies Meta<typeof Nav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Huvudmeny' });
    await expect(nav).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Hem' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Blogg' })).toHaveAttribute('href', '/blog');
    await expect(await canvas.findByRole('link', { name: 'Få gratis mockup' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(canvas.getByRole('link', { name: 'Novaweb – till startsidan' })).toHaveAttribute(
      'href',
      '/',
    );
    // Above 768 px the menu button is not shown (nor in the accessibility tree).
    await expect(canvasElement.querySelector('button[aria-label="Öppna meny"]')).not.toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/en/blog');
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
  },
};

/** The button's words as staff edited them, once for every page (Admin → Pages → Navigation and footer). */
export const ChangedCta: Story = {
  tags: ['no-screenshot'],
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/settings', () =>
          HttpResponse.json({
            ...settingsFixture,
            chrome: {
              ...settingsFixture.chrome!,
              navigation: { cta: { sv: 'Boka ett samtal', en: 'Book a call' } },
            },
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Boka ett samtal' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(canvas.queryByRole('link', { name: 'Få gratis mockup' })).toBeNull();
  },
};

export const Compact: Story = {
  // Its play ends back above 50 px, so its picture is the default bar's: the behaviour is what it tests.
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('header')!;
    await expect(bar).toHaveAttribute('data-compact', 'false');
    window.scrollTo(0, 51);
    await waitFor(() => expect(bar).toHaveAttribute('data-compact', 'true'));
    window.scrollTo(0, 50);
    await waitFor(() => expect(bar).toHaveAttribute('data-compact', 'false'));
  },
};

export const ServiceActive: Story = {
  parameters: { route: '/services/seo-optimization' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tjänster', { selector: 'summary' })).toHaveAttribute(
      'data-active',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'Hem' })).not.toHaveAttribute('aria-current');
  },
};

export const ServicesOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Tjänster', { selector: 'summary' }));
    await expect(canvas.getByRole('link', { name: 'Webbdesign' })).toHaveAttribute(
      'href',
      '/services/web-design',
    );
    await expect(canvas.getByRole('link', { name: 'Konverteringsoptimering' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const menuButton = canvas.getByRole('button', { name: 'Öppna meny' });
    // Below 768 px the desktop links give way to the menu button.
    await expect(canvasElement.querySelector('nav[aria-label="Huvudmeny"]')).not.toBeVisible();
    await step('the menu button opens the drawer with the same links', async () => {
      await userEvent.click(menuButton);
      const drawer = await canvas.findByRole('dialog', { name: 'Mobilmeny' });
      await expect(drawer).toBeVisible();
      await expect(drawer.getBoundingClientRect().width).toBe(window.innerWidth);
      await expect(canvas.getByRole('button', { name: 'Stäng meny' })).toHaveFocus();
    });
    await step('its close button closes it and gives focus back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Stäng meny' }));
      await waitFor(() => expect(canvasElement.querySelector('dialog')!.open).toBe(false));
      await expect(menuButton).toHaveFocus();
    });
  },
};

export const MobileEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
  },
};
