import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppRoutes } from '../../app/routes';
import { BlockPage } from '../BlockPage/BlockPage';

/** The privacy notice, the terms and the accessibility statement: fixed pages made of a page head and a legal text. */
const meta = {
  title: 'Pages/Legal',
  component: BlockPage,
  render: () => <AppRoutes />,
} satisfies Meta<typeof BlockPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Privacy: Story = {
  tags: ['page'],
  parameters: { route: '/privacy' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Integritetspolicy' })).toBeVisible();
    await expect(canvas.getByText('Senast uppdaterad 1 november 2026')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(8);
    await expect(canvas.getAllByText(/IMY|Integritetsskyddsmyndigheten/).length).toBeGreaterThan(0);
  },
};

export const Terms: Story = { parameters: { route: '/terms' } };

/** The accessibility statement: what was tested and how to report a problem, linked from the footer. */
export const Accessibility: Story = {
  tags: ['page'],
  parameters: { route: '/accessibility' },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await main.findByRole('heading', { level: 1 });
    await expect(main.getByRole('heading', { level: 1, name: 'Tillgänglighetsredogörelse' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Vad vi testar' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Rapportera ett problem' })).toBeVisible();
    await expect(main.getByText('E-post: hej@novaweb.se')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tillgänglighet' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
  },
};

export const AccessibilityEnglish: Story = {
  tags: ['page'],
  parameters: { route: '/accessibility' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const main = within(await canvas.findByRole('main'));
    await main.findByRole('heading', { level: 1 });
    await expect(main.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Report a problem' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'href',
      '/en/accessibility',
    );
  },
};
export const PrivacyEnglish: Story = {
  tags: ['page'],
  parameters: { route: '/privacy' },
  globals: { locale: 'en' },
};
