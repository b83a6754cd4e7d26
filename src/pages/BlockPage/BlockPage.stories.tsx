import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { publicHandlers } from '../../../mocks/handlers';
import { AppRoutes } from '../../app/routes';
import { onPhone } from '../../test/storyHelpers';
import { BlockPage } from './BlockPage';

/** The home page, a page made of blocks, mounted in the real route table as the browser gets it. */
const meta = {
  title: 'Pages/Home',
  component: BlockPage,
  parameters: { route: '/' },
  render: () => <AppRoutes />,
} satisfies Meta<typeof BlockPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  tags: ['page'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(await canvas.findByText('Därför är SEO avgörande för småföretag')).toBeVisible();
    await waitFor(() => expect(document.title).toContain('AI-driven webbdesign'));
    // On a phone the main menu is the closed drawer's (storyHelpers' onPhone).
    const phone = onPhone();
    const nav = canvas.getByRole('navigation', { name: phone ? 'Mobilmeny' : 'Huvudmeny', hidden: phone });
    await expect(within(nav).getByRole('link', { name: 'Hem', hidden: phone })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The blocks in the order the page stores them.
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings.slice(0, 3)).toEqual([
      'Varför småföretag väljer oss',
      'Så går det till',
      'Från föråldrad till modern',
    ]);
  },
};

export const English: Story = {
  tags: ['page'],
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('From $699')).toBeVisible();
    await waitFor(() => expect(document.title).toContain('AI web design for small businesses | From $699'));
  },
};

export const Mobile: Story = {
  // The same picture as the Swedish page at 375 px: tested here, screenshotted there.
  tags: ['no-screenshot'],
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Öppna meny' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [publicHandlers.pageLoading] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Hämtar sidan…')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [publicHandlers.pageError] } },
  play: async ({ canvas, userEvent }) => {
    const message = 'Sidan kunde inte hämtas just nu.';
    const shown = await canvas.findByText(message);
    await expect(shown).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Försök igen' }));
    // The retry fails too: the message is shown afresh (a screen reader hears the new failure). Waited for as a
    // new element: the one found right after the click may be the old one, about to leave.
    await waitFor(() => expect(canvas.getByText(message)).not.toBe(shown));
    await expect(canvas.getByText(message)).toBeVisible();
  },
};

/** An address with no published page is the not-found page. */
export const NotPublished: Story = {
  parameters: { msw: { handlers: [publicHandlers.pageMissing] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(/hittas/i);
  },
};
