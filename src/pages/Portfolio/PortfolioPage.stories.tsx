import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { restaurantAfter } from '../../../mocks/fixtures/media';
import { portfolioFixture } from '../../../mocks/fixtures/portfolio';
import { publicHandlers } from '../../../mocks/handlers';
import { AppRoutes } from '../../app/routes';
import { PortfolioCase, PortfolioPage } from './PortfolioPage';

const meta = {
  title: 'Pages/Portfolio',
  component: PortfolioPage,
  parameters: { route: '/portfolio' },
  render: () => <AppRoutes />,
} satisfies Meta<typeof PortfolioPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['page'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Vår Portfolio' })).toBeVisible();
    await expect(await canvas.findAllByRole('slider')).toHaveLength(2);
    await expect(canvas.getByText('Kund: Trattoria Lucia, Västerås')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Få din gratis webbplats-mockup' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const English: Story = {
  tags: ['page'],
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Our Portfolio' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get Your Free Website Mockup' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
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
