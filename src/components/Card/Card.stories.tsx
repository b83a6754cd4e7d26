import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from './Card';

/** A bordered surface for benefits, prices and posts; `$elevated` lifts the one to look at first. */
const meta = {
  title: 'Primitives/Card',
  component: Card,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  argTypes: {
    $elevated: {
      control: 'boolean',
      description: 'A larger shadow.',
      table: { defaultValue: { summary: 'false' } },
    },
  },
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

/** Resting on the page with a light shadow. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('Snabbt från idé till lansering');
  },
};
/** Raised: a highlighted price or a featured post. */
export const Elevated: Story = { args: { $elevated: true } };
