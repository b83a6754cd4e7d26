import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ServicesMenu } from './ServicesMenu';

const meta = {
  title: 'Components/Nav/ServicesMenu',
  tags: ['autodocs'],
  component: ServicesMenu,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ServicesMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Tjänster' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const KeyboardOperable: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Tjänster' });
    await step('ArrowDown opens the menu on its first item', async () => {
      trigger.focus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('link', { name: 'Webbdesign' })).toHaveFocus();
    });
    await step('arrows move between the four services, wrapping around', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('link', { name: 'Webbomdesign' })).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      await expect(canvas.getByRole('link', { name: 'Konverteringsoptimering' })).toHaveFocus();
    });
    await step('Escape closes it and returns focus to the button', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(trigger).toHaveFocus();
    });
    await step('Enter opens it too', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('link', { name: 'Webbdesign' })).toHaveFocus();
    });
  },
};

export const ActiveService: Story = {
  parameters: { route: '/services/web-redesign' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tjänster' }));
    await expect(canvas.getByRole('link', { name: 'Webbomdesign' })).toHaveAttribute('aria-current', 'page');
  },
};
