import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { settingsFixture } from '../../../mocks/fixtures/settings';
import { Footer } from './Footer';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  tags: ['autodocs'],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: settingsFixture.phoneNumber })).toHaveAttribute(
      'href',
      'tel:0701740650',
    );
    await expect(canvas.getByRole('link', { name: settingsFixture.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${settingsFixture.contactEmail}`,
    );
    await expect(canvas.getByText('Mån–fre 9:00–17:00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      settingsFixture.facebookUrl,
    );
    await expect(canvas.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      settingsFixture.instagramUrl,
    );
    await expect(canvas.queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Integritetspolicy' })).toHaveAttribute('href', '/privacy');
    await expect(canvas.getByRole('link', { name: 'Villkor' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'Tillgänglighet' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
    await expect(canvas.getByRole('link', { name: 'SEO-optimering' })).toHaveAttribute(
      'href',
      '/services/seo-optimization',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Mon–Fri 9:00–17:00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy');
    await expect(canvas.getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'href',
      '/en/accessibility',
    );
  },
};

/** Settings changed by staff show at once: here a new phone number and a LinkedIn page. */
export const ChangedSettings: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/settings', () =>
          HttpResponse.json({
            ...settingsFixture,
            phoneNumber: '08-123 456 78',
            linkedinUrl: 'https://www.linkedin.com/company/novaweb',
          }),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '08-123 456 78' })).toHaveAttribute(
      'href',
      'tel:0812345678',
    );
    await expect(canvas.getByRole('link', { name: 'LinkedIn' })).toBeVisible();
  },
};

/** Before the settings arrive the footer still shows its links and opening hours. */
export const SettingsLoading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/settings', async () => {
          await delay('infinite');
          return HttpResponse.json(settingsFixture);
        }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mån–fre 9:00–17:00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Om oss' })).toBeVisible();
  },
};
