import type { Block } from '../../../../shared/blocks/registry';
import type { PageMeta } from '../../../../shared/pages';

/** The portfolio: the page head, the published case studies (edited under Portfolio) and the way to a mockup. */
export const portfolioPage: { meta: PageMeta; blocks: Block[] } = {
  meta: {
    title: {
      sv: 'Portfolio – före och efter våra omdesigner | Novaweb',
      en: 'Portfolio – before and after our redesigns | Novaweb',
    },
    description: {
      sv: 'Se hur vi har förvandlat föråldrade webbplatser för en restaurang, en advokatbyrå och en webbutik. Dra i reglaget och jämför före och efter.',
      en: 'See how we transformed outdated websites for a restaurant, a law firm and an online store. Drag the slider to compare before and after.',
    },
    keywords: {
      sv: 'portfolio, webbdesign exempel, omdesign före och efter, hemsida restaurang, webbutik',
      en: 'portfolio, web design examples, redesign before and after, restaurant website, online store',
    },
    socialImage: null,
    noindex: false,
  },
  blocks: [
    {
      id: 'top',
      type: 'pageHead',
      hidden: false,
      data: {
        title: { sv: 'Vår Portfolio', en: 'Our Portfolio' },
        subtitle: {
          sv: 'Tre företag, tre förvandlingar. Dra i reglaget på varje bild för att jämföra webbplatsen före och efter vår omdesign.',
          en: 'Three businesses, three transformations. Drag the slider on each image to compare the website before and after our redesign.',
        },
        highlight: { sv: '', en: '' },
        crumb: { sv: 'Portfolio', en: 'Portfolio' },
        art: null,
        cta: { sv: '', en: '' },
        updated: null,
      },
    },
    { id: 'cases', type: 'portfolioCases', hidden: false, data: {} },
    {
      id: 'closing',
      type: 'closingCta',
      hidden: false,
      data: {
        title: { sv: 'Blir din webbplats nästa?', en: 'Is your website next?' },
        text: {
          sv: 'Vill du se hur din egen webbplats kan bli? Du får en mockup på 3–5 arbetsdagar, helt gratis.',
          en: 'Want to see what your own website could look like? You get a mockup in 3–5 business days, free of charge.',
        },
        button: { sv: 'Få din gratis webbplats-mockup', en: 'Get Your Free Website Mockup' },
      },
    },
  ],
};
