import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MobileDrawer } from './MobileDrawer';

const meta = {
  title: 'Components/Nav/MobileDrawer',
  tags: ['autodocs'],
  component: MobileDrawer,
  args: { onClose: fn() },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
} satisfies Meta<typeof MobileDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    const drawer = canvas.getByRole('dialog', { name: 'Mobilmeny' });
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    for (const name of ['Hem', 'Webbdesign', 'Om oss', 'Portfolio', 'Blogg', 'Kontakt', 'Få gratis mockup']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
  },
};

export const FocusStaysInside: Story = {
  // The same picture as Open: tested here, screenshotted there.
  tags: ['no-screenshot'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Stäng meny' })).toHaveFocus();
    const first = canvas.getByRole('button', { name: 'SV – svenska' });
    const last = canvas.getByRole('link', { name: 'Få gratis mockup' });
    first.focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(last).toHaveFocus();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const English: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Mobile menu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/en/contact');
  },
};
