import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Trash2 } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { RowAction } from './RowAction';

/** A row's action in a list: an icon whose words are its name and its tooltip. */
const meta = {
  title: 'Admin/Parts/Row action',
  globals: { locale: 'en' },
  component: RowAction,
  parameters: { layout: 'padded' },
  args: { label: 'Delete seo-cover.png', icon: Trash2, onClick: fn() },
} satisfies Meta<typeof RowAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by what it does to which row, shown as its tooltip too; a press is handed on. */
export const Named: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Delete seo-cover.png' });
    await expect(button).toHaveAttribute('title', 'Delete seo-cover.png');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** In Swedish, as the lists name it. */
export const Swedish: Story = {
  globals: { locale: 'sv' },
  args: { label: 'Ändra alt-texterna för seo-cover.png', icon: Pencil },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ändra alt-texterna för seo-cover.png' })).toBeVisible();
  },
};

/** While its request runs (a missing page being dismissed): busy, and a second press does nothing. */
export const Busy: Story = {
  args: { label: 'Dismiss /wp-login', busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Dismiss /wp-login' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
