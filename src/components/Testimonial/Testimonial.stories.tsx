import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Testimonial } from './Testimonial';

/** A client's words with their name and company: what the Testimonial block draws. */
const meta = {
  title: 'Components/Quote',
  component: Testimonial,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    quote: 'Vi fick fler bokningar redan första månaden.',
    author: 'Maria L.',
    role: 'ägare',
    avatar: '/images/avatar-2.svg',
  },
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Maria L.')).toBeVisible();
  },
};
export const WithoutAvatar: Story = { args: { avatar: undefined, role: undefined } };
