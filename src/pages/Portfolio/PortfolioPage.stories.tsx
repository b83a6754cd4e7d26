import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppRoutes } from '../../app/routes';
import { BlockPage } from '../BlockPage/BlockPage';

/** The portfolio, a fixed page made of blocks: its head, the case studies from Admin → Portfolio, the closing band. */
const meta = {
  title: 'Pages/Portfolio',
  component: BlockPage,
  parameters: { route: '/portfolio' },
  render: () => <AppRoutes />,
} satisfies Meta<typeof BlockPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The schema.org types of the page's structured data. */
const jsonLdTypes = (root: HTMLElement) =>
  [...root.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data = JSON.parse(script.textContent!);
    return (Array.isArray(data) ? data : [data]).map((item: { '@type': string }) => item['@type']);
  });

export const Default: Story = {
  tags: ['page'],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Vår Portfolio' })).toBeVisible();
    await expect(await canvas.findAllByRole('slider')).toHaveLength(2);
    await expect(canvas.getByText('Kund: Trattoria Lucia, Västerås')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Få din gratis webbplats-mockup' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(jsonLdTypes(canvasElement)).toEqual(
      expect.arrayContaining(['CollectionPage', 'BreadcrumbList']),
    );
  },
};

export const English: Story = {
  tags: ['page'],
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Our Portfolio' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get Your Free Website Mockup' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
  },
};
