import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlockSection } from './BlockSection';

/**
 * The band most blocks sit in: the block's id as the section's anchor, its heading (which names the section for
 * screen readers) and lead over the block's own content, in the tone staff chose. The blocks' stories show it with
 * their content; these show the band alone in each tone.
 */
const meta = {
  title: 'Components/Block section',
  component: BlockSection,
  parameters: { layout: 'fullscreen' },
  args: {
    id: 'faq',
    tone: 'light',
    heading: {
      title: 'Vanliga frågor',
      lead: 'Det här undrar småföretagare oftast innan de beställer en ny webbplats.',
    },
    children: <p>Blockets eget innehåll står här, under rubriken.</p>,
  },
} satisfies Meta<typeof BlockSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Light: the section is named by its heading and found at its id. */
export const Light: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole('region', { name: 'Vanliga frågor' });
    await expect(section).toHaveAttribute('id', 'faq');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'faq-title');
    await expect(canvasElement.querySelector('#faq p')).toBeVisible();
  },
};

/** The alternate band, for a block between two light ones. */
export const Alternate: Story = {
  args: { tone: 'alt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Vanliga frågor' })).toBeVisible();
  },
};

/** The dark band: the heading set light on it (the accessibility check reads its contrast). */
export const Dark: Story = {
  args: {
    tone: 'dark',
    heading: {
      title: 'Redo för en ny webbplats?',
      lead: 'Berätta om ditt företag, så hör vi av oss inom en arbetsdag.',
    },
    children: <p style={{ color: 'inherit' }}>Innehåll på den mörka bakgrunden.</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Redo för en ny webbplats?');
  },
};

/** In English, with a long heading and lead on a phone: they wrap, nothing wider than the screen. */
export const LongEnglishOnAPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  args: {
    id: 'questions',
    heading: {
      title: 'Questions small businesses ask before they order a new website from an agency',
      lead: 'Prices, timelines, search engine optimisation, who owns the domain and the content, and what happens after launch: answered here before you ask.',
    },
    children: <p>The block’s own content stands here, under the heading.</p>,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: /^Questions small businesses ask/ })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
