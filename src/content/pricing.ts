import type { Localized } from '../../shared/i18n';

export type PlanId = 'basic' | 'premium' | 'enterprise';

export interface Plan {
  id: PlanId;
  name: string;
  /** Printed as written: prices are copy, not arithmetic. */
  price: string;
  /** Enterprise is a starting price ('from 15 000 kr'). */
  startingAt: boolean;
  description: string;
  features: string[];
}

/**
 * Every price and package feature of the site, per language, in one place.
 * Reading A (the pricing block) and reading B (the fixed offer the about and contact pages print)
 * differ in the specification; both are kept here so a price changes in one file.
 */
export const plans: Localized<Plan[]> = {
  sv: [
    {
      id: 'basic',
      name: 'Basic',
      price: '7 000 kr',
      startingAt: false,
      description: 'För dig som behöver en snygg och snabb webbplats som gör jobbet.',
      features: [
        'Upp till 5 sidor',
        'Grundläggande SEO',
        'Mobilanpassad och snabb',
        'Kontaktformulär',
        'Integration med webbanalys',
        '30 minuters utbildning',
        '1 månads teknisk support',
      ],
    },
    {
      id: 'premium',
      name: 'Premium',
      price: '10 000 kr',
      startingAt: false,
      description: 'Mer innehåll och bättre synlighet för företag som vill växa.',
      features: [
        '7 sidor (5 + 2 extra sidor)',
        'Avancerad SEO',
        'Mobilanpassad och snabb',
        'Avancerat kontaktformulär',
        'Integration med webbanalys',
        '1 timmes utbildning',
        '1 månads teknisk support',
      ],
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      price: '15 000 kr',
      startingAt: true,
      description: 'För större behov: webbutik, bokningar och expert-SEO.',
      features: [
        'Obegränsat antal sidor',
        'E-handel och bokningsfunktioner',
        'Expert-SEO',
        'Avancerade formulär och integrationer',
        '3 månaders prioriterad support',
      ],
    },
  ],
  en: [
    {
      id: 'basic',
      name: 'Basic',
      price: '$699',
      startingAt: false,
      description: 'For businesses that need a good-looking, fast website that does the job.',
      features: [
        'Up to 5 pages',
        'Basic SEO',
        'Mobile-friendly and fast',
        'Contact form',
        'Analytics integration',
        '30 minutes of training',
        '1 month of technical support',
      ],
    },
    {
      id: 'premium',
      name: 'Premium',
      price: '$999',
      startingAt: false,
      description: 'More content and better visibility for businesses that want to grow.',
      features: [
        '7 pages (5 + 2 extra pages)',
        'Advanced SEO',
        'Mobile-friendly and fast',
        'Advanced contact form',
        'Analytics integration',
        '1 hour of training',
        '1 month of technical support',
      ],
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      price: '$1499',
      startingAt: true,
      description: 'For bigger needs: an online store, bookings and expert SEO.',
      features: [
        'Unlimited pages',
        'E-commerce and booking features',
        'Expert SEO',
        'Advanced forms and integrations',
        '3 months of priority support',
      ],
    },
  ],
};

/** Reading B: the fixed-price offer printed on the about and contact pages. */
export const fixedOffer: Localized<{ price: string; pages: string; includes: string[] }> = {
  sv: {
    price: '14 999 kr',
    pages: '5–7 sidor',
    includes: [
      'Responsiv design',
      'SEO-grundinställning',
      'Kontaktformulär',
      'Webbanalys',
      '3 månaders teknisk support',
    ],
  },
  en: {
    price: '$1,499',
    pages: '5–7 pages',
    includes: [
      'Responsive design',
      'SEO setup',
      'Contact forms',
      'Analytics integration',
      '3 months of technical support',
    ],
  },
};
