import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { MobileDrawer } from './MobileDrawer';
import { Nav } from './Nav';

/** The drawer is opened by the bar's menu button, so each story renders the whole bar at 375 px and opens it. */
const meta = {
  title: 'Components/Navigation/Mobile drawer',
  tags: ['autodocs'],
  component: MobileDrawer,
  render: () => <Nav />,
  globals: { viewport: { value: 'mobile375', isRotated: false } },
} satisfies Meta<typeof MobileDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type PlayUserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function open(canvas: Canvas, userEvent: PlayUserEvent, name = 'Öppna meny') {
  await userEvent.click(canvas.getByRole('button', { name }));
}

/** A modal <dialog> opened by `command="show-modal"`: the browser does it, before the application too. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await open(canvas, userEvent);
    const drawer = await canvas.findByRole('dialog', { name: 'Mobilmeny' });
    await expect(drawer.matches(':modal')).toBe(true);
    for (const name of ['Hem', 'Webbdesign', 'Om oss', 'Portfolio', 'Blogg', 'Kontakt', 'Få gratis mockup']) {
      await expect(await canvas.findByRole('link', { name })).toBeVisible();
    }
  },
};

/**
 * Focus starts on the close button and the rest of the page is inert (a modal dialog); closing gives focus
 * back to the menu button. Escape is the browser's own and needs a real key: tests/e2e/home.spec.ts presses it.
 */
export const FocusReturns: Story = {
  // Open's picture: behaviour only.
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await open(canvas, userEvent);
    await expect(canvas.getByRole('button', { name: 'Stäng meny' })).toHaveFocus();
    const drawer = canvasElement.querySelector('dialog')!;
    await expect(drawer.matches(':modal')).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Stäng meny' }));
    await waitFor(() => expect(drawer.open).toBe(false));
    await expect(canvas.getByRole('button', { name: 'Öppna meny' })).toHaveFocus();
  },
};

export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await open(canvas, userEvent, 'Open menu');
    await expect(await canvas.findByRole('dialog', { name: 'Mobile menu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/en/contact');
  },
};
