import type { Localized } from '../../shared/i18n';

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
