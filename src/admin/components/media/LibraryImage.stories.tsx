import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { mediaFixture } from '../../../../mocks/fixtures/media';
import { LibraryImage } from './LibraryImage';

/**
 * A library image as a thumbnail in the admin (the library's tiles, the picker): AVIF first, then WebP, one file
 * per format, the narrowest at least `width` pixels wide.
 */
const meta = {
  title: 'Admin/Parts/Library image',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  component: LibraryImage,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { item: mediaFixture[0]!, width: 384 },
} satisfies Meta<typeof LibraryImage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The image once the browser has loaded the file it picked. */
async function loaded(canvas: Canvas, alt: string) {
  const img = canvas.getByAltText(alt) as HTMLImageElement;
  await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
  return img;
}

/** A tile of the library (192 px wide, so 384 at 2×): the 640 px AVIF is the narrowest that is wide enough. */
export const Tile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 192, aspectRatio: '4 / 3' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const img = await loaded(canvas, mediaFixture[0]!.altEn);
    await expect(img.currentSrc).toMatch(/fixture-media\/seo-cover-640\.avif$/);
    await expect(img).toHaveAttribute('width', '640');
    await expect(img).toHaveAttribute('height', '360');
  },
};

/** A small thumbnail asks for less: the 320 px files are enough for 160 px at 2×. */
export const SmallThumbnail: Story = {
  args: { item: mediaFixture[2]!, width: 160 },
  decorators: [
    (Story) => (
      <div style={{ width: 80, aspectRatio: '4 / 3' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const img = await loaded(canvas, mediaFixture[2]!.altEn);
    await expect(img.currentSrc).toMatch(/fixture-media\/restaurant-before-320\.avif$/);
  },
};

/** Wider than any file the library holds: the widest one is used rather than none. */
export const WiderThanAnyFile: Story = {
  args: { item: mediaFixture[1]!, width: 1200 },
  decorators: [
    (Story) => (
      <div style={{ width: 600, aspectRatio: '4 / 3' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const img = await loaded(canvas, mediaFixture[1]!.altEn);
    await expect(img.currentSrc).toMatch(/fixture-media\/layout-cover-640\.avif$/);
  },
};
