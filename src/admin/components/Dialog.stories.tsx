import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { Dialog } from './Dialog';
import { Actions } from './ui';

const onConfirm = fn();
const onCancel = fn();

const meta = {
  title: 'Admin/Parts/Dialog',
  // English: the play functions read its words; the admin's Swedish is in the screens' Swedish stories.
  globals: { locale: 'en' },
  component: Dialog,
  // A confirmation as the admin asks for one: what will happen, then the choices (the dialog's own Close button
  // is the third way out, like Escape).
  args: {
    open: true,
    title: 'Delete lead',
    onClose: fn(),
    children: (
      <>
        <p>Anna Andersson's enquiry and its notes will be deleted. This cannot be undone.</p>
        <Actions>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Delete lead</Button>
        </Actions>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // Opened by an effect once mounted (showModal): found when it is.
    const dialog = await canvas.findByRole('dialog', { name: 'Delete lead' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete lead' }));
    await expect(onConfirm).toHaveBeenCalled();
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
