import type { Localized } from '../../shared/i18n';
import type { ServiceSlug } from '../../shared/paths';
import type { ServiceIntro } from './types';

/**
 * The first part of each service page's copy, per language: its head, name, hero and introduction. Kept apart
 * from the rest (services.ts) because the site search matches these four (src/pages/Search/serviceHits.ts):
 * the search page then carries this, not every service page's whole copy, and the rest loads with the service
 * page's own chunk. Prices, delivery times and payment terms must agree with pricing.ts.
 */
export const serviceIntros: Record<ServiceSlug, Localized<ServiceIntro>> = {
  'web-design': {
    sv: {
      meta: {
        title: 'Webbdesign för småföretag till ett fast pris | Novaweb',
        description:
          'AI-assisterad webbdesign för småföretag. Få en gratis mockup inom 3–5 arbetsdagar, ett fast pris från 7 000 kr – och betala först när du är 100 % nöjd.',
        keywords:
          'webbdesign, hemsida för företag, AI-assisterad webbdesign, ny hemsida, webbyrå för småföretag',
      },
      name: 'Webbdesign',
      hero: {
        title: { before: 'Webbdesign som jobbar lika hårt som du' },
        subtitle:
          'Vi bygger snabba, mobilanpassade webbplatser för småföretag – och du får se en gratis mockup innan du bestämmer dig.',
        cta: 'Få en gratis mockup',
      },
      intro: {
        title: 'En webbplats byggd för dina kunder',
        paragraphs: [
          'Webbplatsen är ofta det första intrycket en ny kund får av ditt företag. Vi kombinerar AI-verktyg med erfaret designarbete och skapar sajter som ser proffsiga ut, laddar snabbt och gör det enkelt att ta kontakt.',
          'Innan du lovar något får du en gratis mockup som är ungefär 70 % klar, inom 3–5 arbetsdagar. Gillar du den bygger vi färdigt – annars är du inte skyldig oss något.',
        ],
        checkmarks: [
          'Gratis mockup inom 3–5 arbetsdagar, helt utan förpliktelser',
          'Ett fast pris utan dolda avgifter',
          'Du betalar först när du är 100 % nöjd med designen',
        ],
      },
    },
    en: {
      meta: {
        title: 'Web Design for Small Businesses, One Fixed Price | Novaweb',
        description:
          'AI-assisted web design for small businesses. Get a free mockup in 3–5 business days, one fixed price from $699, and pay only when you’re 100% happy.',
        keywords:
          'web design, small business website, AI-assisted web design, new website, fixed price website',
      },
      name: 'Web Design',
      hero: {
        title: { before: 'Web Design That Works as Hard as You Do' },
        subtitle:
          'We build fast, mobile-friendly websites for small businesses – and you see a free mockup before you decide anything.',
        cta: 'Get a free mockup',
      },
      intro: {
        title: 'A website built around your customers',
        paragraphs: [
          'Your website is often the first impression a new customer gets of your business. We combine AI tools with hands-on design work to create sites that look professional, load quickly and make it easy to get in touch.',
          'Before you commit to anything, you get a free mockup that’s about 70% complete, delivered within 3–5 business days. If you like it, we finish the site; if not, you owe us nothing.',
        ],
        checkmarks: [
          'Free mockup in 3–5 business days, no obligation',
          'One fixed price, no hidden fees',
          'You pay only when you’re 100% satisfied with the design',
        ],
      },
    },
  },
  'web-redesign': {
    sv: {
      meta: {
        title: 'Omdesign av webbplats som ger fler kunder | Novaweb',
        description:
          'Ge din gamla webbplats en modern omdesign. Se en gratis mockup inom 3–5 arbetsdagar och betala ett fast pris – först när du är 100 % nöjd med designen.',
        keywords:
          'omdesign av webbplats, ny hemsida, modernisera hemsida, göra om hemsidan, webbdesign för småföretag',
      },
      name: 'Webbomdesign',
      hero: {
        title: { before: 'En ', highlight: 'omdesign', after: ' som ger resultat' },
        subtitle:
          'Vi gör om din gamla webbplats till en snabb, modern sajt som vinner kunder – och du ser en gratis mockup av den nya designen innan du bestämmer dig.',
        cta: 'Få en gratis mockup',
      },
      intro: {
        title: 'Håller din webbplats tillbaka ditt företag?',
        paragraphs: [
          'Långsamma sidor, en layout som krånglar i mobilen och en design som känns daterad kostar dig kunder, ofta utan att du märker det. En omdesign behåller det som redan fungerar och rättar till resten.',
          'Vi börjar med att gå igenom din nuvarande webbplats och visar sedan en gratis mockup av den nya designen, ungefär 70 % klar, inom 3–5 arbetsdagar. Därefter bestämmer du om du vill gå vidare – helt utan förpliktelser.',
        ],
        checkmarks: [
          'Ditt innehåll och dina placeringar i sökresultaten tas tillvara',
          'Gratis mockup av den nya designen, utan förpliktelser',
          'Ett fast pris som du betalar först när du är 100 % nöjd',
        ],
      },
    },
    en: {
      meta: {
        title: 'Website Redesign That Brings in More Customers | Novaweb',
        description:
          'Give your outdated website a modern redesign. See a free mockup in 3–5 business days and pay one fixed price – only when you’re 100% happy with the design.',
        keywords:
          'website redesign, new website design, modernize website, small business website redesign, website refresh',
      },
      name: 'Web Redesign',
      hero: {
        title: { before: 'Website ', highlight: 'Redesign', after: ' That Converts' },
        subtitle:
          'We turn your outdated website into a fast, modern one that wins customers – and you see a free mockup of the new design before you decide.',
        cta: 'Get a free mockup',
      },
      intro: {
        title: 'Is your website holding your business back?',
        paragraphs: [
          'Slow pages, a layout that struggles on phones and a design that looks dated all cost you customers, often without you noticing. A redesign keeps what already works and fixes the rest.',
          'We start by reviewing your current site, then show you a free mockup of the new design, about 70% complete, within 3–5 business days. After that you decide whether to go ahead – with no obligation.',
        ],
        checkmarks: [
          'Your existing content and search rankings are carried over with care',
          'Free mockup of the new design, no obligation',
          'One fixed price, paid only when you’re 100% satisfied',
        ],
      },
    },
  },
  'seo-optimization': {
    sv: {
      meta: {
        title: 'SEO-optimering som gör att fler kunder hittar dig | Novaweb',
        description:
          'Syns när kunderna söker efter det du erbjuder. Teknisk SEO, on-page och off-page för småföretag – med tydlig rapportering och ärliga tidsramar.',
        keywords:
          'SEO-optimering, sökmotoroptimering, lokal SEO, teknisk SEO, synas på Google, SEO för småföretag',
      },
      name: 'SEO-optimering',
      hero: {
        title: { before: 'SEO som leder rätt kunder till dig' },
        subtitle:
          'Vi hjälper småföretag att synas på de sökningar som spelar roll – med tekniska förbättringar, bättre innehåll och ett ärligt, långsiktigt arbete.',
        cta: 'Prata SEO med oss',
      },
      intro: {
        title: 'Syns när kunderna söker',
        paragraphs: [
          'Många kunder vänder sig till en sökmotor innan de lyfter luren. Syns inte ditt företag på första sidan hamnar de oftast hos en konkurrent.',
          'Vårt SEO-arbete kombinerar tekniska förbättringar, välskrivet innehåll och en starkare lokal närvaro. Vi fokuserar på sökningarna som ger betalande kunder, inte på trafik för trafikens skull.',
        ],
      },
    },
    en: {
      meta: {
        title: 'SEO Optimization: Get Found by More Local Customers | Novaweb',
        description:
          'Get found when customers search for what you offer. Technical, on-page and off-page SEO for small businesses, with clear reports and honest timelines.',
        keywords:
          'SEO optimization, search engine optimization, local SEO, technical SEO, SEO for small business',
      },
      name: 'SEO Optimization',
      hero: {
        title: { before: 'SEO That Brings the Right Customers to You' },
        subtitle:
          'We help small businesses show up for the searches that matter – with technical fixes, better content and honest, long-term work.',
        cta: 'Talk to us about SEO',
      },
      intro: {
        title: 'Be visible when customers are searching',
        paragraphs: [
          'Many customers turn to a search engine before they pick up the phone. If your business doesn’t show up on the first page, they usually end up with a competitor.',
          'Our SEO work combines technical improvements, well-written content and a stronger local presence. We focus on the searches that bring in paying customers, not traffic for its own sake.',
        ],
      },
    },
  },
  'conversion-optimization': {
    sv: {
      meta: {
        title: 'Konverteringsoptimering – fler kunder från din trafik | Novaweb',
        description:
          'Få fler förfrågningar, bokningar och köp från trafiken du redan har. Användarundersökningar, A/B-tester och tydligare texter för småföretag.',
        keywords:
          'konverteringsoptimering, CRO, A/B-testning, landningssidor, fler förfrågningar, UX-optimering',
      },
      name: 'Konverteringsoptimering',
      hero: {
        title: { before: 'Gör fler besökare till kunder' },
        subtitle:
          'Du har redan lagt tid och pengar på att få folk till din webbplats. Vi hjälper fler av dem att ringa, boka eller köpa – utifrån verklig data, inte gissningar.',
        cta: 'Prata med oss',
      },
      intro: {
        title: 'Mer resultat från trafiken du redan har',
        paragraphs: [
          'Fler besökare kostar tid och pengar, men många webbplatser tappar de flesta som kommer in. Konverteringsoptimering handlar om att ta reda på var och varför – och sedan ta bort hindren.',
          'Vi tittar på hur besökarna faktiskt använder din webbplats, testar förbättringar en i taget och behåller det som fungerar. Små ändringar av en knapp, ett formulär eller en rubrik kan göra märkbar skillnad.',
        ],
      },
    },
    en: {
      meta: {
        title: 'Conversion Optimization: Turn Visitors into Customers | Novaweb',
        description:
          'Get more inquiries, bookings and sales from the traffic you already have. User research, A/B testing and clearer copy for small business websites.',
        keywords:
          'conversion optimization, CRO, A/B testing, landing page optimization, more website leads, UX optimization',
      },
      name: 'Conversion Optimization',
      hero: {
        title: { before: 'Turn More Visitors into Customers' },
        subtitle:
          'You’ve already put time and money into getting people to your website. We help more of them call, book or buy – based on real data, not guesswork.',
        cta: 'Talk to us',
      },
      intro: {
        title: 'More results from the traffic you already have',
        paragraphs: [
          'More visitors cost time and money, yet many websites lose most of the people who arrive. Conversion optimization is about finding out where and why – and then removing the obstacles.',
          'We look at how visitors actually use your site, test improvements one at a time and keep what works. Small changes to a button, a form or a headline can make a noticeable difference.',
        ],
      },
    },
  },
};
