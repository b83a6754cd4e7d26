import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BeforeAfter } from './BeforeAfter';
import { Benefits } from './Benefits';
import { ContactSection } from './ContactSection';
import { Hero } from './Hero';
import { Pricing } from './Pricing';
import { Process } from './Process';

const meta = {
  title: 'Pages/Home/Sections',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeroSection: Story = {
  render: () => <Hero />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('premiumhemsida');
    await expect(canvas.getByText('Från 7 000 SEK')).toBeVisible();
    await expect(canvas.getByText('25 000 – 100 000 SEK')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Få din gratis mockup' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(canvas.getByRole('link', { name: 'Se våra projekt' })).toHaveAttribute('href', '/portfolio');
    await expect(canvas.getByRole('img')).toHaveAttribute('width', '640');
  },
};

export const HeroEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <Hero />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('From $699')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get your free mockup' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
    await expect(canvas.getByRole('link', { name: 'See our work' })).toHaveAttribute('href', '/en/portfolio');
  },
};

export const BenefitsSection: Story = {
  render: () => <Benefits />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Byggd för att synas på Google',
      'Snabbt från idé till lansering',
      'Noll risk för dig',
      'Ett fast pris',
      'Det här ingår alltid',
    ]);
    for (const highlight of ['Snabb leverans', 'SEO-optimerad', 'Mobilanpassad', 'AI-driven design']) {
      await expect(canvas.getByText(highlight)).toBeVisible();
    }
  },
};

export const ProcessSection: Story = {
  render: () => <Process />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#process')).not.toBeNull();
    for (const n of [1, 2, 3, 4]) {
      await expect(canvasElement.querySelector(`#process-step-${n}`)).toHaveTextContent(String(n));
    }
    await expect(canvasElement.querySelector('#process-step-2')).toHaveTextContent('Gratis designmockup');
  },
};

export const BeforeAfterSection: Story = {
  render: () => <BeforeAfter />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Jämför före och efter' })).toHaveValue('50');
    await expect(canvas.getByRole('link', { name: /portfolio/i })).toHaveAttribute('href', '/portfolio');
  },
};

export const PricingSection: Story = {
  render: () => <Pricing />,
  play: async ({ canvasElement, canvas }) => {
    const plan = (id: string) => within(canvasElement.querySelector<HTMLElement>(`[data-plan="${id}"]`)!);
    await expect(canvasElement.querySelector('#pricing')).not.toBeNull();
    await expect(plan('basic').getByText('7 000 kr')).toBeVisible();
    await expect(plan('premium').getByText('10 000 kr')).toBeVisible();
    await expect(plan('enterprise').getByText('15 000 kr')).toBeVisible();
    await expect(plan('enterprise').getByText('från')).toBeVisible();
    await expect(canvas.getByText('Tidsbegränsat erbjudande')).toBeVisible();
    await expect(
      plan('basic').getByText('Varför nöja sig med mindre? Få Premium utan extra kostnad!'),
    ).toBeVisible();
    await expect(plan('basic').getByRole('link', { name: 'Uppgradera nu' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(canvas.getByText('100 % nöjd-garanti')).toBeVisible();
    for (const link of canvas.getAllByRole('link')) await expect(link).toHaveAttribute('href', '/contact');
  },
};

export const PricingEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <Pricing />,
  play: async ({ canvas }) => {
    for (const price of ['$699', '$999', '$1499']) await expect(canvas.getByText(price)).toBeVisible();
    await expect(canvas.getByText('Why settle for less? Get Premium at no extra cost!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upgrade now' })).toHaveAttribute('href', '/en/contact');
  },
};

export const PricingSideBySide: Story = {
  globals: { locale: 'both' },
  // Side by side renders the section twice, so its ids and landmark names repeat by design.
  parameters: { a11y: { test: 'off' } },
  render: () => <Pricing />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7 000 kr')).toBeVisible();
    await expect(canvas.getByText('$699')).toBeVisible();
  },
};

export const ContactFormSection: Story = {
  render: () => <ContactSection />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Få din gratis mockup' })).toBeVisible();
    await expect(canvas.getByText('Svar inom 1 arbetsdag')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Skicka meddelande' })).toBeEnabled();
  },
};
