import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'Admin/Dialog',
  // The admin area is in English only: the locale toolbar is off here.
  globals: { locale: 'en' },
  component: Dialog,
  args: { open: true, title: 'Delete lead', onClose: fn(), children: <p>Are you sure?</p> },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // Opened by an effect once mounted (showModal): found when it is.
    const dialog = await canvas.findByRole('dialog', { name: 'Delete lead' });
    await expect(dialog).toBeVisible();
    // Escape is the browser's own behaviour of <dialog> (covered end to end); here the close button.
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

function Toggle() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} title="Update Status" onClose={() => setOpen(false)}>
        <p>Pick a status.</p>
      </Dialog>
    </>
  );
}

export const OpensAndCloses: Story = {
  render: () => <Toggle />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(canvas.getByRole('dialog', { name: 'Update Status' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
