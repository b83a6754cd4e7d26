export interface SeedPortfolioItem {
  kind: 'case_study' | 'project';
  sortOrder: number;
  /** Admin name (English). */
  name: string;
  category: { sv: string; en: string };
  title: { sv: string; en: string };
  description: { sv: string; en: string };
  testimonial: { sv: string; en: string }; // '' for projects
  client: { sv: string; en: string }; // client label, '' for projects
  beforeImage: string; // '' for projects
  afterImage: string; // '' for projects
  image: string; // for projects and case studies: the 'after' or a listing image path
  published: boolean;
}

/**
 * First-start portfolio: three published case studies with before and after images, then six
 * unpublished example projects staff can edit or delete. The businesses are fictional.
 */
export const seedPortfolio: SeedPortfolioItem[] = [
  {
    kind: 'case_study',
    sortOrder: 1,
    name: 'Trattoria Lucia – restaurant redesign',
    category: { sv: 'Restaurang', en: 'Restaurant' },
    title: {
      sv: 'Från pdf-meny till bokningsbart bord',
      en: 'From PDF menu to bookable table',
    },
    description: {
      sv: 'Den gamla sajten bestod av en inskannad meny och ett telefonnummer som var svårt att hitta i mobilen. Vi byggde en snabb, mobilanpassad webbplats med aktuell meny, tydliga öppettider och bordsbokning direkt på startsidan. Med lokal SEO på plats syns restaurangen nu när någon söker efter italiensk mat i Västerås.',
      en: 'The old site was a scanned menu and a phone number that was hard to find on a phone. We built a fast, mobile-friendly website with an up-to-date menu, clear opening hours and table booking right on the home page. With local SEO in place, the restaurant now shows up when people search for Italian food in Västerås.',
    },
    testimonial: {
      sv: 'Förut ringde gästerna för att fråga vad vi serverade – nu bokar de bord direkt från mobilen. Vi märkte skillnad redan första helgen.',
      en: 'Guests used to call just to ask what was on the menu – now they book a table straight from their phones. We noticed the difference the very first weekend.',
    },
    client: { sv: 'Trattoria Lucia, Västerås', en: 'Trattoria Lucia, Västerås' },
    beforeImage: '/images/restaurant-before.svg',
    afterImage: '/images/restaurant-after.svg',
    image: '/images/restaurant-after.svg',
    published: true,
  },
  {
    kind: 'case_study',
    sortOrder: 2,
    name: 'Lindqvist & Berg – law firm redesign',
    category: { sv: 'Juridik', en: 'Legal' },
    title: {
      sv: 'En advokatbyrå som känns trygg redan vid första klicket',
      en: 'A law firm that inspires trust from the first click',
    },
    description: {
      sv: 'Byråns webbplats var textfylld, daterad och gav ingen tydlig väg till en första kontakt. Vi gav den en lugn, professionell design med ett tydligt upplägg per rättsområde, presentationer av juristerna och ett enkelt formulär för att boka en första konsultation.',
      en: 'The firm’s website was text-heavy, dated and offered no clear path to a first conversation. We gave it a calm, professional design with a clear structure by practice area, profiles of the lawyers and a simple form for booking an initial consultation.',
    },
    testimonial: {
      sv: 'Våra klienter säger att sajten känns som vi – seriös men lätt att ta till sig. Och förfrågningarna som kommer in är bättre förberedda än tidigare.',
      en: 'Clients tell us the site feels like us – serious, yet easy to approach. And the inquiries we get are far better prepared than before.',
    },
    client: { sv: 'Lindqvist & Berg Advokatbyrå, Uppsala', en: 'Lindqvist & Berg Advokatbyrå, Uppsala' },
    beforeImage: '/images/lawfirm-before.svg',
    afterImage: '/images/lawfirm-after.svg',
    image: '/images/lawfirm-after.svg',
    published: true,
  },
  {
    kind: 'case_study',
    sortOrder: 3,
    name: 'Nordisk Keramik – e-commerce redesign',
    category: { sv: 'E-handel', en: 'E-commerce' },
    title: {
      sv: 'En webbutik där det är enkelt att handla',
      en: 'An online shop that makes buying easy',
    },
    description: {
      sv: 'Många besökare lade varor i varukorgen men lämnade innan de betalade. Vi gjorde om produktsidorna med större bilder och tydligare information, förenklade kassan till några få steg och optimerade sidorna för sökmotorer och mobil.',
      en: 'Lots of visitors added items to their cart but left before paying. We reworked the product pages with larger images and clearer information, cut the checkout down to a few simple steps and optimised the pages for search engines and mobile.',
    },
    testimonial: {
      sv: 'Kassan var vår flaskhals, och nu är den borta. Fler kunder går hela vägen fram till köp, och det märks i försäljningen.',
      en: 'The checkout was our bottleneck, and now it’s gone. More customers go all the way through to a purchase, and we can see it in our sales.',
    },
    client: { sv: 'Nordisk Keramik, Göteborg', en: 'Nordisk Keramik, Göteborg' },
    beforeImage: '/images/ecommerce-before.svg',
    afterImage: '/images/ecommerce-after.svg',
    image: '/images/ecommerce-after.svg',
    published: true,
  },
  {
    kind: 'project',
    sortOrder: 4,
    name: 'Hair salon website',
    category: { sv: 'Skönhet', en: 'Beauty' },
    title: { sv: 'Frisörsalong med onlinebokning', en: 'Hair salon with online booking' },
    description: {
      sv: 'En stilren webbplats för en frisörsalong, med priser, presentationer av frisörerna och tidsbokning dygnet runt.',
      en: 'A stylish website for a hair salon, with prices, stylist profiles and round-the-clock online booking.',
    },
    testimonial: { sv: '', en: '' },
    client: { sv: '', en: '' },
    beforeImage: '',
    afterImage: '',
    image: '/images/home-after.svg',
    published: false,
  },
  {
    kind: 'project',
    sortOrder: 5,
    name: 'Plumber website',
    category: { sv: 'Hantverk', en: 'Trades' },
    title: { sv: 'Rörmokare som syns lokalt', en: 'A plumber customers can find locally' },
    description: {
      sv: 'En snabb, mobilvänlig sajt med tydliga tjänster, serviceområde och ett klickbart telefonnummer för akuta ärenden.',
      en: 'A fast, mobile-friendly site with clear services, the areas covered and a tap-to-call number for emergencies.',
    },
    testimonial: { sv: '', en: '' },
    client: { sv: '', en: '' },
    beforeImage: '',
    afterImage: '',
    image: '/images/lawfirm-after.svg',
    published: false,
  },
  {
    kind: 'project',
    sortOrder: 6,
    name: 'Yoga studio website',
    category: { sv: 'Hälsa och träning', en: 'Health & fitness' },
    title: { sv: 'Yogastudio med schema och klasskort', en: 'Yoga studio with timetable and class passes' },
    description: {
      sv: 'En lugn och luftig webbplats med veckoschema, presentationer av lärarna och enkel bokning av klasser och klippkort.',
      en: 'A calm, airy website with a weekly timetable, teacher profiles and easy booking of classes and class passes.',
    },
    testimonial: { sv: '', en: '' },
    client: { sv: '', en: '' },
    beforeImage: '',
    afterImage: '',
    image: '/images/restaurant-after.svg',
    published: false,
  },
  {
    kind: 'project',
    sortOrder: 7,
    name: 'Dental clinic website',
    category: { sv: 'Vård', en: 'Healthcare' },
    title: { sv: 'Tandvårdsklinik som inger förtroende', en: 'A dental clinic that builds trust' },
    description: {
      sv: 'En trygg och tillgänglig webbplats med behandlingar, priser, information till nya patienter och bokningsförfrågan via formulär.',
      en: 'A reassuring, accessible website with treatments, prices, information for new patients and appointment requests through a form.',
    },
    testimonial: { sv: '', en: '' },
    client: { sv: '', en: '' },
    beforeImage: '',
    afterImage: '',
    image: '/images/home-after.svg',
    published: false,
  },
  {
    kind: 'project',
    sortOrder: 8,
    name: 'Accounting firm website',
    category: { sv: 'Ekonomi', en: 'Finance' },
    title: { sv: 'Redovisningsbyrå med tydliga tjänster', en: 'Accounting firm with clear services' },
    description: {
      sv: 'En professionell sajt som förklarar tjänsterna på ett begripligt sätt och gör det lätt för nya kunder att be om en offert.',
      en: 'A professional site that explains the services in plain language and makes it easy for new clients to request a quote.',
    },
    testimonial: { sv: '', en: '' },
    client: { sv: '', en: '' },
    beforeImage: '',
    afterImage: '',
    image: '/images/lawfirm-after.svg',
    published: false,
  },
  {
    kind: 'project',
    sortOrder: 9,
    name: 'Florist web shop',
    category: { sv: 'E-handel', en: 'E-commerce' },
    title: { sv: 'Blomsterbutik med beställning online', en: 'Florist with online ordering' },
    description: {
      sv: 'En färgglad webbutik där kunderna kan beställa buketter och begravningsblommor med leverans samma dag.',
      en: 'A colourful online shop where customers can order bouquets and funeral flowers with same-day delivery.',
    },
    testimonial: { sv: '', en: '' },
    client: { sv: '', en: '' },
    beforeImage: '',
    afterImage: '',
    image: '/images/ecommerce-after.svg',
    published: false,
  },
];
