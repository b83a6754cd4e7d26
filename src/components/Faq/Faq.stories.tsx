import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Faq } from './Faq';

/** Questions that open one at a time (native `<details>`): what the FAQ block draws. */
const meta = {
  title: 'Components/Accordion',
  component: Faq,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    items: [
      { question: 'Kostar mockupen något?', answer: 'Nej, mockupen är gratis och helt utan förpliktelser.' },
      { question: 'Hur snabbt får jag den?', answer: 'Inom 3–5 arbetsdagar.' },
    ],
  },
} satisfies Meta<typeof Faq>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nej, mockupen är gratis och helt utan förpliktelser.')).not.toBeVisible();
  },
};

export const Opened: Story = {
  play: async ({ canvas, userEvent }) => {
    const question = canvas.getByText('Kostar mockupen något?');
    await userEvent.click(question);
    await expect(canvas.getByText('Nej, mockupen är gratis och helt utan förpliktelser.')).toBeVisible();
    await userEvent.click(question);
    await expect(canvas.getByText('Nej, mockupen är gratis och helt utan förpliktelser.')).not.toBeVisible();
  },
};
