import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { settingsFixture } from '../../../mocks/fixtures/settings';
import { publicHandlers } from '../../../mocks/handlers';
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
    // Who the company is, as e-handelslagen asks: its registered name, organisation and VAT numbers, address.
    await expect(canvas.getByText(/^© \d{4} Novaweb AB\. Alla rättigheter förbehållna\.$/)).toBeVisible();
    const identity = canvas.getByRole('list', { name: 'Företagsuppgifter' });
    await expect(identity).toHaveTextContent('Org.nr 559999-1238');
    await expect(identity).toHaveTextContent('Momsreg.nr SE559999123801');
    await expect(canvas.getByText('Storgatan 12, 111 51 Stockholm')).toBeVisible();
    // Server-only measurement (the default): nothing to ask, so no statistics settings.
    await expect(canvas.queryByRole('button', { name: 'Statistikinställningar' })).toBeNull();
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
    await expect(canvas.getByRole('list', { name: 'Company details' })).toHaveTextContent(
      'Reg. no. 559999-1238',
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

/**
 * A site that asks before it measures (Settings → Visitor statistics → With consent): the footer offers "Statistics
 * settings", which opens the consent dialog again (src/runtime/beacon.ts listens for it).
 */
export const WithConsent: Story = {
  parameters: { msw: { handlers: [publicHandlers.settingsWithConsent] } },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Statistikinställningar' });
    await expect(button).toHaveAttribute('data-consent-open');
  },
};

/** Before the settings arrive the footer shows its links; its words and contact details come with them. */
export const SettingsLoading: Story = {
  parameters: { msw: { handlers: [publicHandlers.settingsLoading] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Om oss' })).toBeVisible();
    await expect(canvas.queryByText('Mån–fre 9:00–17:00')).toBeNull();
  },
};

const changedWords = {
  ...settingsFixture,
  chrome: {
    ...settingsFixture.chrome!,
    footer: {
      description: {
        sv: 'Webbyrån för småföretag som vill synas, laddas snabbt och få fler förfrågningar – utan att betala för mer än de behöver.',
        en: '',
      },
      hours: { sv: 'Mån–tors 8:00–16:00, fredagar stängt', en: 'Mon–Thu 8:00–16:00, closed on Fridays' },
    },
  },
};

/** The footer's words as staff edited them (Admin → Pages → Navigation and footer), with a long Swedish text. */
export const ChangedWords: Story = {
  parameters: { msw: { handlers: [http.get('*/api/settings', () => HttpResponse.json(changedWords))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Mån–tors 8:00–16:00, fredagar stängt')).toBeVisible();
    await expect(canvas.getByText(/^Webbyrån för småföretag som vill synas/)).toBeVisible();
  },
};

/** A text staff have not translated yet shows its Swedish on the English page. */
export const MissingTranslation: Story = {
  globals: { locale: 'en' },
  parameters: { msw: { handlers: [http.get('*/api/settings', () => HttpResponse.json(changedWords))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Mon–Thu 8:00–16:00, closed on Fridays')).toBeVisible();
    await expect(canvas.getByText(/^Webbyrån för småföretag som vill synas/)).toBeVisible();
  },
};
