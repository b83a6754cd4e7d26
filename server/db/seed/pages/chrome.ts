import type { ChromePart } from '../../../../shared/blocks/chrome';

/** The navigation's and footer's words as the first release printed them. */
export const seedChrome: ChromePart = {
  navigation: { cta: { sv: 'Få gratis mockup', en: 'Get a free mockup' } },
  footer: {
    description: {
      sv: 'Vi bygger snabba, sökmotoroptimerade webbplatser för småföretag med hjälp av AI – till ett fast pris och med en gratis mockup innan du bestämmer dig.',
      en: 'We build fast, search-optimised websites for small businesses with the help of AI – at one fixed price, with a free mockup before you decide.',
    },
    hours: { sv: 'Mån–fre 9:00–17:00', en: 'Mon–Fri 9:00–17:00' },
  },
};
