import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Card {...args}>
        <h3>Snabbt från idé till lansering</h3>
        <p>Mockup inom 3–5 arbetsdagar och färdig webbplats 2–3 veckor efter godkänd design.</p>
      </Card>
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('Snabbt från idé till lansering');
  },
};
export const Elevated: Story = { args: { $elevated: true } };
