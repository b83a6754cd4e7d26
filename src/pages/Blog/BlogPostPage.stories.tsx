import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { apiPaths } from '../../../shared/api';
import { postCtaMarker } from '../../../shared/postCta';
import { postDetailFixture } from '../../../mocks/fixtures/portfolio';
import { publicHandlers } from '../../../mocks/handlers';
import { AppRoutes } from '../../app/routes';
import { BlogPostPage } from './BlogPostPage';

const meta = {
  title: 'Pages/Blog post',
  component: BlogPostPage,
  parameters: { route: '/blog/why-seo-is-crucial-for-businesses' },
  render: () => <AppRoutes />,
} satisfies Meta<typeof BlogPostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['page'],
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Därför är SEO avgörande för småföretag' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Börja med grunderna' })).toBeVisible();
    await expect(canvas.getByText('<script> visas som text.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tillbaka till bloggen' })).toHaveAttribute(
      'href',
      '/blog',
    );
    await expect(canvas.getByRole('link', { name: 'Få din gratis mockup' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const types = [...canvasElement.querySelectorAll('script[type="application/ld+json"]')].map(
      (block) => JSON.parse(block.textContent!)['@type'],
    );
    await expect(types).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
    await expect(canvas.getByRole('link', { name: 'Fler inlägg om SEO' })).toHaveAttribute(
      'href',
      '/blog/kategori/seo',
    );
    // Three other posts below the article.
    const related = within(await canvas.findByRole('region', { name: 'Relaterade inlägg' }));
    await expect(related.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(related.queryByRole('link', { name: 'Därför är SEO avgörande för småföretag' })).toBeNull();
  },
};

export const English: Story = {
  tags: ['page'],
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('January 22, 2024')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/en/blog');
  },
};

/** A draft seen through a preview link: the real page, with the ribbon that says so. */
export const Preview: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*${apiPaths.posts}/:slug`, () =>
          HttpResponse.json({ ...postDetailFixture, preview: { expiresAt: '2026-03-17T09:00:00.000Z' } }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(/^Förhandsvisning: ett utkast/);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Därför är SEO avgörande för småföretag' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [publicHandlers.postLoading] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('article[aria-busy="true"]')).not.toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [publicHandlers.postError] } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Inlägget kunde inte hämtas just nu.'),
    );
  },
};

export const NotFound: Story = {
  parameters: { route: '/blog/finns-inte' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sidan kunde inte hittas' }),
    ).toBeVisible();
  },
};

/** The post's text as the server renders a call-to-action card the writer put in it (`{cta:contact}`). */
const withCard = {
  ...postDetailFixture,
  bodyHtml: {
    sv: `<p>Syns du inte på Google finns du inte.</p>${postCtaMarker}<h2>Börja med grunderna</h2><ul><li>Snabb sida</li><li>Tydliga rubriker</li></ul>`,
    en: `<p>If you are not on Google, you do not exist.</p>${postCtaMarker}<h2>Start with the basics</h2><ul><li>A fast page</li><li>Clear headings</li></ul>`,
  },
};
const cardPost = http.get(`*${apiPaths.posts}/:slug`, () => HttpResponse.json(withCard));

/** A call-to-action card where the writer put it: between the paragraphs, leading to the contact page. */
export const WithCallToAction: Story = {
  parameters: { msw: { handlers: [cardPost] } },
  play: async ({ canvas, canvasElement }) => {
    const card = within(
      await canvas.findByRole('complementary', { name: 'Funderar du på en ny webbplats?' }),
    );
    await expect(card.getByRole('link', { name: 'Kontakta oss' })).toHaveAttribute('href', '/contact');
    const article = canvasElement.querySelector('article')!;
    const order = [...article.querySelectorAll('p, aside, h2')].map((element) => element.textContent);
    const at = order.indexOf('Funderar du på en ny webbplats?');
    await expect(order.indexOf('Syns du inte på Google finns du inte.')).toBeLessThan(at);
    await expect(order.indexOf('Börja med grunderna')).toBeGreaterThan(at);
  },
};

/** The same card in English, on a phone: its button leads to the English contact page, nothing wider than the screen. */
export const WithCallToActionInEnglishOnAPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile375', isRotated: false } },
  parameters: { msw: { handlers: [cardPost] } },
  play: async ({ canvas, canvasElement }) => {
    const card = within(await canvas.findByRole('complementary', { name: 'Thinking about a new website?' }));
    await expect(card.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
