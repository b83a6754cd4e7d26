import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { optionsOf } from '../../test/storyHelpers';
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Få din gratis mockup', onClick: fn() },
  argTypes: {
    variant: {
      control: 'radio',
      options: optionsOf<ButtonVariant>({ primary: true, secondary: true, ghost: true, inverse: true }),
      description: 'Primary for the one main action of a view; inverse on dark sections.',
      table: { defaultValue: { summary: 'primary' } },
    },
    size: {
      control: 'radio',
      options: optionsOf<ButtonSize>({ sm: true, md: true, lg: true }),
      table: { defaultValue: { summary: 'md' } },
    },
    block: { control: 'boolean', description: 'Takes the full width of its container.' },
    busy: { control: 'boolean', description: 'An action it started is running.' },
    disabled: { control: 'boolean' },
    children: { control: 'text' },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main call to action: at most one per view. */
export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Få din gratis mockup' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
/** Next to a primary button, for the other choice. */
export const Secondary: Story = { args: { ...Primary.args, variant: 'secondary' } };
/** Quiet actions in toolbars and tables. */
export const Ghost: Story = { args: { ...Primary.args, variant: 'ghost' } };
/** On dark sections (`surfaceInverse`). */
export const Inverse: Story = {
  args: { ...Primary.args, variant: 'inverse' },
  decorators: [(Story) => <div style={{ background: '#1e1b4b', padding: '2rem' }}>{Story()}</div>],
};
/** Compact, for rows of a table. */
export const Small: Story = { args: { ...Primary.args, size: 'sm' } };
/** Heroes and closing calls to action. */
export const Large: Story = { args: { ...Primary.args, size: 'lg' } };
/** Not available now; presses do nothing. */
export const Disabled: Story = {
  args: { ...Primary.args, disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
/** An action it started is running: it looks disabled, ignores presses (Enter in its form too) and keeps focus. */
export const Busy: Story = {
  args: { ...Primary.args, busy: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};
/** `ButtonLink`: navigation that looks like a button. */
export const AsLink: Story = {
  render: () => <ButtonLink to="/contact">Kontakta oss</ButtonLink>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Kontakta oss' })).toHaveAttribute('href', '/contact');
  },
};
