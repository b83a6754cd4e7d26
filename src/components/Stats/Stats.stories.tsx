import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stats } from './Stats';

/** Figures with what they count, in rows that leave no tile alone: what the Figures, Client results and Case study blocks draw. */
const meta = {
  title: 'Components/Figure tiles',
  tags: ['autodocs'],
  component: Stats,
  parameters: { layout: 'padded' },
  args: {
    stats: [
      { value: '+63 %', label: 'fler förfrågningar' },
      { value: '1,2 s', label: 'laddtid i mobilen' },
      { value: '3–5', label: 'arbetsdagar till mockup' },
    ],
  },
} satisfies Meta<typeof Stats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+63 %')).toBeVisible();
  },
};

export const Inverse: Story = {
  args: { inverse: true },
  decorators: [(Story) => <div style={{ background: '#1e1b4b', padding: '2rem' }}>{Story()}</div>],
};
