import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  parameters: { layout: 'centered' },
  args: { children: 'SEO' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('SEO')).toBeVisible();
  },
};
export const Neutral: Story = { args: { $tone: 'neutral', children: 'Webbutveckling' } };
export const Success: Story = { args: { $tone: 'success', children: 'Completed' } };
export const Warning: Story = { args: { $tone: 'warning', children: 'Tidsbegränsat erbjudande' } };
export const Inverse: Story = { args: { $tone: 'inverse', children: 'AI' } };
