import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Confirm } from './Confirm';

/**
 * The question a dialog asks before something is done for good (deleting a user, a post or a redirect, revoking
 * an invitation, unpublishing): what will happen, Cancel, and the action.
 */
const meta = {
  title: 'Admin/Parts/Confirm',
  globals: { locale: 'en' },
  component: Confirm,
  parameters: { layout: 'padded' },
  args: {
    children: (
      <p>
        Delete Eva Editor (eva@novaweb.se)? The account goes for good, and they are signed out everywhere.
      </p>
    ),
    action: 'Delete',
    busy: false,
    onConfirm: fn(),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Confirm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question, then Cancel and the action, the action last: each hands its press on. */
export const Asks: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Cancel',
      'Delete',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** While its request runs the action is busy and takes no second press. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const action = canvas.getByRole('button', { name: 'Delete' });
    await expect(action).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(action);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** In Swedish on a phone: Cancel in the admin's language, the action as the caller names it. */
export const SwedishOnAPhone: Story = {
  globals: { locale: 'sv', viewport: { value: 'mobile375', isRotated: false } },
  args: {
    children: <p>Återkalla inbjudan till nora.nilsson@novaweb.se? Länken i mejlet slutar fungera.</p>,
    action: 'Återkalla',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Avbryt',
      'Återkalla',
    ]);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
