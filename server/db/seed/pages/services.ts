import type { Block } from '../../../../shared/blocks/registry';
import type { PageMeta } from '../../../../shared/pages';
import type { ServiceSlug } from '../../../../shared/paths';

/**
 * The four service pages: a head with a button, an introduction with its points, benefits, the process, and
 * what each service shows of its own (before and after, changes, columns of points, figures, projects, a
 * client's words, a case, results), then questions and a call.
 */
export const servicePages: Record<ServiceSlug, { meta: PageMeta; blocks: Block[] }> = {
  'web-design': {
    meta: {
      title: {
        sv: 'Webbdesign för småföretag till ett fast pris | Novaweb',
        en: 'Web Design for Small Businesses, One Fixed Price | Novaweb',
      },
      description: {
        sv: 'AI-assisterad webbdesign för småföretag. Få en gratis mockup inom 3–5 arbetsdagar, ett fast pris från {price:basic} – och betala först när du är 100 % nöjd.',
        en: 'AI-assisted web design for small businesses. Get a free mockup in 3–5 business days, one fixed price from {price:basic}, and pay only when you’re 100% happy.',
      },
      keywords: {
        sv: 'webbdesign, hemsida för företag, AI-assisterad webbdesign, ny hemsida, webbyrå för småföretag',
        en: 'web design, small business website, AI-assisted web design, new website, fixed price website',
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
          title: {
            sv: 'Webbdesign som jobbar lika hårt som du',
            en: 'Web Design That Works as Hard as You Do',
          },
          highlight: {
            sv: '',
            en: '',
          },
          subtitle: {
            sv: 'Vi bygger snabba, mobilanpassade webbplatser för småföretag – och du får se en gratis mockup innan du bestämmer dig.',
            en: 'We build fast, mobile-friendly websites for small businesses – and you see a free mockup before you decide anything.',
          },
          crumb: {
            sv: 'Webbdesign',
            en: 'Web Design',
          },
          art: {
            motif: 'layout',
            palette: 0,
          },
          cta: {
            sv: 'Få en gratis mockup',
            en: 'Get a free mockup',
          },
          updated: null,
        },
      },
      {
        id: 'intro',
        type: 'story',
        hidden: false,
        data: {
          title: {
            sv: 'En webbplats byggd för dina kunder',
            en: 'A website built around your customers',
          },
          paragraphs: [
            {
              sv: 'Webbplatsen är ofta det första intrycket en ny kund får av ditt företag. Vi kombinerar AI-verktyg med erfaret designarbete och skapar sajter som ser proffsiga ut, laddar snabbt och gör det enkelt att ta kontakt.',
              en: 'Your website is often the first impression a new customer gets of your business. We combine AI tools with hands-on design work to create sites that look professional, load quickly and make it easy to get in touch.',
            },
            {
              sv: 'Innan du lovar något får du en gratis mockup som är ungefär 70 % klar, inom 3–5 arbetsdagar. Gillar du den bygger vi färdigt – annars är du inte skyldig oss något.',
              en: 'Before you commit to anything, you get a free mockup that’s about 70% complete, delivered within 3–5 business days. If you like it, we finish the site; if not, you owe us nothing.',
            },
          ],
          points: [
            {
              sv: 'Gratis mockup inom 3–5 arbetsdagar, helt utan förpliktelser',
              en: 'Free mockup in 3–5 business days, no obligation',
            },
            {
              sv: 'Ett fast pris utan dolda avgifter',
              en: 'One fixed price, no hidden fees',
            },
            {
              sv: 'Du betalar först när du är 100 % nöjd med designen',
              en: 'You pay only when you’re 100% satisfied with the design',
            },
          ],
        },
      },
      {
        id: 'benefits',
        type: 'benefits',
        hidden: false,
        data: {
          heading: {
            title: {
              sv: 'Därför väljer småföretag Novaweb',
              en: 'Why small businesses choose Novaweb',
            },
            lead: {
              sv: 'Allt du behöver för att synas proffsigt på nätet, utan byråpriser och utan risk.',
              en: 'Everything you need to look professional online, without agency prices and without risk.',
            },
          },
          tone: 'alt',
          columns: 3,
          cards: [
            {
              icon: 'zap',
              title: {
                sv: 'Snabb leverans',
                en: 'Fast delivery',
              },
              description: {
                sv: 'Din färdiga webbplats är klar 2–3 veckor efter att du godkänt designen – inte om flera månader.',
                en: 'Your finished site is ready 2–3 weeks after you approve the design – not months from now.',
              },
            },
            {
              icon: 'wallet',
              title: {
                sv: 'Rimligt, fast pris',
                en: 'Fair, fixed pricing',
              },
              description: {
                sv: 'Paketen börjar på {price:basic} och priset bestäms från start. En traditionell byrå tar ofta 25 000–100 000 kr för en jämförbar webbplats.',
                en: 'Packages start at {price:basic}, with the price agreed up front. Traditional agencies often charge 25,000–100,000 SEK for a comparable site.',
              },
            },
            {
              icon: 'smartphone',
              title: {
                sv: 'Mobilen först',
                en: 'Mobile first',
              },
              description: {
                sv: 'Många av dina besökare ser webbplatsen i mobilen, så varje layout utformas för små skärmar först.',
                en: 'Many of your visitors will see your site on a phone, so every layout is designed for small screens first.',
              },
            },
            {
              icon: 'search',
              title: {
                sv: 'SEO från start',
                en: 'SEO from day one',
              },
              description: {
                sv: 'Ren kod, tydlig sidstruktur och beskrivande rubriker gör det lätt för sökmotorer att förstå och ranka dina sidor.',
                en: 'Clean code, a sensible page structure and descriptive headings make it easy for search engines to understand and rank your pages.',
              },
            },
            {
              icon: 'sparkles',
              title: {
                sv: 'AI som verktyg, människa som designer',
                en: 'AI-assisted, human-designed',
              },
              description: {
                sv: 'AI snabbar upp grovjobbet, men det är en erfaren designer som fattar besluten om layout, text och detaljer.',
                en: 'AI speeds up the groundwork, but an experienced designer makes every decision about layout, wording and detail.',
              },
            },
            {
              icon: 'shield',
              title: {
                sv: 'Ingen risk för dig',
                en: 'No risk for you',
              },
              description: {
                sv: 'Mockupen är gratis och utan förpliktelser, och du betalar först när du är helt nöjd med designen.',
                en: 'The mockup is free and comes with no obligation, and you pay only when you’re completely happy with the design.',
              },
            },
          ],
          highlights: null,
        },
      },
      {
        id: 'process',
        type: 'process',
        hidden: false,
        data: {
          heading: {
            title: {
              sv: 'Så bygger vi din webbplats',
              en: 'How we build your website',
            },
            lead: {
              sv: 'Fyra tydliga steg från första samtalet till lansering.',
              en: 'Four clear steps from the first conversation to launch.',
            },
          },
          tone: 'light',
          layout: 'grid',
          steps: [
            {
              title: {
                sv: 'Behovsanalys & strategi',
                en: 'Discovery & Strategy',
              },
              description: {
                sv: 'Vi lär känna ditt företag, dina kunder och dina mål, och kommer överens om vilka sidor och funktioner webbplatsen behöver.',
                en: 'We get to know your business, your customers and your goals, and agree on which pages and features the site needs.',
              },
            },
            {
              title: {
                sv: 'Wireframes & design',
                en: 'Wireframes & Design',
              },
              description: {
                sv: 'Inom 3–5 arbetsdagar får du en gratis mockup som är ungefär 70 % klar. Sedan finslipar vi den tillsammans tills den känns rätt.',
                en: 'Within 3–5 business days you get a free mockup that’s about 70% complete. Then we refine it together until it feels right.',
              },
            },
            {
              title: {
                sv: 'Utveckling',
                en: 'Development',
              },
              description: {
                sv: 'När du godkänt designen bygger vi webbplatsen – responsiv, snabb och sökmotorvänlig – inom 2–3 veckor.',
                en: 'Once you approve the design, we build the site – responsive, fast and search-engine friendly – within 2–3 weeks.',
              },
            },
            {
              title: {
                sv: 'Test & lansering',
                en: 'Testing & Launch',
              },
              description: {
                sv: 'Vi testar i mobil, surfplatta och dator, kopplar din domän och går live. Sedan visar vi hur du själv uppdaterar innehållet.',
                en: 'We test on phones, tablets and desktops, connect your domain and go live. Then we show you how to update the content yourself.',
              },
            },
          ],
        },
      },
      {
        id: 'teasers',
        type: 'portfolioTeasers',
        hidden: false,
        data: {
          heading: {
            title: {
              sv: 'Senaste projekt',
              en: 'Recent work',
            },
            lead: {
              sv: '',
              en: '',
            },
          },
          tone: 'alt',
          link: {
            sv: 'Se hela portfolion',
            en: 'See the full portfolio',
          },
          items: [
            {
              title: {
                sv: 'Trattoria Lucia, Västerås',
                en: 'Trattoria Lucia, Västerås',
              },
              category: {
                sv: 'Restaurang',
                en: 'Restaurant',
              },
              description: {
                sv: 'Från en inskannad pdf-meny till en snabb mobilsajt med kvällens meny, öppettider och bordsbokning på första skärmen.',
                en: 'From a scanned PDF menu to a fast mobile site with tonight’s menu, opening hours and table booking on the first screen.',
              },
            },
            {
              title: {
                sv: 'Lindqvist & Berg Advokatbyrå, Uppsala',
                en: 'Lindqvist & Berg law firm, Uppsala',
              },
              category: {
                sv: 'Juridik',
                en: 'Legal',
              },
              description: {
                sv: 'En lugn och tydlig webbplats med ett kort per rättsområde, juristerna med namn och en konsultation som bokas i två steg.',
                en: 'A calm, clear site with a card per practice area, the lawyers by name and a consultation booked in two steps.',
              },
            },
            {
              title: {
                sv: 'Nordisk Keramik, Göteborg',
                en: 'Nordisk Keramik, Gothenburg',
              },
              category: {
                sv: 'E-handel',
                en: 'E-commerce',
              },
              description: {
                sv: 'En webbutik med stora produktbilder, frakt och retur sagt före varukorgen och en kassa i tre steg i stället för sex.',
                en: 'An online shop with large product pictures, delivery and returns stated before the basket and a checkout in three steps instead of six.',
              },
            },
          ],
        },
      },
      {
        id: 'testimonial',
        type: 'testimonial',
        hidden: false,
        data: {
          tone: 'light',
          quote: {
            sv: 'Vi fick se mockupen innan vi hade betalat något, och redan då var den bättre än vår gamla sajt. Den färdiga webbplatsen var live på under tre veckor, och kunderna nämner den hela tiden.',
            en: 'We saw the mockup before paying anything, and it was already better than our old site. The finished website was live in under three weeks, and customers mention it all the time.',
          },
          author: {
            sv: 'Maria L.',
            en: 'Maria L.',
          },
          role: {
            sv: 'Ägare, frisörsalong i Västerås',
            en: 'Owner, hair salon in Västerås',
          },
        },
      },
      {
        id: 'faq',
        type: 'faq',
        hidden: false,
        data: {
          heading: {
            title: {
              sv: 'Vanliga frågor',
              en: 'Frequently asked questions',
            },
            lead: {
              sv: '',
              en: '',
            },
          },
          tone: 'alt',
          questions: [
            {
              question: {
                sv: 'Hur lång tid tar det att bygga en webbplats?',
                en: 'How long does it take to build a website?',
              },
              answer: {
                sv: 'I branschen tar en enkel webbplats oftast 4–6 veckor och en större 2–3 månader. Hos oss får du en gratis mockup inom 3–5 arbetsdagar och en färdig webbplats 2–3 veckor efter att du godkänt designen.',
                en: 'Across the industry, a simple site takes 4–6 weeks and a larger one 2–3 months. With us, you get a free mockup in 3–5 business days and a finished site 2–3 weeks after you approve the design.',
              },
            },
            {
              question: {
                sv: 'Vad kostar en webbplats?',
                en: 'How much does a website cost?',
              },
              answer: {
                sv: 'Basic kostar {price:basic}, Premium {price:premium} och Enterprise från {price:enterprise}. Du får ett fast pris utan dolda avgifter – det enda som tillkommer är domän och webbhotell.',
                en: 'Basic costs {price:basic}, Premium {price:premium} and Enterprise from {price:enterprise}. You get one fixed price with no hidden fees – the only extras are your domain and hosting.',
              },
            },
            {
              question: {
                sv: 'Vad händer om jag inte gillar mockupen?',
                en: 'What if I don’t like the mockup?',
              },
              answer: {
                sv: 'Då betalar du ingenting. Mockupen är gratis och utan förpliktelser, och du betalar först när du är 100 % nöjd med designen.',
                en: 'Then you don’t pay anything. The mockup is free and comes with no obligation, and you pay only when you’re 100% satisfied with the design.',
              },
            },
            {
              question: {
                sv: 'Hjälper ni till med domän och webbhotell?',
                en: 'Do you help with the domain and hosting?',
              },
              answer: {
                sv: 'Ja, vi hjälper dig att välja domän och komma igång med webbhotell. Båda betalar du separat: en domän kostar cirka 150 kr per år och webbhotell 100–200 kr per månad.',
                en: 'Yes, we help you choose a domain and get hosting set up. Both are paid separately by you: a domain costs about $15 per year and hosting $10–20 per month.',
              },
            },
          ],
        },
      },
      {
        id: 'closing',
        type: 'closingCta',
        hidden: false,
        data: {
          title: {
            sv: 'Vill du se din nya webbplats?',
            en: 'Ready to see your new website?',
          },
          text: {
            sv: 'Berätta lite om ditt företag så skickar vi en gratis mockup inom 3–5 arbetsdagar. Vi svarar alltid inom en arbetsdag.',
            en: 'Tell us a little about your business and we’ll send you a free mockup within 3–5 business days. We always reply within 1 business day.',
          },
          button: {
            sv: 'Kontakta oss',
            en: 'Contact us',
          },
        },
      },
    ],
  },
  'web-redesign': {
    meta: {
      title: {
        sv: 'Omdesign av webbplats som ger fler kunder | Novaweb',
        en: 'Website Redesign That Brings in More Customers | Novaweb',
      },
      description: {
        sv: 'Ge din gamla webbplats en modern omdesign. Se en gratis mockup inom 3–5 arbetsdagar och betala ett fast pris – först när du är 100 % nöjd med designen.',
        en: 'Give your outdated website a modern redesign. See a free mockup in 3–5 business days and pay one fixed price – only when you’re 100% happy with the design.',
      },
      keywords: {
        sv: 'omdesign av webbplats, ny hemsida, modernisera hemsida, göra om hemsidan, webbdesign för småföretag',
        en: 'website redesign, new website design, modernize website, small business website redesign, website refresh',
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
          title: {
            sv: 'En omdesign som ger resultat',
            en: 'Website Redesign That Converts',
          },
          highlight: {
            sv: 'omdesign',
            en: 'Redesign',
          },
          subtitle: {
            sv: 'Vi gör om din gamla webbplats till en snabb, modern sajt som vinner kunder – och du ser en gratis mockup av den nya designen innan du bestämmer dig.',
            en: 'We turn your outdated website into a fast, modern one that wins customers – and you see a free mockup of the new design before you decide.',
          },
          crumb: {
            sv: 'Webbomdesign',
            en: 'Web Redesign',
          },
          art: {
            motif: 'layout',
            palette: 2,
          },
          cta: {
            sv: 'Få en gratis mockup',
            en: 'Get a free mockup',
          },
          updated: null,
        },
      },
      {
        id: 'intro',
        type: 'story',
        hidden: false,
        data: {
          title: {
            sv: 'Håller din webbplats tillbaka ditt företag?',
            en: 'Is your website holding your business back?',
          },
          paragraphs: [
            {
              sv: 'Långsamma sidor, en layout som krånglar i mobilen och en design som känns daterad kostar dig kunder, ofta utan att du märker det. En omdesign behåller det som redan fungerar och rättar till resten.',
              en: 'Slow pages, a layout that struggles on phones and a design that looks dated all cost you customers, often without you noticing. A redesign keeps what already works and fixes the rest.',
            },
            {
              sv: 'Vi börjar med att gå igenom din nuvarande webbplats och visar sedan en gratis mockup av den nya designen, ungefär 70 % klar, inom 3–5 arbetsdagar. Därefter bestämmer du om du vill gå vidare – helt utan förpliktelser.',
              en: 'We start by reviewing your current site, then show you a free mockup of the new design, about 70% complete, within 3–5 business days. After that you decide whether to go ahead – with no obligation.',
            },
          ],
          points: [
            {
              sv: 'Ditt innehåll och dina placeringar i sökresultaten tas tillvara',
              en: 'Your existing content and search rankings are carried over with care',
            },
            {
              sv: 'Gratis mockup av den nya designen, utan förpliktelser',
              en: 'Free mockup of the new design, no obligation',
            },
            {
              sv: 'Ett fast pris som du betalar först när du är 100 % nöjd',
              en: 'One fixed price, paid only when you’re 100% satisfied',
            },
          ],
        },
      },
      {
        id: 'panels',
        type: 'comparison',
        hidden: false,
        data: {
          heading: {
            title: {
              sv: 'Före och efter en omdesign',
              en: 'Before and after a redesign',
            },
            lead: {
              sv: '',
              en: '',
            },
          },
          tone: 'alt',
          before: {
            title: {
              sv: 'Före',
              en: 'Before',
            },
            items: [
              {
                sv: 'Långa laddningstider som får besökare att ge upp',
                en: 'Slow load times that make visitors give up',
              },
              {
                sv: 'En layout som inte fungerar i mobilen',
                en: 'A layout that doesn’t work on phones',
              },
              {
                sv: 'Ett daterat utseende som skadar förtroendet',
                en: 'A dated look that undermines trust',
              },
              {
                sv: 'Kontaktuppgifter som är svåra att hitta',
                en: 'Contact details that are hard to find',
              },
              {
                sv: 'Sidor som sökmotorer har svårt att tolka',
                en: 'Pages that search engines struggle to read',
              },
            ],
          },
          after: {
            title: {
              sv: 'Efter',
              en: 'After',
            },
            items: [
              {
                sv: 'Snabba sidor med komprimerade bilder och ren kod',
                en: 'Fast pages with compressed images and clean code',
              },
              {
                sv: 'Responsiv design som fungerar på alla skärmar',
                en: 'Responsive design that works on every screen',
              },
              {
                sv: 'Ett modernt, professionellt utseende som passar ditt varumärke',
                en: 'A modern, professional look that fits your brand',
              },
              {
                sv: 'Tydliga uppmaningar till handling på varje sida',
                en: 'Clear calls to action on every page',
              },
              {
                sv: 'En struktur som är byggd för sökmotorer från grunden',
                en: 'A structure built for search engines from the ground up',
              },
            ],
          },
        },
      },
      {
        id: 'benefits',
        type: 'benefits',
        hidden: false,
        data: {
          heading: {
            title: {
              sv: 'Det här ger en omdesign dig',
              en: 'What a redesign gives you',
            },
            lead: {
              sv: '',
              en: '',
            },
          },
          tone: 'light',
          columns: 3,
          cards: [
            {
              icon: 'trending-up',
              title: {
                sv: 'Fler förfrågningar',
                en: 'More inquiries',
              },
              description: {
                sv: 'Tydlig struktur och välplacerade knappar gör det enklare för besökarna att kontakta dig eller boka.',
                en: 'A clear structure and well-placed buttons make it easier for visitors to contact you or make a booking.',
              },
            },
            {
              icon: 'zap',
              title: {
                sv: 'Snabbare sidor',
                en: 'Faster pages',
              },
              description: {
                sv: 'Vi bygger om med lätt kod och komprimerade bilder, så att sidorna laddar snabbt även på mobilnätet.',
                en: 'We rebuild with lean code and compressed images, so pages load quickly even on a mobile connection.',
              },
            },
            {
              icon: 'smartphone',
              title: {
                sv: 'Fungerar på alla enheter',
                en: 'Works on every device',
              },
              description: {
                sv: 'Webbplatsen anpassar sig efter mobil, surfplatta och dator, så att ingen besökare möter en trasig sida.',
                en: 'Your site adapts to phones, tablets and desktops, so no visitor ends up on a broken page.',
              },
            },
            {
              icon: 'search',
              title: {
                sv: 'Bättre synlighet i sök',
                en: 'Better search visibility',
              },
              description: {
                sv: 'En bättre teknisk grund och tydliga sidtitlar hjälper sökmotorerna, samtidigt som omdirigeringar skyddar de placeringar du redan har.',
                en: 'A stronger technical base and clear page titles help search engines, while redirects protect the rankings you already have.',
              },
            },
            {
              icon: 'heart',
              title: {
                sv: 'Ett varumärke som inger förtroende',
                en: 'A brand people trust',
              },
              description: {
                sv: 'En fräsch och enhetlig design visar att ditt företag är aktuellt, seriöst och värt att höra av sig till.',
                en: 'A fresh, consistent design shows that your business is current, professional and worth getting in touch with.',
              },
            },
            {
              icon: 'clock',
              title: {
                sv: 'Enklare att underhålla',
                en: 'Easier to maintain',
              },
              description: {
                sv: 'En modern grund gör de vardagliga uppdateringarna enklare och ger dig något stabilt att bygga vidare på.',
                en: 'A modern foundation makes everyday updates simpler and gives you something solid to build on.',
              },
            },
          ],
          highlights: null,
        },
      },
      {
        id: 'changes',
        type: 'changes',
        hidden: false,
        data: {
          heading: {
            title: {
              sv: 'Det här brukar vi ändra på',
              en: 'What we typically change',
            },
            lead: {
              sv: '',
              en: '',
            },
          },
          tone: 'light',
          items: [
            {
              title: {
                sv: 'Navigering',
                en: 'Navigation',
              },
              before: {
                sv: 'Menyer med för många val och sidor som ligger gömda flera klick bort.',
                en: 'Menus with too many options and pages buried several clicks deep.',
              },
              after: {
                sv: 'En kort, logisk meny som tar besökaren rätt på ett eller två klick.',
                en: 'A short, logical menu that gets visitors where they want in one or two clicks.',
              },
            },
            {
              title: {
                sv: 'Mobilupplevelse',
                en: 'Mobile experience',
              },
              before: {
                sv: 'Pytteliten text, knappar som är svåra att träffa och innehåll som hamnar utanför skärmen.',
                en: 'Tiny text, buttons that are hard to tap and content that spills off the screen.',
              },
              after: {
                sv: 'Lättläst text, knappar som är lätta att trycka på och layouter som utgår från mobilen.',
                en: 'Readable text, buttons that are easy to tap and layouts designed for phones first.',
              },
            },
            {
              title: {
                sv: 'Hastighet',
                en: 'Speed',
              },
              before: {
                sv: 'Tunga bilder och gamla tillägg som gör varje sida långsam.',
                en: 'Heavy images and outdated plugins that slow every page down.',
              },
              after: {
                sv: 'Komprimerade bilder och lätt kod som får sidorna att ladda snabbt.',
                en: 'Compressed images and lean code that make pages load quickly.',
              },
            },
            {
              title: {
                sv: 'Uppmaningar till handling',
                en: 'Calls to action',
              },
              before: {
                sv: 'Kontaktuppgifter gömda längst ner på en enda sida.',
                en: 'Contact details tucked away at the bottom of a single page.',
              },
              after: {
                sv: 'Tydliga knappar och formulär precis där besökarna behöver dem.',
                en: 'Clear buttons and forms right where visitors need them.',
              },
            },
          ],
        },
      },
      {
        id: 'process',
        type: 'process',
        hidden: false,
        data: {
          heading: {
            title: {
              sv: 'Så går en omdesign till',
              en: 'Our redesign process',
            },
            lead: {
              sv: 'Fem steg där du är med i varje beslut – och din nuvarande webbplats ligger kvar tills den nya är klar.',
              en: 'Five steps with you involved in every decision – and your current site stays online until the new one is ready.',
            },
          },
          tone: 'light',
          layout: 'timeline',
          steps: [
            {
              title: {
                sv: 'Analys & utvärdering',
                en: 'Analysis & Evaluation',
              },
              description: {
                sv: 'Vi går igenom innehåll, hastighet, mobilupplevelse och synlighet i sök för att se vad som fungerar och vad som bromsar.',
                en: 'We review your content, speed, mobile experience and search visibility to see what works and what holds the site back.',
              },
            },
            {
              title: {
                sv: 'Strategi & planering',
                en: 'Strategy & Planning',
              },
              description: {
                sv: 'Tillsammans bestämmer vi vad som ska behållas, skrivas om eller läggas till, och planerar en sidstruktur utifrån dina kunders behov.',
                en: 'Together we decide what to keep, rewrite or add, and plan a page structure around what your customers need.',
              },
            },
            {
              title: {
                sv: 'Design & prototyp',
                en: 'Design & Prototype',
              },
              description: {
                sv: 'Inom 3–5 arbetsdagar får du en gratis mockup av den nya designen, ungefär 70 % klar, som vi sedan finslipar utifrån dina synpunkter.',
                en: 'Within 3–5 business days you get a free mockup of the new design, about 70% complete, which we then refine based on your feedback.',
              },
            },
            {
              title: {
                sv: 'Utveckling & optimering',
                en: 'Development & Optimization',
              },
              description: {
                sv: 'När du godkänt designen bygger vi den nya webbplatsen på 2–3 veckor, optimerad för hastighet, mobil och sökmotorer.',
                en: 'Once you approve the design, we build the new site in 2–3 weeks, optimized for speed, mobile and search engines.',
              },
            },
            {
              title: {
                sv: 'Lansering & uppföljning',
                en: 'Launch & Follow-up',
              },
              description: {
                sv: 'Vi lägger upp omdirigeringar från de gamla adresserna, lanserar den nya webbplatsen och kontrollerar att allt fungerar som det ska.',
                en: 'We set up redirects from your old addresses, launch the new site and check that everything works as it should.',
              },
            },
          ],
        },
      },
      {
        id: 'case',
        type: 'caseStudy',
        hidden: false,
        data: {
          client: {
            sv: 'En liten marknadsföringsbyrå i Göteborg',
            en: 'A small marketing agency in Gothenburg',
          },
          title: {
            sv: 'Kundcase: en marknadsbyrås nya webbplats',
            en: 'Case study: a marketing agency’s new website',
          },
          challenge: {
            sv: 'Byråns egen webbplats var flera år gammal, långsam i mobilen och gav få förfrågningar – ett dåligt skyltfönster för ett företag som säljer marknadsföring.',
            en: 'The agency’s own website was several years old, slow on mobile and brought in few inquiries – a poor shop window for a business that sells marketing.',
          },
          solution: {
            sv: 'Vi behöll deras starkaste innehåll, byggde om strukturen kring byråns tre huvudtjänster och lade till kundcase och ett tydligt kontaktformulär på varje tjänstesida. Den nya webbplatsen var live inom tre veckor efter att designen godkänts.',
            en: 'We kept their strongest content, rebuilt the structure around the agency’s three main services and added case pages and a clear contact form to every service page. The new site was live within three weeks of design approval.',
          },
          stats: [
            {
              value: {
                sv: '+63 %',
                en: '+63%',
              },
              label: {
                sv: 'fler förfrågningar',
                en: 'more inquiries',
              },
            },
            {
              value: {
                sv: '1,8 s',
                en: '1.8 s',
              },
              label: {
                sv: 'laddningstid (tidigare 5,2 s)',
                en: 'load time (previously 5.2 s)',
              },
            },
            {
              value: {
                sv: '+48 %',
                en: '+48%',
              },
              label: {
                sv: 'organisk trafik på 4 månader',
                en: 'organic traffic in 4 months',
              },
            },
            {
              value: {
                sv: '−35 %',
                en: '−35%',
              },
              label: {
                sv: 'lägre avvisnings­frekvens',
                en: 'lower bounce rate',
              },
            },
          ],
          cta: {
            sv: '',
            en: '',
          },
          figures: 'end',
        },
      },
      {
        id: 'closing',
        type: 'closingCta',
        hidden: false,
        data: {
          title: {
            sv: 'Dags för en webbplats som jobbar för dig?',
            en: 'Time for a website that works for you?',
          },
          text: {
            sv: 'Skicka adressen till din nuvarande webbplats så återkommer vi inom en arbetsdag med våra första intryck och nästa steg mot din gratis mockup.',
            en: 'Send us the address of your current site and we’ll get back to you within 1 business day with our first impressions and the next step towards your free mockup.',
          },
          button: {
            sv: 'Kontakta oss',
            en: 'Contact us',
          },
        },
      },
    ],
  },
  'seo-optimization': {
    meta: {
      title: {
        sv: 'SEO-optimering som gör att fler kunder hittar dig | Novaweb',
        en: 'SEO Optimization: Get Found by Local Customers | Novaweb',
      },
      description: {
        sv: 'Syns när kunderna söker efter det du erbjuder. Teknisk SEO, on-page och off-page för småföretag – med tydlig rapportering och ärliga tidsramar.',
        en: 'Get found when customers search for what you offer. Technical, on-page and off-page SEO for small businesses, with clear reports and honest timelines.',
      },
      keywords: {
        sv: 'SEO-optimering, sökmotoroptimering, lokal SEO, teknisk SEO, synas på Google, SEO för småföretag',
        en: 'SEO optimization, search engine optimization, local SEO, technical SEO, SEO for small business',
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
          title: {
            sv: 'SEO som leder rätt kunder till dig',
            en: 'SEO That Brings the Right Customers to You',
          },
          highlight: {
            sv: '',
            en: '',
          },
          subtitle: {
            sv: 'Vi hjälper småföretag att synas på de sökningar som spelar roll – med tekniska förbättringar, bättre innehåll och ett ärligt, långsiktigt arbete.',
            en: 'We help small businesses show up for the searches that matter – with technical fixes, better content and honest, long-term work.',
          },
          crumb: {
            sv: 'SEO-optimering',
            en: 'SEO Optimization',
          },
          art: {
            motif: 'search',
            palette: 5,
          },
          cta: {
            sv: 'Prata SEO med oss',
            en: 'Talk to us about SEO',
          },
          updated: null,
        },
      },
      {
        id: 'intro',
        type: 'story',
        hidden: false,
        data: {
          title: {
            sv: 'Syns när kunderna söker',
            en: 'Be visible when customers are searching',
          },
          paragraphs: [
            {
              sv: 'Många kunder vänder sig till en sökmotor innan de lyfter luren. Syns inte ditt företag på första sidan hamnar de oftast hos en konkurrent.',
              en: 'Many customers turn to a search engine before they pick up the phone. If your business doesn’t show up on the first page, they usually end up with a competitor.',
            },
            {
              sv: 'Vårt SEO-arbete kombinerar tekniska förbättringar, välskrivet innehåll och en starkare lokal närvaro. Vi fokuserar på sökningarna som ger betalande kunder, inte på trafik för trafikens skull.',
              en: 'Our SEO work combines technical improvements, well-written content and a stronger local presence. We focus on the searches that bring in paying customers, not traffic for its own sake.',
            },
          ],
          points: null,
        },
      },
      {
        id: 'benefits',
        type: 'benefits',
        hidden: false,
        data: {
          heading: {
            title: {
              sv: 'Det här gör SEO för ditt företag',
              en: 'What SEO does for your business',
            },
            lead: {
              sv: '',
              en: '',
            },
          },
          tone: 'alt',
          columns: 3,
          cards: [
            {
              icon: 'search',
              title: {
                sv: 'Bättre synlighet',
                en: 'More visibility',
              },
              description: {
                sv: 'Syns på orden dina kunder faktiskt söker på, från tjänstenamn till sökningar som ”nära mig” i ditt område.',
                en: 'Rank for the terms your customers actually search for, from service names to “near me” searches in your area.',
              },
            },
            {
              icon: 'users',
              title: {
                sv: 'Mer relevanta besökare',
                en: 'Better-qualified visitors',
              },
              description: {
                sv: 'Den som hittar dig via sök letar redan efter det du erbjuder och hör därför oftare av sig.',
                en: 'People who find you through search are already looking for what you offer, so they’re more likely to get in touch.',
              },
            },
            {
              icon: 'wallet',
              title: {
                sv: 'Värde som håller i sig',
                en: 'Value that lasts',
              },
              description: {
                sv: 'Till skillnad från annonser fortsätter bra placeringar att ge besökare utan att du betalar per klick.',
                en: 'Unlike ads, good rankings keep bringing in visitors without you paying for every click.',
              },
            },
            {
              icon: 'globe',
              title: {
                sv: 'Starkare lokal närvaro',
                en: 'A stronger local presence',
              },
              description: {
                sv: 'En genomarbetad företagsprofil och enhetliga kontaktuppgifter hjälper dig att synas i kartresultat och lokala sökningar.',
                en: 'A well-kept business profile and consistent contact details help you appear in map results and local searches.',
              },
            },
            {
              icon: 'bar-chart',
              title: {
                sv: 'Tydlig rapportering',
                en: 'Clear reporting',
              },
              description: {
                sv: 'Du får regelbundna rapporter på begriplig svenska om placeringar, trafik och förfrågningar, så att du ser vad arbetet ger.',
                en: 'You get regular, plain-language reports on rankings, traffic and inquiries, so you can see what the work delivers.',
              },
            },
            {
              icon: 'shield',
              title: {
                sv: 'Hållbara metoder',
                en: 'Sustainable methods',
              },
              description: {
                sv: 'Vi följer sökmotorernas riktlinjer och undviker genvägar som kan straffa sig längre fram.',
                en: 'We follow search engine guidelines and avoid shortcuts that could come back to bite you later.',
              },
            },
          ],
          highlights: null,
        },
      },
      {
        id: 'columns',
        type: 'pointColumns',
        hidden: false,
        data: {
          heading: {
            title: {
              sv: 'Tre områden vi arbetar med',
              en: 'Three areas of SEO we work with',
            },
            lead: {
              sv: 'Bra placeringar kommer när tekniken, innehållet och ditt rykte är på plats samtidigt.',
              en: 'Good rankings come from getting the technical base, the content and your reputation right at the same time.',
            },
          },
          tone: 'alt',
          columns: [
            {
              title: {
                sv: 'Teknisk SEO',
                en: 'Technical SEO',
              },
              points: [
                {
                  sv: 'Sidhastighet och Core Web Vitals',
                  en: 'Page speed and Core Web Vitals',
                },
                {
                  sv: 'Mobilanpassning',
                  en: 'Mobile-friendliness',
                },
                {
                  sv: 'XML-sitemap och robots.txt',
                  en: 'XML sitemap and robots.txt',
                },
                {
                  sv: 'Ren URL-struktur och omdirigeringar',
                  en: 'Clean URL structure and redirects',
                },
                {
                  sv: 'Strukturerad data (schema-märkning)',
                  en: 'Structured data (schema markup)',
                },
                {
                  sv: 'Åtgärder mot crawlfel och trasiga länkar',
                  en: 'Fixing crawl errors and broken links',
                },
              ],
            },
            {
              title: {
                sv: 'On-page-SEO',
                en: 'On-Page SEO',
              },
              points: [
                {
                  sv: 'Sökordsanalys utifrån verkliga sökningar',
                  en: 'Keyword research based on real searches',
                },
                {
                  sv: 'Sidtitlar och metabeskrivningar',
                  en: 'Page titles and meta descriptions',
                },
                {
                  sv: 'Rubriker och innehållsstruktur',
                  en: 'Headings and content structure',
                },
                {
                  sv: 'Innehåll som svarar på kundernas frågor',
                  en: 'Content that answers customers’ questions',
                },
                {
                  sv: 'Interna länkar mellan sidorna',
                  en: 'Internal links between pages',
                },
                {
                  sv: 'Alt-texter och filnamn för bilder',
                  en: 'Image alt text and file names',
                },
              ],
            },
            {
              title: {
                sv: 'Off-page-SEO',
                en: 'Off-Page SEO',
              },
              points: [
                {
                  sv: 'Företagsprofil för kartor och lokal sökning',
                  en: 'Business profile for maps and local search',
                },
                {
                  sv: 'Samma namn, adress och telefonnummer överallt på nätet',
                  en: 'Consistent name, address and phone number across the web',
                },
                {
                  sv: 'Länkar från relevanta lokala webbplatser',
                  en: 'Links from relevant local websites',
                },
                {
                  sv: 'Listningar i pålitliga företagskataloger',
                  en: 'Listings in trusted business directories',
                },
                {
                  sv: 'Fler kundomdömen – och svar på dem',
                  en: 'More customer reviews – and replies to them',
                },
                {
                  sv: 'Bevakning av ditt rykte på nätet',
                  en: 'Monitoring your online reputation',
                },
              ],
            },
          ],
        },
      },
      {
        id: 'process',
        type: 'process',
        hidden: false,
        data: {
          heading: {
            title: {
              sv: 'Så arbetar vi med SEO',
              en: 'How we work with SEO',
            },
            lead: {
              sv: 'Sex steg från nulägesanalys till mätbara resultat.',
              en: 'Six steps from a clear picture of where you stand to measurable results.',
            },
          },
          tone: 'light',
          layout: 'grid',
          steps: [
            {
              title: {
                sv: 'SEO-analys',
                en: 'SEO audit',
              },
              description: {
                sv: 'Vi granskar webbplatsens tekniska skick, innehåll och nuvarande placeringar för att hitta de största möjligheterna.',
                en: 'We review your site’s technical health, content and current rankings to find the biggest opportunities.',
              },
            },
            {
              title: {
                sv: 'Sökordsanalys',
                en: 'Keyword research',
              },
              description: {
                sv: 'Vi kartlägger vilka sökningar dina kunder gör och vilka av dem som är realistiska att vinna.',
                en: 'We map the searches your customers make and which of them are realistic to win.',
              },
            },
            {
              title: {
                sv: 'Tekniska åtgärder',
                en: 'Technical fixes',
              },
              description: {
                sv: 'Vi åtgärdar problem med hastighet, indexering och struktur så att sökmotorerna kan läsa och förstå webbplatsen.',
                en: 'We fix speed, indexing and structure issues so search engines can crawl and understand your site.',
              },
            },
            {
              title: {
                sv: 'Innehållsoptimering',
                en: 'Content improvements',
              },
              description: {
                sv: 'Vi förbättrar befintliga sidor och skriver nytt innehåll riktat mot rätt sökord.',
                en: 'We improve existing pages and write new content aimed at the right search terms.',
              },
            },
            {
              title: {
                sv: 'Lokal SEO & off-page',
                en: 'Local & off-page SEO',
              },
              description: {
                sv: 'Vi stärker din företagsprofil, katalogregistreringar och omdömen, och arbetar för länkar från relevanta webbplatser.',
                en: 'We strengthen your business profile, directory listings and reviews, and work on links from relevant websites.',
              },
            },
            {
              title: {
                sv: 'Uppföljning & rapportering',
                en: 'Follow-up & reporting',
              },
              description: {
                sv: 'Vi följer placeringar, trafik och förfrågningar, rapporterar resultaten och justerar planen efter hand.',
                en: 'We track rankings, traffic and inquiries, report the results and adjust the plan as we go.',
              },
            },
          ],
        },
      },
      {
        id: 'figures',
        type: 'stats',
        hidden: false,
        data: {
          tone: 'alt',
          items: [
            {
              value: {
                sv: '3–6 månader',
                en: '3–6 months',
              },
              label: {
                sv: 'tills de första tydliga resultaten syns',
                en: 'until the first clear results appear',
              },
            },
            {
              value: {
                sv: '6–12 månader',
                en: '6–12 months',
              },
              label: {
                sv: 'för ett betydande lyft',
                en: 'for significant gains',
              },
            },
            {
              value: {
                sv: '1 arbetsdag',
                en: '1 business day',
              },
              label: {
                sv: 'längsta svarstid på din förfrågan',
                en: 'maximum reply time to your inquiry',
              },
            },
          ],
        },
      },
      {
        id: 'case',
        type: 'caseStudy',
        hidden: false,
        data: {
          client: {
            sv: 'En fysioterapiklinik i Malmö',
            en: 'A physiotherapy clinic in Malmö',
          },
          title: {
            sv: 'Kundcase: fler patienter via sök',
            en: 'Case study: more patients through search',
          },
          challenge: {
            sv: 'Kliniken hade gott rykte bland sina patienter men syntes knappt när folk i Malmö sökte på fysioterapi eller ryggbehandling. Nästan alla nya patienter kom via rekommendationer.',
            en: 'The clinic had a good reputation among its patients but barely appeared when people in Malmö searched for physiotherapy or back pain treatment. Almost all new patients came through word of mouth.',
          },
          solution: {
            sv: 'Vi rättade tekniska fel, skrev egna sidor för varje behandling, gick igenom klinikens lokala företagsprofil och hjälpte dem att samla omdömen från nöjda patienter.',
            en: 'We fixed technical issues, wrote a dedicated page for each treatment, reworked the clinic’s local business profile and helped them collect reviews from satisfied patients.',
          },
          stats: [
            {
              value: {
                sv: '+142 %',
                en: '+142%',
              },
              label: {
                sv: 'organisk trafik på 9 månader',
                en: 'organic traffic in 9 months',
              },
            },
            {
              value: {
                sv: 'Topp 3',
                en: 'Top 3',
              },
              label: {
                sv: 'på ”fysioterapeut Malmö”',
                en: 'for “physio­therapist Malmö”',
              },
            },
            {
              value: {
                sv: '+58 %',
                en: '+58%',
              },
              label: {
                sv: 'fler bokningar online',
                en: 'more online bookings',
              },
            },
          ],
          cta: {
            sv: 'Prata med oss om din SEO',
            en: 'Talk to us about your SEO',
          },
          figures: 'end',
        },
      },
      {
        id: 'faq',
        type: 'faq',
        hidden: false,
        data: {
          heading: {
            title: {
              sv: 'Vanliga frågor om SEO',
              en: 'SEO questions, answered',
            },
            lead: {
              sv: '',
              en: '',
            },
          },
          tone: 'alt',
          questions: [
            {
              question: {
                sv: 'Hur lång tid tar det innan SEO ger resultat?',
                en: 'How long does SEO take to work?',
              },
              answer: {
                sv: 'SEO är en långsiktig investering. Resultaten syns oftast efter 3–6 månader, med betydande förbättringar efter 6–12 månader, beroende på bransch, konkurrens och utgångsläge.',
                en: 'SEO is a long-term investment. Results usually appear in 3–6 months, with significant gains in 6–12 months, depending on your industry, competition and starting point.',
              },
            },
            {
              question: {
                sv: 'Kan ni garantera en förstaplats i sökresultaten?',
                en: 'Can you guarantee a number one ranking?',
              },
              answer: {
                sv: 'Nej – och var skeptisk mot den som lovar det. Ingen styr sökmotorernas rankning, men vi använder beprövade metoder och visar tydligt vad vi gör och vad det leder till.',
                en: 'No – and be wary of anyone who does. Nobody controls search engine rankings, but we use proven methods and show you clearly what we do and what it leads to.',
              },
            },
            {
              question: {
                sv: 'Behöver jag SEO om jag redan annonserar?',
                en: 'Do I need SEO if I already run ads?',
              },
              answer: {
                sv: 'Annonserna slutar ge resultat i samma stund som du slutar betala, medan bra placeringar fortsätter att arbeta över tid. Många företag får bäst effekt av att kombinera båda.',
                en: 'Ads stop delivering the moment you stop paying, while good rankings keep working over time. Many businesses get the best results by combining the two.',
              },
            },
            {
              question: {
                sv: 'Ingår SEO när ni bygger min webbplats?',
                en: 'Is SEO included when you build my website?',
              },
              answer: {
                sv: 'Ja, alla webbplatser vi bygger har en sökmotorvänlig grund: Basic har grundläggande SEO, Premium avancerad SEO och Enterprise expert-SEO. Löpande SEO-arbete utöver det planerar vi gärna tillsammans med dig.',
                en: 'Yes, every site we build has a search-friendly foundation: Basic includes basic SEO, Premium advanced SEO and Enterprise expert SEO. We’re happy to plan ongoing SEO work beyond that with you.',
              },
            },
          ],
        },
      },
      {
        id: 'closing',
        type: 'closingCta',
        hidden: false,
        data: {
          title: {
            sv: 'Vill du att fler kunder hittar dig?',
            en: 'Want more customers to find you?',
          },
          text: {
            sv: 'Berätta om ditt företag och vilka kunder du vill nå. Vi svarar inom en arbetsdag med förslag på var det är smartast att börja.',
            en: 'Tell us about your business and the customers you want to reach. We reply within 1 business day with a suggestion for where to start.',
          },
          button: {
            sv: 'Kontakta oss',
            en: 'Contact us',
          },
        },
      },
    ],
  },
  'conversion-optimization': {
    meta: {
      title: {
        sv: 'Konverteringsoptimering – fler kunder av trafiken | Novaweb',
        en: 'Conversion Optimization: Visitors into Customers | Novaweb',
      },
      description: {
        sv: 'Få fler förfrågningar, bokningar och köp från trafiken du redan har. Användarundersökningar, A/B-tester och tydligare texter för småföretag.',
        en: 'Get more inquiries, bookings and sales from the traffic you already have. User research, A/B testing and clearer copy for small business websites.',
      },
      keywords: {
        sv: 'konverteringsoptimering, CRO, A/B-testning, landningssidor, fler förfrågningar, UX-optimering',
        en: 'conversion optimization, CRO, A/B testing, landing page optimization, more website leads, UX optimization',
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
          title: {
            sv: 'Gör fler besökare till kunder',
            en: 'Turn More Visitors into Customers',
          },
          highlight: {
            sv: '',
            en: '',
          },
          subtitle: {
            sv: 'Du har redan lagt tid och pengar på att få folk till din webbplats. Vi hjälper fler av dem att ringa, boka eller köpa – utifrån verklig data, inte gissningar.',
            en: 'You’ve already put time and money into getting people to your website. We help more of them call, book or buy – based on real data, not guesswork.',
          },
          crumb: {
            sv: 'Konverteringsoptimering',
            en: 'Conversion Optimization',
          },
          art: {
            motif: 'funnel',
            palette: 2,
          },
          cta: {
            sv: 'Prata med oss',
            en: 'Talk to us',
          },
          updated: null,
        },
      },
      {
        id: 'intro',
        type: 'story',
        hidden: false,
        data: {
          title: {
            sv: 'Mer resultat från trafiken du redan har',
            en: 'More results from the traffic you already have',
          },
          paragraphs: [
            {
              sv: 'Fler besökare kostar tid och pengar, men många webbplatser tappar de flesta som kommer in. Konverteringsoptimering handlar om att ta reda på var och varför – och sedan ta bort hindren.',
              en: 'More visitors cost time and money, yet many websites lose most of the people who arrive. Conversion optimization is about finding out where and why – and then removing the obstacles.',
            },
            {
              sv: 'Vi tittar på hur besökarna faktiskt använder din webbplats, testar förbättringar en i taget och behåller det som fungerar. Små ändringar av en knapp, ett formulär eller en rubrik kan göra märkbar skillnad.',
              en: 'We look at how visitors actually use your site, test improvements one at a time and keep what works. Small changes to a button, a form or a headline can make a noticeable difference.',
            },
          ],
          points: null,
        },
      },
      {
        id: 'benefits',
        type: 'benefits',
        hidden: false,
        data: {
          heading: {
            title: {
              sv: 'Därför lönar sig konverterings­optimering',
              en: 'Why conversion optimization pays off',
            },
            lead: {
              sv: '',
              en: '',
            },
          },
          tone: 'alt',
          columns: 3,
          cards: [
            {
              icon: 'trending-up',
              title: {
                sv: 'Fler förfrågningar och köp',
                en: 'More inquiries and sales',
              },
              description: {
                sv: 'Få ut mer av varje besökare i stället för att betala för ännu mer trafik.',
                en: 'Get more out of every visitor instead of paying for even more traffic.',
              },
            },
            {
              icon: 'wallet',
              title: {
                sv: 'Lägre kostnad per kund',
                en: 'Lower cost per customer',
              },
              description: {
                sv: 'När fler besökare konverterar gör varje krona i marknadsföringsbudgeten mer nytta.',
                en: 'When more visitors convert, every part of your marketing budget works harder.',
              },
            },
            {
              icon: 'check',
              title: {
                sv: 'Beslut grundade på data',
                en: 'Decisions based on data',
              },
              description: {
                sv: 'Ändringar testas och mäts, så att du vet vad som faktiskt fungerar för just dina kunder.',
                en: 'Changes are tested and measured, so you know what actually works for your customers.',
              },
            },
            {
              icon: 'heart',
              title: {
                sv: 'Nöjdare besökare',
                en: 'Happier visitors',
              },
              description: {
                sv: 'En webbplats som är lätt att använda lämnar ett bättre intryck, även hos dem som inte köper i dag.',
                en: 'A site that’s easy to use leaves a better impression, even on people who don’t buy today.',
              },
            },
            {
              icon: 'target',
              title: {
                sv: 'Fokus på det som spelar roll',
                en: 'Focus on what matters',
              },
              description: {
                sv: 'Vi prioriterar de sidor och steg där förbättringar ger störst effekt på din försäljning.',
                en: 'We prioritize the pages and steps where improvements have the biggest impact on your revenue.',
              },
            },
            {
              icon: 'refresh',
              title: {
                sv: 'Ständiga förbättringar',
                en: 'Continuous improvement',
              },
              description: {
                sv: 'Varje test lär oss något nytt om dina kunder, och resultaten bygger vidare på varandra över tid.',
                en: 'Every test teaches us something new about your customers, and the gains build on each other over time.',
              },
            },
          ],
          highlights: null,
        },
      },
      {
        id: 'methodology',
        type: 'benefits',
        hidden: false,
        data: {
          heading: {
            title: {
              sv: 'Vår metod',
              en: 'Our methodology',
            },
            lead: {
              sv: 'Fyra arbetssätt som vi kombinerar för att hitta och åtgärda det som hindrar besökarna från att ta nästa steg.',
              en: 'Four methods we combine to find and fix whatever stops visitors from taking the next step.',
            },
          },
          tone: 'alt',
          columns: 4,
          cards: [
            {
              icon: 'users',
              title: {
                sv: 'Användarundersökningar',
                en: 'User research',
              },
              description: {
                sv: 'Webbanalys, värmekartor, sessionsinspelningar och korta enkäter visar hur besökarna beter sig och var de fastnar.',
                en: 'Analytics, heatmaps, session recordings and short surveys show how visitors move through your site and where they get stuck.',
              },
            },
            {
              icon: 'bar-chart',
              title: {
                sv: 'A/B-tester',
                en: 'A/B testing',
              },
              description: {
                sv: 'Vi ställer två versioner av en sida eller ett element mot varandra och låter riktiga besökare avgöra vilken som vinner.',
                en: 'We test two versions of a page or element against each other and let real visitors decide which one wins.',
              },
            },
            {
              icon: 'mouse-pointer',
              title: {
                sv: 'UX-optimering',
                en: 'UX optimization',
              },
              description: {
                sv: 'Vi förenklar navigering, formulär och layout så att vägen från första besök till förfrågan blir så kort och tydlig som möjligt.',
                en: 'We simplify navigation, forms and layouts so the path from first visit to inquiry is as short and clear as possible.',
              },
            },
            {
              icon: 'file-text',
              title: {
                sv: 'Textoptimering',
                en: 'Copy optimization',
              },
              description: {
                sv: 'Rubriker, knapptexter och produktbeskrivningar skrivs om så att de möter kundernas behov och bemöter deras tvivel.',
                en: 'Headlines, button labels and product descriptions are rewritten to speak to your customers’ needs and answer their doubts.',
              },
            },
          ],
          highlights: null,
        },
      },
      {
        id: 'process',
        type: 'process',
        hidden: false,
        data: {
          heading: {
            title: {
              sv: 'Så arbetar vi',
              en: 'How we work',
            },
            lead: {
              sv: 'Fyra steg som vi upprepar så länge det finns mer att vinna.',
              en: 'Four steps we repeat for as long as there’s more to gain.',
            },
          },
          tone: 'light',
          layout: 'grid',
          steps: [
            {
              title: {
                sv: 'Analys',
                en: 'Analysis',
              },
              description: {
                sv: 'Vi går igenom din statistik och användardata för att se var besökarna hoppar av och vilka sidor som betyder mest.',
                en: 'We go through your analytics and user data to see where visitors drop off and which pages matter most.',
              },
            },
            {
              title: {
                sv: 'Hypoteser & prioritering',
                en: 'Hypotheses & priorities',
              },
              description: {
                sv: 'Vi tar fram konkreta förbättringsidéer och rangordnar dem efter förväntad effekt och arbetsinsats.',
                en: 'We list concrete ideas for improvement and rank them by expected impact and effort.',
              },
            },
            {
              title: {
                sv: 'Test & genomförande',
                en: 'Testing & implementation',
              },
              description: {
                sv: 'Vi bygger ändringarna och testar dem mot den nuvarande versionen, så att besluten grundas på verkliga resultat.',
                en: 'We build the changes and test them against the current version, so decisions are based on real results.',
              },
            },
            {
              title: {
                sv: 'Uppföljning & nya tester',
                en: 'Follow-up & iteration',
              },
              description: {
                sv: 'Vi mäter, rapporterar på begriplig svenska och går vidare till nästa förbättring. Det som vinner får stanna – av resten lär vi oss.',
                en: 'We measure, report in plain language and move on to the next improvement. Winning changes stay – the rest teach us something.',
              },
            },
          ],
        },
      },
      {
        id: 'columns',
        type: 'pointColumns',
        hidden: false,
        data: {
          heading: {
            title: {
              sv: 'Här gör vi skillnad',
              en: 'Where we make the difference',
            },
            lead: {
              sv: 'Tre områden där små förändringar ofta ger störst effekt.',
              en: 'Three areas where small changes often have the biggest effect.',
            },
          },
          tone: 'alt',
          columns: [
            {
              title: {
                sv: 'Landningssidor',
                en: 'Landing pages',
              },
              points: [
                {
                  sv: 'Ett tydligt budskap och ett tydligt mål per sida',
                  en: 'One clear message and one clear goal per page',
                },
                {
                  sv: 'Rubriker som matchar annonsen eller sökningen som ledde dit',
                  en: 'Headlines that match the ad or search that brought visitors there',
                },
                {
                  sv: 'Förtroendeskapare som omdömen, referenser och garantier',
                  en: 'Trust builders such as reviews, testimonials and guarantees',
                },
                {
                  sv: 'Synliga knappar redan innan besökaren behöver scrolla',
                  en: 'Buttons that are visible before visitors need to scroll',
                },
                {
                  sv: 'Kortare laddningstider som håller kvar besökarna',
                  en: 'Shorter load times that keep visitors on the page',
                },
              ],
            },
            {
              title: {
                sv: 'Kassa & formulär',
                en: 'Checkout & forms',
              },
              points: [
                {
                  sv: 'Färre fält – bara det du verkligen behöver',
                  en: 'Fewer fields – only what you really need',
                },
                {
                  sv: 'Tydliga felmeddelanden och hjälp vid ifyllnad',
                  en: 'Clear error messages and helpful input hints',
                },
                {
                  sv: 'Köp utan konto och enkla betalsätt',
                  en: 'Guest checkout and simple payment options',
                },
                {
                  sv: 'Stegindikator i formulär med flera steg',
                  en: 'Progress indicators in multi-step forms',
                },
                {
                  sv: 'Trygghet kring säkerhet, leverans och returer',
                  en: 'Reassurance about security, delivery and returns',
                },
              ],
            },
            {
              title: {
                sv: 'Användarupplevelse',
                en: 'User experience',
              },
              points: [
                {
                  sv: 'Intuitiv navigering och sökfunktion',
                  en: 'Intuitive navigation and search',
                },
                {
                  sv: 'Mobilvänlig layout och knappar som är lätta att träffa',
                  en: 'Mobile-friendly layouts and buttons that are easy to tap',
                },
                {
                  sv: 'Lättläst typografi och tydlig kontrast',
                  en: 'Readable typography and clear contrast',
                },
                {
                  sv: 'Enhetlig design på alla sidor',
                  en: 'Consistent design across every page',
                },
                {
                  sv: 'Tillgänglighet som fungerar för alla besökare',
                  en: 'Accessibility that works for every visitor',
                },
              ],
            },
          ],
        },
      },
      {
        id: 'results',
        type: 'clientResults',
        hidden: false,
        data: {
          heading: {
            title: {
              sv: 'Resultat för våra kunder',
              en: 'Results for our clients',
            },
            lead: {
              sv: '',
              en: '',
            },
          },
          items: [
            {
              company: {
                sv: 'Bergström Bygg',
                en: 'Bergström Bygg',
              },
              industry: {
                sv: 'Bygg & hantverk',
                en: 'Construction',
              },
              stats: [
                {
                  value: {
                    sv: '+71 %',
                    en: '+71%',
                  },
                  label: {
                    sv: 'fler offert­förfrågningar',
                    en: 'more quote requests',
                  },
                },
                {
                  value: {
                    sv: '−40 %',
                    en: '−40%',
                  },
                  label: {
                    sv: 'färre avbrutna formulär',
                    en: 'fewer abandoned forms',
                  },
                },
              ],
              quote: {
                sv: 'Vi kortade offertformuläret från tolv fält till fem, och plötsligt fyllde folk faktiskt i det hela vägen. Enkla ändringar, men dem hade vi aldrig hittat själva.',
                en: 'We cut the quote form from twelve fields to five, and suddenly people were actually finishing it. Simple changes, but we’d never have found them ourselves.',
              },
              author: {
                sv: 'Anders B., ägare',
                en: 'Anders B., owner',
              },
            },
            {
              company: {
                sv: 'En webbutik för trädgårdsprodukter',
                en: 'An online garden supply store',
              },
              industry: {
                sv: 'E-handel',
                en: 'E-commerce',
              },
              stats: [
                {
                  value: {
                    sv: '+34 %',
                    en: '+34%',
                  },
                  label: {
                    sv: 'högre konverterings­grad',
                    en: 'higher conversion rate',
                  },
                },
                {
                  value: {
                    sv: '+22 %',
                    en: '+22%',
                  },
                  label: {
                    sv: 'högre snittorder­värde',
                    en: 'higher average order value',
                  },
                },
                {
                  value: {
                    sv: '−28 %',
                    en: '−28%',
                  },
                  label: {
                    sv: 'färre övergivna varukorgar',
                    en: 'fewer abandoned carts',
                  },
                },
              ],
              quote: {
                sv: 'A/B-testerna på produktsidorna och i kassan betalade sig inom ett par månader. Nu fattar vi beslut utifrån siffror i stället för magkänsla.',
                en: 'The A/B tests on our product pages and checkout paid for themselves within a couple of months. Now we make decisions based on numbers instead of gut feeling.',
              },
              author: {
                sv: 'Karin S., ägare',
                en: 'Karin S., owner',
              },
            },
            {
              company: {
                sv: 'En tandläkarmottagning i Örebro',
                en: 'A dental practice in Örebro',
              },
              industry: {
                sv: 'Vård & hälsa',
                en: 'Healthcare',
              },
              stats: [
                {
                  value: {
                    sv: '+52 %',
                    en: '+52%',
                  },
                  label: {
                    sv: 'fler bokningar online',
                    en: 'more online bookings',
                  },
                },
                {
                  value: {
                    sv: '−30 %',
                    en: '−30%',
                  },
                  label: {
                    sv: 'färre samtal om bokningar',
                    en: 'fewer phone calls about bookings',
                  },
                },
              ],
              quote: {
                sv: 'Patienterna bokar nu själva på nätet i stället för att ringa när vi har som mest att göra. Bokningssidan är helt enkelt lättare att använda.',
                en: 'Patients now book online themselves instead of calling during our busiest hours. The booking page is simply easier to use.',
              },
              author: {
                sv: 'Sofia N., verksamhetschef',
                en: 'Sofia N., practice manager',
              },
            },
          ],
        },
      },
      {
        id: 'closing',
        type: 'closingCta',
        hidden: false,
        data: {
          title: {
            sv: 'Redo att få ut mer av din webbplats?',
            en: 'Ready to get more from your website?',
          },
          text: {
            sv: 'Berätta vad du vill ha mer av – samtal, bokningar eller försäljning – så svarar vi inom en arbetsdag med idéer om var vi ska börja.',
            en: 'Tell us what you want more of – calls, bookings or sales – and we’ll reply within 1 business day with ideas on where to start.',
          },
          button: {
            sv: 'Kontakta oss',
            en: 'Contact us',
          },
        },
      },
    ],
  },
};

/**
 * The web-design page's project teasers as an earlier release seeded them (a café and a builder, not the
 * portfolio's cases): a database that still has them gets the portfolio's three (seed:pages:teasers).
 */
export const earlierWebDesignTeasers = [
  {
    title: {
      sv: 'Lokalt kafé i Uppsala',
      en: 'Local café in Uppsala',
    },
    category: {
      sv: 'Restaurang & kafé',
      en: 'Restaurant & café',
    },
    description: {
      sv: 'En varm, bildrik webbplats med meny, öppettider och bordsbokning som är enkel att använda i mobilen.',
      en: 'A warm, photo-led site with the menu, opening hours and table booking, all easy to use on a phone.',
    },
  },
  {
    title: {
      sv: 'Bergström Bygg',
      en: 'Bergström Bygg',
    },
    category: {
      sv: 'Bygg & hantverk',
      en: 'Construction',
    },
    description: {
      sv: 'En tydlig webbplats för en byggfirma, med tjänstesidor, projektgalleri och ett offertformulär som ger kvalificerade förfrågningar.',
      en: 'A clear site for a building contractor, with service pages, a project gallery and a quote form that brings in qualified leads.',
    },
  },
];
