import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AppRoutes } from '../../app/routes';
import { BlockPage } from '../BlockPage/BlockPage';

/** The four service pages, fixed pages made of blocks (their documents are the seed's, as the mocked server answers). */
const meta = {
  title: 'Pages/Services',
  component: BlockPage,
  render: () => <AppRoutes />,
} satisfies Meta<typeof BlockPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const countIn = (root: HTMLElement, selector: string) => root.querySelectorAll(selector).length;

/** The schema.org types of the page's structured data. */
const jsonLdTypes = (root: HTMLElement) =>
  [...root.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data = JSON.parse(script.textContent!);
    return (Array.isArray(data) ? data : [data]).map((item: { '@type': string }) => item['@type']);
  });

export const WebDesign: Story = {
  tags: ['page'],
  parameters: { route: '/services/web-design' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(countIn(canvasElement, '#process li')).toBe(4);
    await expect(countIn(canvasElement, 'section[aria-labelledby="benefits-title"] li')).toBe(6);
    await expect(countIn(canvasElement, 'section[aria-labelledby="teasers-title"] li')).toBe(3);
    await expect(countIn(canvasElement, 'details:not([data-dropdown])')).toBe(4);
    await expect(canvas.getByText('Tjänster', { selector: 'summary' })).toHaveAttribute(
      'data-active',
      'true',
    );
    await expect(jsonLdTypes(canvasElement)).toEqual(
      expect.arrayContaining(['Service', 'FAQPage', 'BreadcrumbList']),
    );
  },
};

export const WebRedesign: Story = {
  parameters: { route: '/services/web-redesign' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.querySelector('h1 mark')).not.toBeNull();
    await expect(countIn(canvasElement, '#process li')).toBe(5);
    await expect(countIn(canvasElement, 'section[aria-labelledby="changes-title"] li')).toBe(4);
    await expect(countIn(canvasElement, 'section[aria-labelledby="case-title"] dd')).toBe(4);
  },
};

export const SeoOptimization: Story = {
  parameters: { route: '/services/seo-optimization' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(countIn(canvasElement, '#process li')).toBe(6);
    await expect(countIn(canvasElement, 'section[aria-labelledby="columns-title"] li')).toBe(18);
    await expect(canvas.getByRole('heading', { name: 'Teknisk SEO' })).toBeVisible();
    await expect(countIn(canvasElement, 'details:not([data-dropdown])')).toBe(4);
  },
};

export const ConversionOptimization: Story = {
  parameters: { route: '/services/conversion-optimization' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(countIn(canvasElement, 'section[aria-labelledby="methodology-title"] li')).toBe(4);
    await expect(countIn(canvasElement, 'section[aria-labelledby="columns-title"] li')).toBe(15);
    await expect(countIn(canvasElement, 'section[aria-labelledby="results-title"] > div > ul > li')).toBe(3);
  },
};

export const EnglishRedesign: Story = {
  tags: ['page'],
  parameters: { route: '/services/web-redesign' },
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Website Redesign That Converts',
    );
    await expect(canvasElement.querySelector('h1 mark')).toHaveTextContent('Redesign');
  },
};

export const Mobile: Story = {
  parameters: { route: '/services/seo-optimization' },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
