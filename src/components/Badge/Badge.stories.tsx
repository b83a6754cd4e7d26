import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { optionsOf } from '../../test/storyHelpers';
import { Badge, type BadgeTone } from './Badge';

/** A small label for categories, offers and states; the tone says what kind. */
const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { children: 'SEO' },
  argTypes: {
    $tone: {
      control: 'radio',
      options: optionsOf<BadgeTone>({
        accent: true,
        neutral: true,
        success: true,
        warning: true,
        inverse: true,
      }),
      description: 'What kind of label it is.',
      table: { defaultValue: { summary: 'accent' } },
    },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Categories and offers: the default. */
export const Accent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('SEO')).toBeVisible();
  },
};
/** A plain label, such as a draft. */
export const Neutral: Story = { args: { $tone: 'neutral', children: 'Webbutveckling' } };
/** Done or published. */
export const Success: Story = { args: { $tone: 'success', children: 'Completed' } };
/** Needs attention, or is only for a while. */
export const Warning: Story = { args: { $tone: 'warning', children: 'Tidsbegränsat erbjudande' } };
/** On dark sections. */
export const Inverse: Story = { args: { $tone: 'inverse', children: 'AI' } };
