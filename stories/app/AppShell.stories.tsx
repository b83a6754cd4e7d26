import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { RenderStatus, RenderStatusProvider } from '../../src/runtime/RenderStatus';
import { AppRoutes } from '../../src/app/routes';
import { SiteConfigProvider } from '../../src/runtime/SiteConfig';

/** The app-level plumbing pages rely on, shown through what it changes. */
// Behaviour only: each draws a page that has its own page story and screenshot.
const meta = { title: 'App/Shell', tags: ['no-screenshot'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Canonical and alternate links are built from the deployment's public base URL. */
export const PublicBaseUrl: Story = {
  parameters: { route: '/about' },
  render: () => (
    <SiteConfigProvider value={{ baseUrl: 'https://staging.novaweb.se' }}>
      <AppRoutes />
    </SiteConfigProvider>
  ),
  play: async () => {
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'https://staging.novaweb.se/about',
      ),
    );
  },
};

/** The status objects the server would read after rendering; fresh per story module load. */
const notFound = new RenderStatus();
const found = new RenderStatus();

/** While rendering, the not-found page sets the status the server answers with (404, not a soft 200). */
export const NotFoundStatus: Story = {
  parameters: { route: '/finns-inte' },
  render: () => (
    <RenderStatusProvider value={notFound}>
      <AppRoutes />
    </RenderStatusProvider>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Sidan kunde inte hittas' });
    await expect(notFound.status).toBe(404);
  },
};

export const FoundStatus: Story = {
  parameters: { route: '/contact' },
  render: () => (
    <RenderStatusProvider value={found}>
      <AppRoutes />
    </RenderStatusProvider>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Kontakta oss' });
    await expect(found.status).toBe(200);
  },
};
