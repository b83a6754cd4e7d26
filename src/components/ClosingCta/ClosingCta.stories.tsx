import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ClosingCta } from './ClosingCta';

/** A band that asks for the next step, with a button to the contact page: what the Closing call to action block draws, and the end of every blog post. */
const meta = {
  title: 'Components/Call-to-action band',
  component: ClosingCta,
  tags: ['autodocs'],
  args: {
    block: {
      title: 'Redo för en ny webbplats?',
      text: 'Få en gratis mockup på 3–5 arbetsdagar.',
      button: 'Kontakta oss',
    },
  },
} satisfies Meta<typeof ClosingCta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Kontakta oss' })).toHaveAttribute('href', '/contact');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    block: {
      title: 'Ready for a new website?',
      text: 'Get a free mockup in 3–5 business days.',
      button: 'Contact us',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
  },
};
