import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { layoutCover, restaurantAfter, seoCover } from '../../../mocks/fixtures/media';
import { Picture } from './Picture';

/**
 * An image from the media library: AVIF and WebP at the widths the library made, the size the layout shows it
 * at (`sizes`), width and height set so nothing moves when it arrives, lazy unless it is the page's main
 * picture, the alt text in the page's language and a blurred preview painted until the file is there.
 */
const meta = {
  title: 'Components/Picture',
  component: Picture,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { image: seoCover, sizes: '(max-width: 767px) 100vw, 640px' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Picture>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: seoCover.alt.sv });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '640');
    await expect(img).toHaveAttribute('height', '360');
    const sources = img.parentElement!.querySelectorAll('source');
    await expect([...sources].map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    await expect(sources[0]).toHaveAttribute('sizes', '(max-width: 767px) 100vw, 640px');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { image: layoutCover },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: layoutCover.alt.en })).toBeVisible();
  },
};

/** The page's main picture (its LCP): fetched first, never lazy. */
export const Priority: Story = {
  args: { image: restaurantAfter, priority: true },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: restaurantAfter.alt.sv });
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('loading', 'eager');
  },
};

/** Before the file arrives: the ~130-byte preview (the ThumbHash drawn) fills the picture's box. */
export const WhileLoading: Story = {
  args: {
    image: {
      ...seoCover,
      // A file that shows nothing, so the preview behind it is what this story pictures.
      src: 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
      srcset: { avif: '', webp: '' },
    },
  },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: seoCover.alt.sv });
    await expect(getComputedStyle(img).backgroundImage).toMatch(/^url\("data:image\/webp;base64,/);
    await expect(img.getBoundingClientRect().height).toBeGreaterThan(300);
  },
};
