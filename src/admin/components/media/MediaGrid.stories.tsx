import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { MediaItem } from '../../../../shared/api';
import { mediaFixture } from '../../../../mocks/fixtures/media';
import { adminHandlers } from '../../../../mocks/handlers';
import { Button } from '../../../components/Button/Button';
import { MediaGrid } from './MediaGrid';

/** The grid as the picker holds it: each tile offers "Use", and the image used is the marked one. */
function Picking({ initial = null }: { initial?: number | null }) {
  const [chosen, setChosen] = useState<number | null>(initial);
  return (
    <MediaGrid
      selectedId={chosen}
      actions={(item) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Use ${item.filename}`}
          onClick={() => setChosen(item.id)}
        >
          Use
        </Button>
      )}
    />
  );
}

/**
 * The media library a page at a time, newest first (the Media screen and the image picker): each tile its
 * picture, file name and size, and what the screen offers under it; loading, error and empty states.
 */
const meta = {
  title: 'Admin/Parts/Media grid',
  // English: the play functions read its words; the Swedish one is its own story.
  globals: { locale: 'en' },
  component: MediaGrid,
  parameters: { layout: 'padded' },
  args: { actions: () => null, selectedId: null },
  render: (args) => <Picking initial={args.selectedId} />,
} satisfies Meta<typeof MediaGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The library's four images: name and size on each tile, none marked. */
export const Library: Story = {
  play: async ({ canvas }) => {
    const library = within(await canvas.findByRole('list', { name: 'Media library' }));
    const tiles = library.getAllByRole('listitem');
    await expect(tiles).toHaveLength(mediaFixture.length);
    await expect(tiles[0]).toHaveTextContent('seo-cover.png');
    await expect(tiles[0]).toHaveTextContent('640 × 360');
    await expect(library.getByAltText(mediaFixture[0]!.altEn)).toBeVisible();
    await expect(tiles.filter((tile) => tile.hasAttribute('aria-current'))).toHaveLength(0);
    // One library, one page: no pager.
    await expect(canvas.queryByRole('navigation', { name: 'Media pages' })).toBeNull();
  },
};

/** The image in use is marked; using another moves the mark. */
export const Selected: Story = {
  args: { selectedId: mediaFixture[1]!.id },
  play: async ({ canvas, userEvent }) => {
    const library = within(await canvas.findByRole('list', { name: 'Media library' }));
    const tileOf = (name: string) => library.getByText(name).closest('li')!;
    await expect(tileOf('layout-cover.png')).toHaveAttribute('aria-current', 'true');
    await userEvent.click(library.getByRole('button', { name: 'Use restaurant-after.png' }));
    await expect(tileOf('restaurant-after.png')).toHaveAttribute('aria-current', 'true');
    await expect(tileOf('layout-cover.png')).not.toHaveAttribute('aria-current');
  },
};

/** Twenty-six images, newest first: two pages of the server's 24. */
const manyImages: MediaItem[] = Array.from({ length: 26 }, (_, index) => {
  const template = mediaFixture[index % mediaFixture.length]!;
  return {
    ...template,
    id: 100 - index,
    filename: `workshop-${String(26 - index).padStart(2, '0')}.jpg`,
    createdAt: new Date(Date.UTC(2026, 2, 15, 12) - index * 3_600_000).toISOString(),
  };
});

/** More images than a page: the pager shows, and Older brings the last two. */
export const TwoPages: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/media', ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
          return HttpResponse.json({
            items: manyImages.slice((page - 1) * 24, page * 24),
            page,
            pageSize: 24,
            total: manyImages.length,
          });
        }),
      ],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const library = within(await canvas.findByRole('list', { name: 'Media library' }));
    await expect(library.getAllByRole('listitem')).toHaveLength(24);
    const pager = canvas.getByRole('navigation', { name: 'Media pages' });
    await expect(pager).toHaveTextContent('Page 1 of 2');
    await userEvent.click(within(pager).getByRole('button', { name: 'Older' }));
    // The next page loads afresh (the skeleton shows meanwhile), with its own pager.
    await waitFor(() =>
      expect(canvas.getByRole('navigation', { name: 'Media pages' })).toHaveTextContent('Page 2 of 2'),
    );
    const second = within(canvas.getByRole('list', { name: 'Media library' }));
    await expect(second.getAllByRole('listitem')).toHaveLength(2);
    await expect(second.getByText('workshop-01.jpg')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Older' })).toBeDisabled();
  },
};

/** A file name longer than the tile: cut with an ellipsis, the whole name in its tooltip. */
export const LongFileNameOnAPhone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/admin/media', () =>
          HttpResponse.json({
            items: [
              {
                ...mediaFixture[3]!,
                filename: 'restaurang-gamla-stan-matsalen-efter-ombyggnaden-varen-2026-slutversion-2.png',
              },
              ...mediaFixture.slice(0, 3),
            ],
            page: 1,
            pageSize: 24,
            total: 4,
          }),
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const name = await canvas.findByText(
      'restaurang-gamla-stan-matsalen-efter-ombyggnaden-varen-2026-slutversion-2.png',
    );
    await expect(name).toHaveAttribute(
      'title',
      'restaurang-gamla-stan-matsalen-efter-ombyggnaden-varen-2026-slutversion-2.png',
    );
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [adminHandlers.mediaEmpty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No images yet. Upload the first one above.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Media library' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [adminHandlers.mediaLoading] } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [adminHandlers.mediaFails] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The media library could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
