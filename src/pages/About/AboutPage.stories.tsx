import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppRoutes } from '../../app/routes';
import { BlockPage } from '../BlockPage/BlockPage';

/** About, a fixed page made of blocks (its document is the seed's, as the mocked server answers it). */
const meta = {
  title: 'Pages/About',
  component: BlockPage,
  parameters: { route: '/about' },
  render: () => <AppRoutes />,
} satisfies Meta<typeof BlockPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  tags: ['page'],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.querySelectorAll('#process li')).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('details:not([data-dropdown])')).toHaveLength(6);
    // The fixed price is the shared prices' package, named, and beside a way to the plans.
    const offer = within(canvasElement.querySelector<HTMLElement>('#offer')!);
    await expect(offer.getByText('Paketet Komplett')).toBeVisible();
    await expect(offer.getByText(/^14\s999 kr för 5–7 sidor$/)).toBeVisible();
    await expect(offer.getByRole('link', { name: 'Jämför med våra andra paket' })).toHaveAttribute(
      'href',
      '/#pricing',
    );
    const types = [...canvasElement.querySelectorAll('script[type="application/ld+json"]')].map(
      (block) => JSON.parse(block.textContent!)['@type'],
    );
    await expect(types).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList']));
  },
};

export const English: Story = {
  tags: ['page'],
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('$1,499 for 5–7 pages')).toBeVisible();
    await expect(canvas.getByText('The Complete package')).toBeVisible();
  },
};

export const Mobile: Story = {
  // The same picture as the Swedish page at 375 px: browsable here, screenshotted there.
  tags: ['no-screenshot'],
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
