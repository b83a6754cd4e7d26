import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { RenderStatus, RenderStatusProvider } from '../../src/app/RenderStatus';
import { AppRoutes } from '../../src/app/routes';
import { SiteConfigProvider } from '../../src/app/SiteConfig';

/** The app-level plumbing pages rely on, shown through what it changes. */
const meta = { title: 'App/Shell' } satisfies Meta;
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

function StatusProbe({ route }: { route: string }) {
  const [status] = useState(() => new RenderStatus());
  return (
    <>
      <RenderStatusProvider value={status}>
        <AppRoutes />
      </RenderStatusProvider>
      <output aria-label={`Status of ${route}`}>{status.status}</output>
    </>
  );
}

/** While rendering, the not-found page sets the status the server answers with (404, not a soft 200). */
export const NotFoundStatus: Story = {
  parameters: { route: '/finns-inte' },
  render: () => <StatusProbe route="/finns-inte" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Status of /finns-inte')).toHaveTextContent('404');
  },
};

export const FoundStatus: Story = {
  parameters: { route: '/contact' },
  render: () => <StatusProbe route="/contact" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Status of /contact')).toHaveTextContent('200');
  },
};
