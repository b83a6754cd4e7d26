import type { PricesPart } from '../../../../shared/blocks/prices';
import type { StoredPage } from '../../schema';

/** Every price of the site, as the first release printed them (the plans on the home page). */
export const seedPrices: PricesPart = {
  plans: [
    {
      id: 'basic',
      name: { sv: 'Basic', en: 'Basic' },
      price: { sek: 7000, usd: 699 },
      startingAt: false,
      featured: false,
      description: {
        sv: 'För dig som behöver en snygg och snabb webbplats som gör jobbet.',
        en: 'For businesses that need a good-looking, fast website that does the job.',
      },
      features: [
        { sv: 'Upp till 5 sidor', en: 'Up to 5 pages' },
        { sv: 'Grundläggande SEO', en: 'Basic SEO' },
        { sv: 'Mobilanpassad och snabb', en: 'Mobile-friendly and fast' },
        { sv: 'Kontaktformulär', en: 'Contact form' },
        { sv: 'Integration med webbanalys', en: 'Analytics integration' },
        { sv: '30 minuters utbildning', en: '30 minutes of training' },
        { sv: '1 månads teknisk support', en: '1 month of technical support' },
      ],
    },
    {
      id: 'premium',
      name: { sv: 'Premium', en: 'Premium' },
      price: { sek: 10000, usd: 999 },
      startingAt: false,
      featured: true,
      description: {
        sv: 'Mer innehåll och bättre synlighet för företag som vill växa.',
        en: 'More content and better visibility for businesses that want to grow.',
      },
      features: [
        { sv: '7 sidor (5 + 2 extra sidor)', en: '7 pages (5 + 2 extra pages)' },
        { sv: 'Avancerad SEO', en: 'Advanced SEO' },
        { sv: 'Mobilanpassad och snabb', en: 'Mobile-friendly and fast' },
        { sv: 'Avancerat kontaktformulär', en: 'Advanced contact form' },
        { sv: 'Integration med webbanalys', en: 'Analytics integration' },
        { sv: '1 timmes utbildning', en: '1 hour of training' },
        { sv: '1 månads teknisk support', en: '1 month of technical support' },
      ],
    },
    {
      id: 'enterprise',
      name: { sv: 'Enterprise', en: 'Enterprise' },
      price: { sek: 15000, usd: 1499 },
      startingAt: true,
      featured: false,
      description: {
        sv: 'För större behov: webbutik, bokningar och expert-SEO.',
        en: 'For bigger needs: an online store, bookings and expert SEO.',
      },
      features: [
        { sv: 'Obegränsat antal sidor', en: 'Unlimited pages' },
        { sv: 'E-handel och bokningsfunktioner', en: 'E-commerce and booking features' },
        { sv: 'Expert-SEO', en: 'Expert SEO' },
        { sv: 'Avancerade formulär och integrationer', en: 'Advanced forms and integrations' },
        { sv: '3 månaders prioriterad support', en: '3 months of priority support' },
      ],
    },
  ],
  package: {
    name: { sv: 'Komplett', en: 'Complete' },
    price: { sek: 14999, usd: 1499 },
    size: { sv: '5–7 sidor', en: '5–7 pages' },
    includes: [
      { sv: 'Responsiv design', en: 'Responsive design' },
      { sv: 'SEO-grundinställning', en: 'SEO setup' },
      { sv: 'Kontaktformulär', en: 'Contact forms' },
      { sv: 'Webbanalys', en: 'Analytics integration' },
      { sv: '3 månaders teknisk support', en: '3 months of technical support' },
    ],
  },
  offer: {
    badge: { sv: 'Tidsbegränsat erbjudande', en: 'Limited-time offer' },
    text: {
      sv: 'Just nu får du Premium till samma pris som Basic.',
      en: 'Right now you get Premium for the same price as Basic.',
    },
  },
  // The agency sells to businesses: its prices are given without moms, and each says so and what it is with it.
  moms: 'excluded',
};

/** The home page: the offer, the benefits, the process, a redesign before and after, the prices, the blog and the form. */
export const homePage: StoredPage = {
  meta: {
    title: {
      sv: 'Novaweb – AI-driven webbdesign för småföretag, från {price:basic}',
      en: 'Novaweb – AI web design for small businesses | From {price:basic}',
    },
    description: {
      sv: 'Professionella hemsidor för småföretag till en bråkdel av byråpriset. Gratis mockup på 3–5 arbetsdagar, fast pris och betalning först när du är 100 % nöjd.',
      en: 'Websites for small businesses at a fraction of agency prices: a free mockup in 3–5 business days, one fixed price, and you pay when 100% satisfied.',
    },
    keywords: {
      sv: 'webbdesign, hemsida småföretag, ny hemsida, SEO, AI webbdesign, webbyrå',
      en: 'web design, small business website, new website, SEO, AI web design, web agency',
    },
    socialImage: null,
    noindex: false,
  },
  blocks: [
    {
      id: 'hero',
      type: 'hero',
      hidden: false,
      data: {
        badge: {
          sv: 'AI-driven webbdesign för småföretag',
          en: 'AI-powered web design for small businesses',
        },
        title: {
          sv: 'En premiumhemsida till en bråkdel av byråpriset',
          en: 'A premium website at a fraction of the agency price',
        },
        lead: {
          sv: 'Traditionella byråer tar 25 000 – 100 000 SEK för en ny webbplats. Vi kombinerar AI med erfarna designers och levererar samma kvalitet för en bråkdel av priset.',
          en: 'Traditional agencies charge 25 000 – 100 000 SEK for a new website. We combine AI with experienced designers to deliver the same quality for a fraction of the price.',
        },
        offer: {
          sv: 'Du får en gratis mockup, ungefär 70 % färdig, innan du betalar en krona – helt utan förpliktelser.',
          en: 'You get a free mockup, about 70% complete, before you pay a cent – with no obligation at all.',
        },
        comparison: {
          label: { sv: 'Traditionell byrå', en: 'Traditional agency' },
          price: { sv: '25 000 – 100 000 SEK', en: '25 000 – 100 000 SEK' },
        },
        priceNote: { sv: 'Fast pris, inga dolda avgifter', en: 'One fixed price, no hidden fees' },
        primaryCta: { sv: 'Få din gratis mockup', en: 'Get your free mockup' },
        secondaryCta: { sv: 'Se våra projekt', en: 'See our work' },
        promises: [
          { sv: '100 % nöjd-garanti', en: '100% satisfaction guarantee' },
          { sv: 'Mockup på 3–5 arbetsdagar', en: 'Mockup in 3–5 business days' },
          { sv: 'Betala först när du är nöjd', en: 'Pay only when you are satisfied' },
        ],
        imageAlt: {
          sv: 'Illustration: en föråldrad webbplats förvandlas till en modern',
          en: 'Illustration: an outdated website turning into a modern one',
        },
        imageSide: 'end',
      },
    },
    {
      id: 'benefits',
      type: 'benefits',
      hidden: false,
      data: {
        heading: {
          title: { sv: 'Varför småföretag väljer oss', en: 'Why small businesses choose us' },
          lead: {
            sv: 'Du får en webbplats som syns, laddar snabbt och säljer – utan risk och utan byråpris.',
            en: 'A website that gets found, loads fast and sells – with no risk and no agency price tag.',
          },
        },
        columns: 4,
        cards: [
          {
            icon: 'search',
            title: { sv: 'Byggd för att synas på Google', en: 'Built to be found on Google' },
            description: {
              sv: 'Teknisk SEO, snabb laddning och tydlig struktur från start, så att kunderna hittar dig när de söker.',
              en: 'Technical SEO, fast loading and a clear structure from day one, so customers find you when they search.',
            },
          },
          {
            icon: 'zap',
            title: { sv: 'Snabbt från idé till lansering', en: 'From idea to launch, fast' },
            description: {
              sv: 'Mockup inom 3–5 arbetsdagar och färdig webbplats 2–3 veckor efter att du har godkänt designen.',
              en: 'A mockup within 3–5 business days and a finished website 2–3 weeks after you approve the design.',
            },
          },
          {
            icon: 'shield',
            title: { sv: 'Noll risk för dig', en: 'Zero risk for you' },
            description: {
              sv: 'Du ser en gratis mockup innan du bestämmer dig och betalar först när du är helt nöjd med designen.',
              en: 'You see a free mockup before you decide, and you pay only when you are completely happy with the design.',
            },
          },
          {
            icon: 'wallet',
            title: { sv: 'Ett fast pris', en: 'One fixed price' },
            description: {
              sv: 'Ett pris som gäller hela vägen, utan dolda avgifter. Domän och webbhotell betalar du själv direkt till leverantören.',
              en: 'One price from start to finish, with no hidden fees. You pay for your domain and hosting directly to the provider.',
            },
          },
        ],
        highlights: {
          title: { sv: 'Det här ingår alltid', en: 'Always included' },
          items: [
            { sv: 'Snabb leverans', en: 'Fast delivery' },
            { sv: 'SEO-optimerad', en: 'SEO-optimised' },
            { sv: 'Mobilanpassad', en: 'Mobile optimised' },
            { sv: 'AI-driven design', en: 'AI-powered design' },
          ],
        },
      },
    },
    {
      id: 'process',
      type: 'process',
      hidden: false,
      data: {
        heading: {
          title: { sv: 'Så går det till', en: 'How it works' },
          lead: {
            sv: 'Fyra enkla steg från första samtal till färdig webbplats.',
            en: 'Four simple steps from the first call to a finished website.',
          },
        },
        tone: 'alt',
        layout: 'grid',
        steps: [
          {
            title: { sv: 'Analys', en: 'Analysis' },
            description: {
              sv: 'Vi går igenom ditt företag, dina kunder och dina konkurrenter för att förstå vad webbplatsen ska uppnå.',
              en: 'We look at your business, your customers and your competitors to understand what the website needs to achieve.',
            },
          },
          {
            title: { sv: 'Gratis designmockup', en: 'Free design mockup' },
            description: {
              sv: 'Inom 3–5 arbetsdagar får du en mockup som är ungefär 70 % färdig – kostnadsfritt och utan förpliktelser.',
              en: 'Within 3–5 business days you get a mockup that is about 70% complete – free of charge and with no obligation.',
            },
          },
          {
            title: { sv: 'Feedback och justering', en: 'Feedback and adjustment' },
            description: {
              sv: 'Vi finslipar designen tillsammans tills du är 100 % nöjd med resultatet.',
              en: 'We refine the design together until you are 100% satisfied with the result.',
            },
          },
          {
            title: { sv: 'Lansering', en: 'Launch' },
            description: {
              sv: 'Vi bygger, testar och publicerar din webbplats 2–3 veckor efter godkänd design. Först då betalar du.',
              en: 'We build, test and publish your website 2–3 weeks after you approve the design. Only then do you pay.',
            },
          },
        ],
      },
    },
    {
      id: 'before-after',
      type: 'beforeAfter',
      hidden: false,
      data: {
        heading: {
          title: { sv: 'Från föråldrad till modern', en: 'From outdated to outstanding' },
          lead: {
            sv: 'Dra i reglaget och se skillnaden. Så här kan en omdesign lyfta ett företags första intryck online.',
            en: 'Drag the handle to see the difference. This is how a redesign can lift the first impression a business makes online.',
          },
        },
        pictures: 'dated-to-modern',
        beforeAlt: {
          sv: 'Föråldrad webbplats med grå knappar, trånga spalter och liten text',
          en: 'Outdated website with grey buttons, cramped columns and tiny text',
        },
        afterAlt: {
          sv: 'Modern webbplats med tydlig rubrik, knapp för kontakt och tre tjänstekort',
          en: 'Modern website with a clear headline, a contact button and three service cards',
        },
        beforeLabel: { sv: 'Före', en: 'Before' },
        afterLabel: { sv: 'Efter', en: 'After' },
        sliderLabel: { sv: 'Jämför före och efter', en: 'Compare before and after' },
        cta: { sv: 'Se fler projekt i vår portfolio', en: 'See more projects in our portfolio' },
      },
    },
    {
      id: 'pricing',
      type: 'pricing',
      hidden: false,
      data: {
        heading: {
          title: { sv: 'Enkla, fasta priser', en: 'Simple, fixed prices' },
          lead: {
            sv: 'Engångsbetalning. Inga månadsavgifter till oss och inga dolda kostnader.',
            en: 'A one-time payment. No monthly fees to us and no hidden costs.',
          },
        },
        tone: 'alt',
        cta: { sv: 'Kom igång', en: 'Get started' },
        ctaStartingAt: { sv: 'Kontakta oss', en: 'Contact us' },
        showOffer: true,
        upgrade: {
          plan: 'basic',
          text: {
            sv: 'Varför nöja sig med mindre? Få Premium utan extra kostnad!',
            en: 'Why settle for less? Get Premium at no extra cost!',
          },
          cta: { sv: 'Uppgradera nu', en: 'Upgrade now' },
        },
        guarantee: {
          title: { sv: '100 % nöjd-garanti', en: '100% satisfaction guarantee' },
          text: {
            sv: 'Du betalar först när du är helt nöjd med designen. Domän (cirka 150 kr/år) och webbhotell (100–200 kr/månad) betalar du separat.',
            en: 'You pay only when you are completely happy with the design. Your domain (about $15/year) and hosting ($10–20/month) are paid separately.',
          },
        },
      },
    },
    {
      id: 'latest',
      type: 'latestPosts',
      hidden: false,
      data: {
        heading: {
          title: { sv: 'Senaste från bloggen', en: 'Latest from the blog' },
          lead: {
            sv: 'Tips om webbdesign, SEO och AI för dig som driver ett mindre företag.',
            en: 'Tips on web design, SEO and AI for people who run a small business.',
          },
        },
        allPosts: { sv: 'Visa alla inlägg', en: 'View all posts' },
      },
    },
    {
      id: 'contact',
      type: 'contactForm',
      hidden: false,
      data: {
        heading: {
          title: { sv: 'Få din gratis mockup', en: 'Get your free mockup' },
          lead: {
            sv: 'Berätta kort om ditt företag så hör vi av oss inom 1 arbetsdag. Du får en mockup inom 3–5 arbetsdagar – helt utan förpliktelser.',
            en: 'Tell us briefly about your business and we will get back to you within 1 business day. You get a mockup within 3–5 business days – with no obligation.',
          },
        },
        facts: [
          { sv: 'Svar inom 1 arbetsdag', en: 'Reply within 1 business day' },
          { sv: 'Måndag–fredag 9:00–17:00', en: 'Monday–Friday 9:00–17:00' },
          { sv: 'Gratis mockup på 3–5 arbetsdagar', en: 'Free mockup in 3–5 business days' },
        ],
        layout: 'section',
        offer: null,
        details: null,
      },
    },
  ],
};
