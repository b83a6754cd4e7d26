import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { restaurantAfter } from '../../../mocks/fixtures/media';
import { portfolioFixture } from '../../../mocks/fixtures/portfolio';
import { publicHandlers } from '../../../mocks/handlers';
import { blockStoryMeta, type BlockStoryArgs } from '../../test/blockStory';
import { PortfolioCase } from './PortfolioCases';

/**
 * The portfolio's case studies block: it has no data of its own; the cases come from Admin → Portfolio (MSW
 * answers the seed's).
 */
const meta = {
  title: 'Blocks/Portfolio case studies',
  tags: ['autodocs'],
  ...blockStoryMeta('portfolioCases', {}, { id: 'cases' }),
} satisfies Meta<BlockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('slider')).toHaveLength(2);
    await expect(canvas.getByText('Kund: Trattoria Lucia, Västerås')).toBeVisible();
    // The first case's results, the example said beside them; the second has none.
    const results = canvas.getAllByRole('definition');
    await expect(results.map((figure) => figure.textContent)).toEqual([
      'Före: 5,9 s → Efter: 0,6 s',
      'Före: 48 → Efter: 100',
      'Före: 9 → Efter: 23',
    ]);
    await expect(canvas.getAllByText(/^Exempelcase: företaget är påhittat/)).toHaveLength(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Client: Trattoria Lucia, Västerås')).toBeVisible();
    await expect(canvas.getAllByRole('term')[0]).toHaveTextContent('Load time on a phone');
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('Before: 5.9 s → After: 0.6 s');
    await expect(canvas.getByText(/^Example case: the business is made up/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [publicHandlers.portfolioLoading] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [publicHandlers.portfolioEmpty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Inga projekt att visa just nu.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [publicHandlers.portfolioError] } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Projekten kunde inte hämtas just nu.'),
    );
  },
};

/** One case study on its own. */
export const Case: Story = {
  render: () => <PortfolioCase item={portfolioFixture[1]!} />,
  parameters: { layout: 'padded' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: /En advokatbyrå som inger förtroende/ })).toHaveValue(
      '50',
    );
  },
};

/** A case's results on a phone: before → after, the after larger, and the example said beneath. */
export const ResultsOnAPhone: Story = {
  render: () => <PortfolioCase item={portfolioFixture[0]!} />,
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Resultat' })).toBeInTheDocument();
    const figures = canvasElement.querySelector('h3 + div dl')!;
    await expect(figures).toBeVisible();
    await expect(figures.scrollWidth).toBeLessThanOrEqual(figures.clientWidth);
    await expect(canvas.getByText(/^Exempelcase/)).toBeVisible();
  },
};

/** A case with a cover from the library and no before/after pair: the cover, not a slider. */
export const CoverOnly: Story = {
  render: () => (
    <PortfolioCase
      item={{ ...portfolioFixture[0]!, beforeImage: '', afterImage: '', cover: restaurantAfter }}
    />
  ),
  parameters: { layout: 'padded' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('slider')).toBeNull();
    const cover = canvas.getByRole('img', { name: restaurantAfter.alt.sv });
    // Below the page's first screen on a phone (docs/rendering.md): it waits until it comes near.
    await expect(cover).toHaveAttribute('loading', 'lazy');
    await expect(cover.closest('picture')?.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      restaurantAfter.srcset.avif,
    );
  },
};

/** A case whose Swedish texts are long: nothing runs past the screen's edge. */
export const LongSwedish: Story = {
  render: () => (
    <PortfolioCase
      item={{
        ...portfolioFixture[1]!,
        title: {
          ...portfolioFixture[1]!.title,
          sv: `${portfolioFixture[1]!.title.sv} – ny webbplats, ny logotyp och nya texter`,
        },
        description: {
          ...portfolioFixture[1]!.description,
          sv: `${portfolioFixture[1]!.description.sv} ${portfolioFixture[1]!.description.sv}`,
        },
      }}
    />
  ),
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(/nya texter$/);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
