import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EmptyNotice, ErrorNotice, Skeleton } from './LoadState';

const meta = {
  title: 'Components/Load states',
  component: ErrorNotice,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { children: 'Blogginläggen kunde inte hämtas just nu.', onRetry: fn() },
} satisfies Meta<typeof ErrorNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Blogginläggen kunde inte hämtas just nu.');
    await userEvent.click(canvas.getByRole('button', { name: 'Försök igen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveAttribute('aria-busy', 'true');
    const button = canvas.getByRole('button', { name: 'Försöker igen…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // A second press while the first retry runs sends nothing.
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  render: () => <EmptyNotice>Inga inlägg ännu.</EmptyNotice>,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Inga inlägg ännu.')).toBeVisible();
  },
};

export const Loading: Story = { render: () => <Skeleton aria-hidden="true" /> };
