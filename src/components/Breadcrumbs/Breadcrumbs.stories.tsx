import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    crumbs: [
      { name: 'Home', path: '/en' },
      { name: 'Blog', path: '/en/blog' },
      { name: 'AI and web design', path: '/en/blog/ai-and-web-design' },
    ],
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeLevels: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/en/blog');
    await expect(canvas.getByText('AI and web design')).toHaveAttribute('aria-current', 'page');
  },
};
