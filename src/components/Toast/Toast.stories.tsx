import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'sonner';
import { expect, waitFor } from 'storybook/test';
import { SiteToaster } from './SiteToaster';
import { notify } from './toaster';
import { expectToast } from '../../test/storyHelpers';
import { Button } from '../Button/Button';

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The toast element around a message, where sonner keeps its type and visibility. */
const toastOf = async (canvas: Canvas, text: string) => {
  await expectToast(canvas, text);
  return (await canvas.findByText(text)).closest<HTMLElement>('[data-sonner-toast]')!;
};

function Triggers() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', padding: '2rem' }}>
      <Button variant="secondary" onClick={() => toast.success('Settings saved successfully')}>
        Success
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast.warning('Reply saved. It will be sent on the next retry.')}
      >
        Warning
      </Button>
      <Button variant="secondary" onClick={() => toast.error('The posts could not be loaded.')}>
        Error
      </Button>
    </div>
  );
}

/**
 * Short messages after an action, from sonner's `toast` through the app's one `<SiteToaster />` (bottom right,
 * about 4 s, at most three at once, each with a close button). The story decorator mounts the toaster, as the
 * app does; the buttons here fire the three kinds the app uses.
 */
const meta = {
  title: 'Components/Toast',
  component: SiteToaster,
  tags: ['autodocs'],
  render: () => <Triggers />,
} satisfies Meta<typeof SiteToaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Something the user did has worked: saved, sent, deleted. */
export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const shown = await toastOf(canvas, 'Settings saved successfully');
    await expect(shown).toHaveAttribute('data-type', 'success');
  },
};

/** It worked in part, or later: the reply is stored but the mail goes out on the next retry. */
export const Warning: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Warning' }));
    const shown = await toastOf(canvas, 'Reply saved. It will be sent on the next retry.');
    await expect(shown).toHaveAttribute('data-type', 'warning');
  },
};

/** It failed: the message says what did not happen. A close button lets the user dismiss it early. */
export const Failure: Story = {
  name: 'Error',
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    const shown = await toastOf(canvas, 'The posts could not be loaded.');
    await expect(shown).toHaveAttribute('data-type', 'error');
    await userEvent.click(canvas.getByRole('button', { name: 'Close toast' }));
    await waitFor(() => expect(canvas.queryByText('The posts could not be loaded.')).not.toBeInTheDocument());
  },
};

/** Three show at once; a fourth pushes the oldest out of sight. */
export const Stacked: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    for (const name of ['Success', 'Warning', 'Error', 'Success']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await waitFor(() => {
      const hidden = canvasElement.querySelectorAll('[data-sonner-toast][data-visible="false"]');
      expect(hidden).toHaveLength(1);
      expect(hidden[0]).toHaveTextContent('Settings saved successfully');
    });
    await expect(canvasElement.querySelectorAll('[data-sonner-toast][data-visible="true"]')).toHaveLength(3);
  },
};

/**
 * On a public page the toaster is not part of the code the page hydrates with: it loads when the browser is idle
 * or, as here, when the first message needs it (the contact form's outcome), and the message waits for it.
 */
export const LoadedWhenNeeded: Story = {
  parameters: { toaster: 'app' },
  render: () => (
    <div style={{ padding: '2rem' }}>
      <Button variant="secondary" onClick={() => void notify('success', 'Your message has been sent.')}>
        Send
      </Button>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const shown = await toastOf(canvas, 'Your message has been sent.');
    await expect(shown).toHaveAttribute('data-type', 'success');
  },
};
