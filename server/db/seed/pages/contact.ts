import type { Block } from '../../../../shared/blocks/registry';
import type { PageMeta } from '../../../../shared/pages';

/** Contact: the page head, then how a project starts, the fixed-price package and the details beside the form. */
export const contactPage: { meta: PageMeta; blocks: Block[] } = {
  meta: {
    title: {
      sv: 'Kontakta oss – få en gratis mockup av din hemsida | Novaweb',
      en: 'Contact us – get a free mockup of your website | Novaweb',
    },
    description: {
      sv: 'Berätta om ditt företag så svarar vi inom 1 arbetsdag. Du får en gratis mockup av din nya webbplats på 3–5 arbetsdagar, helt utan förpliktelser.',
      en: 'Tell us about your business and we will reply within 1 business day. Get a free mockup of your new website in 3–5 business days, with no obligation.',
    },
    keywords: {
      sv: 'kontakt webbyrå, offert hemsida, gratis mockup, ny hemsida pris',
      en: 'contact web agency, website quote, free mockup, new website price',
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
        title: { sv: 'Kontakta oss', en: 'Contact us' },
        subtitle: {
          sv: 'Berätta om ditt företag och vad du behöver. Vi svarar inom 1 arbetsdag och tar fram en gratis mockup av din nya webbplats.',
          en: 'Tell us about your business and what you need. We reply within 1 business day and create a free mockup of your new website.',
        },
        highlight: { sv: '', en: '' },
        crumb: { sv: 'Kontakt', en: 'Contact' },
        art: { motif: 'message', palette: 0 },
        cta: { sv: '', en: '' },
        updated: null,
      },
    },
    {
      id: 'contact',
      type: 'contactForm',
      hidden: false,
      data: {
        heading: { title: { sv: 'Så här jobbar vi', en: 'How we work' }, lead: { sv: '', en: '' } },
        facts: [
          { sv: 'Svar inom 1 arbetsdag', en: 'Reply within 1 business day' },
          { sv: 'Måndag–fredag 9:00–17:00', en: 'Monday–Friday 9:00–17:00' },
          { sv: 'Gratis mockup på 3–5 arbetsdagar', en: 'Free mockup in 3–5 business days' },
        ],
        layout: 'page',
        offer: {
          title: { sv: 'Ett fast pris, inga dolda avgifter', en: 'One fixed price, no hidden fees' },
          text: {
            sv: 'Du betalar först när du är helt nöjd med designen.',
            en: 'You pay only when you are completely happy with the design.',
          },
        },
        details: { title: { sv: 'Kontaktuppgifter', en: 'Contact details' } },
      },
    },
  ],
};
