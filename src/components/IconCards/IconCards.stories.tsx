import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IconCards } from './IconCards';

/** Cards with an icon, a title and a line each: what the Benefits block draws. */
const meta = {
  title: 'Components/Icon cards',
  component: IconCards,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    items: [
      { icon: 'zap', title: 'Snabba sidor', description: 'Laddar på under en sekund i mobilen.' },
      { icon: 'search', title: 'Syns på Google', description: 'Teknisk SEO från start.' },
      { icon: 'smartphone', title: 'Mobilanpassad', description: 'Fungerar på alla skärmar.' },
    ],
  },
} satisfies Meta<typeof IconCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};
export const FourColumns: Story = { args: { columns: 4 } };
