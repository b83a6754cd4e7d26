import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppRoutes } from '../../app/routes';
import { AboutPage } from './AboutPage';

const meta = {
  title: 'Pages/About',
  component: AboutPage,
  parameters: { route: '/about' },
  render: () => <AppRoutes />,
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Swedish: Story = {
  tags: ['page'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.querySelectorAll('#process li')).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('details:not([data-dropdown])')).toHaveLength(6);
    await expect(canvas.getByText('14 999 kr för 5–7 sidor')).toBeVisible();
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
    await expect(canvas.getByText('$1,499 for 5–7 pages')).toBeVisible();
  },
};

export const Mobile: Story = {
  // The same picture as the Swedish page at 375 px: browsable here, screenshotted there.
  tags: ['no-screenshot'],
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
