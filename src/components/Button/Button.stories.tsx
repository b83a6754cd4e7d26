import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Få din gratis mockup', onClick: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Få din gratis mockup' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { ...Primary.args, variant: 'secondary' } };
export const Ghost: Story = { args: { ...Primary.args, variant: 'ghost' } };
export const Inverse: Story = {
  args: { ...Primary.args, variant: 'inverse' },
  decorators: [(Story) => <div style={{ background: '#1e1b4b', padding: '2rem' }}>{Story()}</div>],
};
export const Small: Story = { args: { ...Primary.args, size: 'sm' } };
export const Large: Story = { args: { ...Primary.args, size: 'lg' } };
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
export const AsLink: Story = {
  render: () => <ButtonLink to="/contact">Kontakta oss</ButtonLink>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Kontakta oss' })).toHaveAttribute('href', '/contact');
  },
};
