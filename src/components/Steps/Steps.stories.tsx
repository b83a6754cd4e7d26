import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect } from 'storybook/test';
import { optionsOf } from '../../test/storyHelpers';
import { Steps } from './Steps';

const steps = ['Analys', 'Strategi', 'Design', 'Utveckling', 'Lansering'].map((title) => ({
  title,
  description: `Vad som händer under steget ${title.toLowerCase()}.`,
}));

/** Numbered steps, as a grid or a timeline: what the Process block draws. */
const meta = {
  title: 'Components/Step list',
  component: Steps,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { steps: steps.slice(0, 4), idPrefix: 'step' },
  argTypes: {
    layout: {
      control: 'radio',
      options: optionsOf<NonNullable<ComponentProps<typeof Steps>['layout']>>({ grid: true, timeline: true }),
      table: { defaultValue: { summary: 'grid' } },
    },
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvasElement.querySelector('#step-4')).toHaveTextContent('Utveckling');
  },
};

export const Timeline: Story = {
  args: { steps, layout: 'timeline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Steg 5: Lansering' })).toBeVisible();
  },
};
