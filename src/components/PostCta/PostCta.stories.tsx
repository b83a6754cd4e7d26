import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PostCta } from './PostCta';

/**
 * The call-to-action card a writer puts in a post's text with the editor's toolbar (`{cta:contact}` in the
 * Markdown): a question, what the reader gets, and a button to the contact page. Pages/Blog post shows it in a post.
 */
const meta = {
  title: 'Components/Post call to action',
  component: PostCta,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '46rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PostCta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Swedish: named by its question, its button to the Swedish contact page. */
export const Swedish: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('complementary', { name: 'Funderar du på en ny webbplats?' });
    await expect(card).toHaveTextContent('gratis mockup');
    await expect(canvas.getByRole('link', { name: 'Kontakta oss' })).toHaveAttribute('href', '/contact');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Thinking about a new website?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
  },
};

/** On a phone: the text wraps, the button stays whole. */
export const SwedishOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Kontakta oss' })).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
