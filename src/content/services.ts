import type { Localized } from '../../shared/i18n';
import type { ServiceSlug } from '../../shared/paths';
import { serviceIntros } from './serviceIntros';
import type { ServiceContent, ServiceDetails } from './types';

/**
 * The copy of the four service pages after their introduction, per language (the head, name, hero and
 * introduction are in serviceIntros.ts).
 * Prices, delivery times and payment terms must agree with pricing.ts and the about/contact pages.
 */
const details: Record<ServiceSlug, Localized<ServiceDetails>> = {
  'web-design': {
    sv: {
      benefits: {
        title: 'Därför väljer småföretag Novaweb',
        lead: 'Allt du behöver för att synas proffsigt på nätet, utan byråpriser och utan risk.',
        items: [
          {
            icon: 'zap',
            title: 'Snabb leverans',
            description:
              'Din färdiga webbplats är klar 2–3 veckor efter att du godkänt designen – inte om flera månader.',
          },
          {
            icon: 'wallet',
            title: 'Rimligt, fast pris',
            description:
              'Paketen börjar på 7 000 kr och priset bestäms från start. En traditionell byrå tar ofta 25 000–100 000 kr för en jämförbar webbplats.',
          },
          {
            icon: 'smartphone',
            title: 'Mobilen först',
            description:
              'Många av dina besökare ser webbplatsen i mobilen, så varje layout utformas för små skärmar först.',
          },
          {
            icon: 'search',
            title: 'SEO från start',
            description:
              'Ren kod, tydlig sidstruktur och beskrivande rubriker gör det lätt för sökmotorer att förstå och ranka dina sidor.',
          },
          {
            icon: 'sparkles',
            title: 'AI som verktyg, människa som designer',
            description:
              'AI snabbar upp grovjobbet, men det är en erfaren designer som fattar besluten om layout, text och detaljer.',
          },
          {
            icon: 'shield',
            title: 'Ingen risk för dig',
            description:
              'Mockupen är gratis och utan förpliktelser, och du betalar först när du är helt nöjd med designen.',
          },
        ],
      },
      process: {
        title: 'Så bygger vi din webbplats',
        lead: 'Fyra tydliga steg från första samtalet till lansering.',
        steps: [
          {
            title: 'Behovsanalys & strategi',
            description:
              'Vi lär känna ditt företag, dina kunder och dina mål, och kommer överens om vilka sidor och funktioner webbplatsen behöver.',
          },
          {
            title: 'Wireframes & design',
            description:
              'Inom 3–5 arbetsdagar får du en gratis mockup som är ungefär 70 % klar. Sedan finslipar vi den tillsammans tills den känns rätt.',
          },
          {
            title: 'Utveckling',
            description:
              'När du godkänt designen bygger vi webbplatsen – responsiv, snabb och sökmotorvänlig – inom 2–3 veckor.',
          },
          {
            title: 'Test & lansering',
            description:
              'Vi testar i mobil, surfplatta och dator, kopplar din domän och går live. Sedan visar vi hur du själv uppdaterar innehållet.',
          },
        ],
      },
      portfolioTeasers: {
        title: 'Senaste projekt',
        link: 'Se hela portfolion',
        items: [
          {
            title: 'Lokalt kafé i Uppsala',
            category: 'Restaurang & kafé',
            description:
              'En varm, bildrik webbplats med meny, öppettider och bordsbokning som är enkel att använda i mobilen.',
          },
          {
            title: 'Bergström Bygg',
            category: 'Bygg & hantverk',
            description:
              'En tydlig webbplats för en byggfirma, med tjänstesidor, projektgalleri och ett offertformulär som ger kvalificerade förfrågningar.',
          },
        ],
      },
      testimonial: {
        quote:
          'Vi fick se mockupen innan vi hade betalat något, och redan då var den bättre än vår gamla sajt. Den färdiga webbplatsen var live på under tre veckor, och kunderna nämner den hela tiden.',
        author: 'Maria L.',
        role: 'Ägare, frisörsalong i Västerås',
      },
      faq: {
        title: 'Vanliga frågor',
        items: [
          {
            question: 'Hur lång tid tar det att bygga en webbplats?',
            answer:
              'I branschen tar en enkel webbplats oftast 4–6 veckor och en större 2–3 månader. Hos oss får du en gratis mockup inom 3–5 arbetsdagar och en färdig webbplats 2–3 veckor efter att du godkänt designen.',
          },
          {
            question: 'Vad kostar en webbplats?',
            answer:
              'Basic kostar 7 000 kr, Premium 10 000 kr och Enterprise från 15 000 kr. Du får ett fast pris utan dolda avgifter – det enda som tillkommer är domän och webbhotell.',
          },
          {
            question: 'Vad händer om jag inte gillar mockupen?',
            answer:
              'Då betalar du ingenting. Mockupen är gratis och utan förpliktelser, och du betalar först när du är 100 % nöjd med designen.',
          },
          {
            question: 'Hjälper ni till med domän och webbhotell?',
            answer:
              'Ja, vi hjälper dig att välja domän och komma igång med webbhotell. Båda betalar du separat: en domän kostar cirka 150 kr per år och webbhotell 100–200 kr per månad.',
          },
        ],
      },
      closing: {
        title: 'Vill du se din nya webbplats?',
        text: 'Berätta lite om ditt företag så skickar vi en gratis mockup inom 3–5 arbetsdagar. Vi svarar alltid inom en arbetsdag.',
        button: 'Kontakta oss',
      },
    },
    en: {
      benefits: {
        title: 'Why small businesses choose Novaweb',
        lead: 'Everything you need to look professional online, without agency prices and without risk.',
        items: [
          {
            icon: 'zap',
            title: 'Fast delivery',
            description:
              'Your finished site is ready 2–3 weeks after you approve the design – not months from now.',
          },
          {
            icon: 'wallet',
            title: 'Fair, fixed pricing',
            description:
              'Packages start at $699, with the price agreed up front. Traditional agencies often charge 25,000–100,000 SEK for a comparable site.',
          },
          {
            icon: 'smartphone',
            title: 'Mobile first',
            description:
              'Many of your visitors will see your site on a phone, so every layout is designed for small screens first.',
          },
          {
            icon: 'search',
            title: 'SEO from day one',
            description:
              'Clean code, a sensible page structure and descriptive headings make it easy for search engines to understand and rank your pages.',
          },
          {
            icon: 'sparkles',
            title: 'AI-assisted, human-designed',
            description:
              'AI speeds up the groundwork, but an experienced designer makes every decision about layout, wording and detail.',
          },
          {
            icon: 'shield',
            title: 'No risk for you',
            description:
              'The mockup is free and comes with no obligation, and you pay only when you’re completely happy with the design.',
          },
        ],
      },
      process: {
        title: 'How we build your website',
        lead: 'Four clear steps from the first conversation to launch.',
        steps: [
          {
            title: 'Discovery & Strategy',
            description:
              'We get to know your business, your customers and your goals, and agree on which pages and features the site needs.',
          },
          {
            title: 'Wireframes & Design',
            description:
              'Within 3–5 business days you get a free mockup that’s about 70% complete. Then we refine it together until it feels right.',
          },
          {
            title: 'Development',
            description:
              'Once you approve the design, we build the site – responsive, fast and search-engine friendly – within 2–3 weeks.',
          },
          {
            title: 'Testing & Launch',
            description:
              'We test on phones, tablets and desktops, connect your domain and go live. Then we show you how to update the content yourself.',
          },
        ],
      },
      portfolioTeasers: {
        title: 'Recent work',
        link: 'See the full portfolio',
        items: [
          {
            title: 'Local café in Uppsala',
            category: 'Restaurant & café',
            description:
              'A warm, photo-led site with the menu, opening hours and table booking, all easy to use on a phone.',
          },
          {
            title: 'Bergström Bygg',
            category: 'Construction',
            description:
              'A clear site for a building contractor, with service pages, a project gallery and a quote form that brings in qualified leads.',
          },
        ],
      },
      testimonial: {
        quote:
          'We saw the mockup before paying anything, and it was already better than our old site. The finished website was live in under three weeks, and customers mention it all the time.',
        author: 'Maria L.',
        role: 'Owner, hair salon in Västerås',
      },
      faq: {
        title: 'Frequently asked questions',
        items: [
          {
            question: 'How long does it take to build a website?',
            answer:
              'Across the industry, a simple site takes 4–6 weeks and a larger one 2–3 months. With us, you get a free mockup in 3–5 business days and a finished site 2–3 weeks after you approve the design.',
          },
          {
            question: 'How much does a website cost?',
            answer:
              'Basic costs $699, Premium $999 and Enterprise from $1,499. You get one fixed price with no hidden fees – the only extras are your domain and hosting.',
          },
          {
            question: 'What if I don’t like the mockup?',
            answer:
              'Then you don’t pay anything. The mockup is free and comes with no obligation, and you pay only when you’re 100% satisfied with the design.',
          },
          {
            question: 'Do you help with the domain and hosting?',
            answer:
              'Yes, we help you choose a domain and get hosting set up. Both are paid separately by you: a domain costs about $15 per year and hosting $10–20 per month.',
          },
        ],
      },
      closing: {
        title: 'Ready to see your new website?',
        text: 'Tell us a little about your business and we’ll send you a free mockup within 3–5 business days. We always reply within 1 business day.',
        button: 'Contact us',
      },
    },
  },

  'web-redesign': {
    sv: {
      beforeAfter: {
        title: 'Före och efter en omdesign',
        before: {
          title: 'Före',
          items: [
            'Långa laddningstider som får besökare att ge upp',
            'En layout som inte fungerar i mobilen',
            'Ett daterat utseende som skadar förtroendet',
            'Kontaktuppgifter som är svåra att hitta',
            'Sidor som sökmotorer har svårt att tolka',
          ],
        },
        after: {
          title: 'Efter',
          items: [
            'Snabba sidor med komprimerade bilder och ren kod',
            'Responsiv design som fungerar på alla skärmar',
            'Ett modernt, professionellt utseende som passar ditt varumärke',
            'Tydliga uppmaningar till handling på varje sida',
            'En struktur som är byggd för sökmotorer från grunden',
          ],
        },
      },
      benefits: {
        title: 'Det här ger en omdesign dig',
        items: [
          {
            icon: 'trending-up',
            title: 'Fler förfrågningar',
            description:
              'Tydlig struktur och välplacerade knappar gör det enklare för besökarna att kontakta dig eller boka.',
          },
          {
            icon: 'zap',
            title: 'Snabbare sidor',
            description:
              'Vi bygger om med lätt kod och komprimerade bilder, så att sidorna laddar snabbt även på mobilnätet.',
          },
          {
            icon: 'smartphone',
            title: 'Fungerar på alla enheter',
            description:
              'Webbplatsen anpassar sig efter mobil, surfplatta och dator, så att ingen besökare möter en trasig sida.',
          },
          {
            icon: 'search',
            title: 'Bättre synlighet i sök',
            description:
              'En bättre teknisk grund och tydliga sidtitlar hjälper sökmotorerna, samtidigt som omdirigeringar skyddar de placeringar du redan har.',
          },
          {
            icon: 'heart',
            title: 'Ett varumärke som inger förtroende',
            description:
              'En fräsch och enhetlig design visar att ditt företag är aktuellt, seriöst och värt att höra av sig till.',
          },
          {
            icon: 'clock',
            title: 'Enklare att underhålla',
            description:
              'En modern grund gör de vardagliga uppdateringarna enklare och ger dig något stabilt att bygga vidare på.',
          },
        ],
      },
      changes: {
        title: 'Det här brukar vi ändra på',
        items: [
          {
            title: 'Navigering',
            before: 'Menyer med för många val och sidor som ligger gömda flera klick bort.',
            after: 'En kort, logisk meny som tar besökaren rätt på ett eller två klick.',
          },
          {
            title: 'Mobilupplevelse',
            before:
              'Pytteliten text, knappar som är svåra att träffa och innehåll som hamnar utanför skärmen.',
            after: 'Lättläst text, knappar som är lätta att trycka på och layouter som utgår från mobilen.',
          },
          {
            title: 'Hastighet',
            before: 'Tunga bilder och gamla tillägg som gör varje sida långsam.',
            after: 'Komprimerade bilder och lätt kod som får sidorna att ladda snabbt.',
          },
          {
            title: 'Uppmaningar till handling',
            before: 'Kontaktuppgifter gömda längst ner på en enda sida.',
            after: 'Tydliga knappar och formulär precis där besökarna behöver dem.',
          },
        ],
      },
      process: {
        title: 'Så går en omdesign till',
        lead: 'Fem steg där du är med i varje beslut – och din nuvarande webbplats ligger kvar tills den nya är klar.',
        steps: [
          {
            title: 'Analys & utvärdering',
            description:
              'Vi går igenom innehåll, hastighet, mobilupplevelse och synlighet i sök för att se vad som fungerar och vad som bromsar.',
          },
          {
            title: 'Strategi & planering',
            description:
              'Tillsammans bestämmer vi vad som ska behållas, skrivas om eller läggas till, och planerar en sidstruktur utifrån dina kunders behov.',
          },
          {
            title: 'Design & prototyp',
            description:
              'Inom 3–5 arbetsdagar får du en gratis mockup av den nya designen, ungefär 70 % klar, som vi sedan finslipar utifrån dina synpunkter.',
          },
          {
            title: 'Utveckling & optimering',
            description:
              'När du godkänt designen bygger vi den nya webbplatsen på 2–3 veckor, optimerad för hastighet, mobil och sökmotorer.',
          },
          {
            title: 'Lansering & uppföljning',
            description:
              'Vi lägger upp omdirigeringar från de gamla adresserna, lanserar den nya webbplatsen och kontrollerar att allt fungerar som det ska.',
          },
        ],
      },
      caseStudy: {
        title: 'Kundcase: en marknadsbyrås nya webbplats',
        client: 'En liten marknadsföringsbyrå i Göteborg',
        challenge:
          'Byråns egen webbplats var flera år gammal, långsam i mobilen och gav få förfrågningar – ett dåligt skyltfönster för ett företag som säljer marknadsföring.',
        solution:
          'Vi behöll deras starkaste innehåll, byggde om strukturen kring byråns tre huvudtjänster och lade till kundcase och ett tydligt kontaktformulär på varje tjänstesida. Den nya webbplatsen var live inom tre veckor efter att designen godkänts.',
        stats: [
          { value: '+63 %', label: 'fler förfrågningar' },
          { value: '1,8 s', label: 'laddningstid (tidigare 5,2 s)' },
          { value: '+48 %', label: 'organisk trafik på 4 månader' },
          { value: '−35 %', label: 'lägre avvisnings\u00ADfrekvens' },
        ],
      },
      closing: {
        title: 'Dags för en webbplats som jobbar för dig?',
        text: 'Skicka adressen till din nuvarande webbplats så återkommer vi inom en arbetsdag med våra första intryck och nästa steg mot din gratis mockup.',
        button: 'Kontakta oss',
      },
    },
    en: {
      beforeAfter: {
        title: 'Before and after a redesign',
        before: {
          title: 'Before',
          items: [
            'Slow load times that make visitors give up',
            'A layout that doesn’t work on phones',
            'A dated look that undermines trust',
            'Contact details that are hard to find',
            'Pages that search engines struggle to read',
          ],
        },
        after: {
          title: 'After',
          items: [
            'Fast pages with compressed images and clean code',
            'Responsive design that works on every screen',
            'A modern, professional look that fits your brand',
            'Clear calls to action on every page',
            'A structure built for search engines from the ground up',
          ],
        },
      },
      benefits: {
        title: 'What a redesign gives you',
        items: [
          {
            icon: 'trending-up',
            title: 'More inquiries',
            description:
              'A clear structure and well-placed buttons make it easier for visitors to contact you or make a booking.',
          },
          {
            icon: 'zap',
            title: 'Faster pages',
            description:
              'We rebuild with lean code and compressed images, so pages load quickly even on a mobile connection.',
          },
          {
            icon: 'smartphone',
            title: 'Works on every device',
            description:
              'Your site adapts to phones, tablets and desktops, so no visitor ends up on a broken page.',
          },
          {
            icon: 'search',
            title: 'Better search visibility',
            description:
              'A stronger technical base and clear page titles help search engines, while redirects protect the rankings you already have.',
          },
          {
            icon: 'heart',
            title: 'A brand people trust',
            description:
              'A fresh, consistent design shows that your business is current, professional and worth getting in touch with.',
          },
          {
            icon: 'clock',
            title: 'Easier to maintain',
            description:
              'A modern foundation makes everyday updates simpler and gives you something solid to build on.',
          },
        ],
      },
      changes: {
        title: 'What we typically change',
        items: [
          {
            title: 'Navigation',
            before: 'Menus with too many options and pages buried several clicks deep.',
            after: 'A short, logical menu that gets visitors where they want in one or two clicks.',
          },
          {
            title: 'Mobile experience',
            before: 'Tiny text, buttons that are hard to tap and content that spills off the screen.',
            after: 'Readable text, buttons that are easy to tap and layouts designed for phones first.',
          },
          {
            title: 'Speed',
            before: 'Heavy images and outdated plugins that slow every page down.',
            after: 'Compressed images and lean code that make pages load quickly.',
          },
          {
            title: 'Calls to action',
            before: 'Contact details tucked away at the bottom of a single page.',
            after: 'Clear buttons and forms right where visitors need them.',
          },
        ],
      },
      process: {
        title: 'Our redesign process',
        lead: 'Five steps with you involved in every decision – and your current site stays online until the new one is ready.',
        steps: [
          {
            title: 'Analysis & Evaluation',
            description:
              'We review your content, speed, mobile experience and search visibility to see what works and what holds the site back.',
          },
          {
            title: 'Strategy & Planning',
            description:
              'Together we decide what to keep, rewrite or add, and plan a page structure around what your customers need.',
          },
          {
            title: 'Design & Prototype',
            description:
              'Within 3–5 business days you get a free mockup of the new design, about 70% complete, which we then refine based on your feedback.',
          },
          {
            title: 'Development & Optimization',
            description:
              'Once you approve the design, we build the new site in 2–3 weeks, optimized for speed, mobile and search engines.',
          },
          {
            title: 'Launch & Follow-up',
            description:
              'We set up redirects from your old addresses, launch the new site and check that everything works as it should.',
          },
        ],
      },
      caseStudy: {
        title: 'Case study: a marketing agency’s new website',
        client: 'A small marketing agency in Gothenburg',
        challenge:
          'The agency’s own website was several years old, slow on mobile and brought in few inquiries – a poor shop window for a business that sells marketing.',
        solution:
          'We kept their strongest content, rebuilt the structure around the agency’s three main services and added case pages and a clear contact form to every service page. The new site was live within three weeks of design approval.',
        stats: [
          { value: '+63%', label: 'more inquiries' },
          { value: '1.8 s', label: 'load time (previously 5.2 s)' },
          { value: '+48%', label: 'organic traffic in 4 months' },
          { value: '−35%', label: 'lower bounce rate' },
        ],
      },
      closing: {
        title: 'Time for a website that works for you?',
        text: 'Send us the address of your current site and we’ll get back to you within 1 business day with our first impressions and the next step towards your free mockup.',
        button: 'Contact us',
      },
    },
  },

  'seo-optimization': {
    sv: {
      benefits: {
        title: 'Det här gör SEO för ditt företag',
        items: [
          {
            icon: 'search',
            title: 'Bättre synlighet',
            description:
              'Syns på orden dina kunder faktiskt söker på, från tjänstenamn till sökningar som ”nära mig” i ditt område.',
          },
          {
            icon: 'users',
            title: 'Mer relevanta besökare',
            description:
              'Den som hittar dig via sök letar redan efter det du erbjuder och hör därför oftare av sig.',
          },
          {
            icon: 'wallet',
            title: 'Värde som håller i sig',
            description:
              'Till skillnad från annonser fortsätter bra placeringar att ge besökare utan att du betalar per klick.',
          },
          {
            icon: 'globe',
            title: 'Starkare lokal närvaro',
            description:
              'En genomarbetad företagsprofil och enhetliga kontaktuppgifter hjälper dig att synas i kartresultat och lokala sökningar.',
          },
          {
            icon: 'bar-chart',
            title: 'Tydlig rapportering',
            description:
              'Du får regelbundna rapporter på begriplig svenska om placeringar, trafik och förfrågningar, så att du ser vad arbetet ger.',
          },
          {
            icon: 'shield',
            title: 'Hållbara metoder',
            description:
              'Vi följer sökmotorernas riktlinjer och undviker genvägar som kan straffa sig längre fram.',
          },
        ],
      },
      columns: {
        title: 'Tre områden vi arbetar med',
        lead: 'Bra placeringar kommer när tekniken, innehållet och ditt rykte är på plats samtidigt.',
        items: [
          {
            title: 'Teknisk SEO',
            points: [
              'Sidhastighet och Core Web Vitals',
              'Mobilanpassning',
              'XML-sitemap och robots.txt',
              'Ren URL-struktur och omdirigeringar',
              'Strukturerad data (schema-märkning)',
              'Åtgärder mot crawlfel och trasiga länkar',
            ],
          },
          {
            title: 'On-page-SEO',
            points: [
              'Sökordsanalys utifrån verkliga sökningar',
              'Sidtitlar och metabeskrivningar',
              'Rubriker och innehållsstruktur',
              'Innehåll som svarar på kundernas frågor',
              'Interna länkar mellan sidorna',
              'Alt-texter och filnamn för bilder',
            ],
          },
          {
            title: 'Off-page-SEO',
            points: [
              'Företagsprofil för kartor och lokal sökning',
              'Samma namn, adress och telefonnummer överallt på nätet',
              'Länkar från relevanta lokala webbplatser',
              'Listningar i pålitliga företagskataloger',
              'Fler kundomdömen – och svar på dem',
              'Bevakning av ditt rykte på nätet',
            ],
          },
        ],
      },
      process: {
        title: 'Så arbetar vi med SEO',
        lead: 'Sex steg från nulägesanalys till mätbara resultat.',
        steps: [
          {
            title: 'SEO-analys',
            description:
              'Vi granskar webbplatsens tekniska skick, innehåll och nuvarande placeringar för att hitta de största möjligheterna.',
          },
          {
            title: 'Sökordsanalys',
            description:
              'Vi kartlägger vilka sökningar dina kunder gör och vilka av dem som är realistiska att vinna.',
          },
          {
            title: 'Tekniska åtgärder',
            description:
              'Vi åtgärdar problem med hastighet, indexering och struktur så att sökmotorerna kan läsa och förstå webbplatsen.',
          },
          {
            title: 'Innehållsoptimering',
            description: 'Vi förbättrar befintliga sidor och skriver nytt innehåll riktat mot rätt sökord.',
          },
          {
            title: 'Lokal SEO & off-page',
            description:
              'Vi stärker din företagsprofil, katalogregistreringar och omdömen, och arbetar för länkar från relevanta webbplatser.',
          },
          {
            title: 'Uppföljning & rapportering',
            description:
              'Vi följer placeringar, trafik och förfrågningar, rapporterar resultaten och justerar planen efter hand.',
          },
        ],
      },
      headlineStats: [
        { value: '3–6 månader', label: 'tills de första tydliga resultaten syns' },
        { value: '6–12 månader', label: 'för ett betydande lyft' },
        { value: '1 arbetsdag', label: 'längsta svarstid på din förfrågan' },
      ],
      caseStudy: {
        title: 'Kundcase: fler patienter via sök',
        client: 'En fysioterapiklinik i Malmö',
        challenge:
          'Kliniken hade gott rykte bland sina patienter men syntes knappt när folk i Malmö sökte på fysioterapi eller ryggbehandling. Nästan alla nya patienter kom via rekommendationer.',
        solution:
          'Vi rättade tekniska fel, skrev egna sidor för varje behandling, gick igenom klinikens lokala företagsprofil och hjälpte dem att samla omdömen från nöjda patienter.',
        stats: [
          { value: '+142 %', label: 'organisk trafik på 9 månader' },
          { value: 'Topp 3', label: 'på ”fysioterapeut Malmö”' },
          { value: '+58 %', label: 'fler bokningar online' },
        ],
        cta: 'Prata med oss om din SEO',
      },
      faq: {
        title: 'Vanliga frågor om SEO',
        items: [
          {
            question: 'Hur lång tid tar det innan SEO ger resultat?',
            answer:
              'SEO är en långsiktig investering. Resultaten syns oftast efter 3–6 månader, med betydande förbättringar efter 6–12 månader, beroende på bransch, konkurrens och utgångsläge.',
          },
          {
            question: 'Kan ni garantera en förstaplats i sökresultaten?',
            answer:
              'Nej – och var skeptisk mot den som lovar det. Ingen styr sökmotorernas rankning, men vi använder beprövade metoder och visar tydligt vad vi gör och vad det leder till.',
          },
          {
            question: 'Behöver jag SEO om jag redan annonserar?',
            answer:
              'Annonserna slutar ge resultat i samma stund som du slutar betala, medan bra placeringar fortsätter att arbeta över tid. Många företag får bäst effekt av att kombinera båda.',
          },
          {
            question: 'Ingår SEO när ni bygger min webbplats?',
            answer:
              'Ja, alla webbplatser vi bygger har en sökmotorvänlig grund: Basic har grundläggande SEO, Premium avancerad SEO och Enterprise expert-SEO. Löpande SEO-arbete utöver det planerar vi gärna tillsammans med dig.',
          },
        ],
      },
      closing: {
        title: 'Vill du att fler kunder hittar dig?',
        text: 'Berätta om ditt företag och vilka kunder du vill nå. Vi svarar inom en arbetsdag med förslag på var det är smartast att börja.',
        button: 'Kontakta oss',
      },
    },
    en: {
      benefits: {
        title: 'What SEO does for your business',
        items: [
          {
            icon: 'search',
            title: 'More visibility',
            description:
              'Rank for the terms your customers actually search for, from service names to “near me” searches in your area.',
          },
          {
            icon: 'users',
            title: 'Better-qualified visitors',
            description:
              'People who find you through search are already looking for what you offer, so they’re more likely to get in touch.',
          },
          {
            icon: 'wallet',
            title: 'Value that lasts',
            description:
              'Unlike ads, good rankings keep bringing in visitors without you paying for every click.',
          },
          {
            icon: 'globe',
            title: 'A stronger local presence',
            description:
              'A well-kept business profile and consistent contact details help you appear in map results and local searches.',
          },
          {
            icon: 'bar-chart',
            title: 'Clear reporting',
            description:
              'You get regular, plain-language reports on rankings, traffic and inquiries, so you can see what the work delivers.',
          },
          {
            icon: 'shield',
            title: 'Sustainable methods',
            description:
              'We follow search engine guidelines and avoid shortcuts that could come back to bite you later.',
          },
        ],
      },
      columns: {
        title: 'Three areas of SEO we work with',
        lead: 'Good rankings come from getting the technical base, the content and your reputation right at the same time.',
        items: [
          {
            title: 'Technical SEO',
            points: [
              'Page speed and Core Web Vitals',
              'Mobile-friendliness',
              'XML sitemap and robots.txt',
              'Clean URL structure and redirects',
              'Structured data (schema markup)',
              'Fixing crawl errors and broken links',
            ],
          },
          {
            title: 'On-Page SEO',
            points: [
              'Keyword research based on real searches',
              'Page titles and meta descriptions',
              'Headings and content structure',
              'Content that answers customers’ questions',
              'Internal links between pages',
              'Image alt text and file names',
            ],
          },
          {
            title: 'Off-Page SEO',
            points: [
              'Business profile for maps and local search',
              'Consistent name, address and phone number across the web',
              'Links from relevant local websites',
              'Listings in trusted business directories',
              'More customer reviews – and replies to them',
              'Monitoring your online reputation',
            ],
          },
        ],
      },
      process: {
        title: 'How we work with SEO',
        lead: 'Six steps from a clear picture of where you stand to measurable results.',
        steps: [
          {
            title: 'SEO audit',
            description:
              'We review your site’s technical health, content and current rankings to find the biggest opportunities.',
          },
          {
            title: 'Keyword research',
            description: 'We map the searches your customers make and which of them are realistic to win.',
          },
          {
            title: 'Technical fixes',
            description:
              'We fix speed, indexing and structure issues so search engines can crawl and understand your site.',
          },
          {
            title: 'Content improvements',
            description: 'We improve existing pages and write new content aimed at the right search terms.',
          },
          {
            title: 'Local & off-page SEO',
            description:
              'We strengthen your business profile, directory listings and reviews, and work on links from relevant websites.',
          },
          {
            title: 'Follow-up & reporting',
            description:
              'We track rankings, traffic and inquiries, report the results and adjust the plan as we go.',
          },
        ],
      },
      headlineStats: [
        { value: '3–6 months', label: 'until the first clear results appear' },
        { value: '6–12 months', label: 'for significant gains' },
        { value: '1 business day', label: 'maximum reply time to your inquiry' },
      ],
      caseStudy: {
        title: 'Case study: more patients through search',
        client: 'A physiotherapy clinic in Malmö',
        challenge:
          'The clinic had a good reputation among its patients but barely appeared when people in Malmö searched for physiotherapy or back pain treatment. Almost all new patients came through word of mouth.',
        solution:
          'We fixed technical issues, wrote a dedicated page for each treatment, reworked the clinic’s local business profile and helped them collect reviews from satisfied patients.',
        stats: [
          { value: '+142%', label: 'organic traffic in 9 months' },
          { value: 'Top 3', label: 'for “physio\u00ADtherapist Malmö”' },
          { value: '+58%', label: 'more online bookings' },
        ],
        cta: 'Talk to us about your SEO',
      },
      faq: {
        title: 'SEO questions, answered',
        items: [
          {
            question: 'How long does SEO take to work?',
            answer:
              'SEO is a long-term investment. Results usually appear in 3–6 months, with significant gains in 6–12 months, depending on your industry, competition and starting point.',
          },
          {
            question: 'Can you guarantee a number one ranking?',
            answer:
              'No – and be wary of anyone who does. Nobody controls search engine rankings, but we use proven methods and show you clearly what we do and what it leads to.',
          },
          {
            question: 'Do I need SEO if I already run ads?',
            answer:
              'Ads stop delivering the moment you stop paying, while good rankings keep working over time. Many businesses get the best results by combining the two.',
          },
          {
            question: 'Is SEO included when you build my website?',
            answer:
              'Yes, every site we build has a search-friendly foundation: Basic includes basic SEO, Premium advanced SEO and Enterprise expert SEO. We’re happy to plan ongoing SEO work beyond that with you.',
          },
        ],
      },
      closing: {
        title: 'Want more customers to find you?',
        text: 'Tell us about your business and the customers you want to reach. We reply within 1 business day with a suggestion for where to start.',
        button: 'Contact us',
      },
    },
  },

  'conversion-optimization': {
    sv: {
      benefits: {
        // A soft hyphen (\u00AD) lets the long compound break on a 320 px phone.
        title: 'Därför lönar sig konverterings\u00ADoptimering',
        items: [
          {
            icon: 'trending-up',
            title: 'Fler förfrågningar och köp',
            description: 'Få ut mer av varje besökare i stället för att betala för ännu mer trafik.',
          },
          {
            icon: 'wallet',
            title: 'Lägre kostnad per kund',
            description: 'När fler besökare konverterar gör varje krona i marknadsföringsbudgeten mer nytta.',
          },
          {
            icon: 'check',
            title: 'Beslut grundade på data',
            description:
              'Ändringar testas och mäts, så att du vet vad som faktiskt fungerar för just dina kunder.',
          },
          {
            icon: 'heart',
            title: 'Nöjdare besökare',
            description:
              'En webbplats som är lätt att använda lämnar ett bättre intryck, även hos dem som inte köper i dag.',
          },
          {
            icon: 'target',
            title: 'Fokus på det som spelar roll',
            description:
              'Vi prioriterar de sidor och steg där förbättringar ger störst effekt på din försäljning.',
          },
          {
            icon: 'refresh',
            title: 'Ständiga förbättringar',
            description:
              'Varje test lär oss något nytt om dina kunder, och resultaten bygger vidare på varandra över tid.',
          },
        ],
      },
      methodology: {
        title: 'Vår metod',
        lead: 'Fyra arbetssätt som vi kombinerar för att hitta och åtgärda det som hindrar besökarna från att ta nästa steg.',
        items: [
          {
            icon: 'users',
            title: 'Användarundersökningar',
            description:
              'Webbanalys, värmekartor, sessionsinspelningar och korta enkäter visar hur besökarna beter sig och var de fastnar.',
          },
          {
            icon: 'bar-chart',
            title: 'A/B-tester',
            description:
              'Vi ställer två versioner av en sida eller ett element mot varandra och låter riktiga besökare avgöra vilken som vinner.',
          },
          {
            icon: 'mouse-pointer',
            title: 'UX-optimering',
            description:
              'Vi förenklar navigering, formulär och layout så att vägen från första besök till förfrågan blir så kort och tydlig som möjligt.',
          },
          {
            icon: 'file-text',
            title: 'Textoptimering',
            description:
              'Rubriker, knapptexter och produktbeskrivningar skrivs om så att de möter kundernas behov och bemöter deras tvivel.',
          },
        ],
      },
      process: {
        title: 'Så arbetar vi',
        lead: 'Fyra steg som vi upprepar så länge det finns mer att vinna.',
        steps: [
          {
            title: 'Analys',
            description:
              'Vi går igenom din statistik och användardata för att se var besökarna hoppar av och vilka sidor som betyder mest.',
          },
          {
            title: 'Hypoteser & prioritering',
            description:
              'Vi tar fram konkreta förbättringsidéer och rangordnar dem efter förväntad effekt och arbetsinsats.',
          },
          {
            title: 'Test & genomförande',
            description:
              'Vi bygger ändringarna och testar dem mot den nuvarande versionen, så att besluten grundas på verkliga resultat.',
          },
          {
            title: 'Uppföljning & nya tester',
            description:
              'Vi mäter, rapporterar på begriplig svenska och går vidare till nästa förbättring. Det som vinner får stanna – av resten lär vi oss.',
          },
        ],
      },
      columns: {
        title: 'Här gör vi skillnad',
        lead: 'Tre områden där små förändringar ofta ger störst effekt.',
        items: [
          {
            title: 'Landningssidor',
            points: [
              'Ett tydligt budskap och ett tydligt mål per sida',
              'Rubriker som matchar annonsen eller sökningen som ledde dit',
              'Förtroendeskapare som omdömen, referenser och garantier',
              'Synliga knappar redan innan besökaren behöver scrolla',
              'Kortare laddningstider som håller kvar besökarna',
            ],
          },
          {
            title: 'Kassa & formulär',
            points: [
              'Färre fält – bara det du verkligen behöver',
              'Tydliga felmeddelanden och hjälp vid ifyllnad',
              'Köp utan konto och enkla betalsätt',
              'Stegindikator i formulär med flera steg',
              'Trygghet kring säkerhet, leverans och returer',
            ],
          },
          {
            title: 'Användarupplevelse',
            points: [
              'Intuitiv navigering och sökfunktion',
              'Mobilvänlig layout och knappar som är lätta att träffa',
              'Lättläst typografi och tydlig kontrast',
              'Enhetlig design på alla sidor',
              'Tillgänglighet som fungerar för alla besökare',
            ],
          },
        ],
      },
      clientResults: {
        title: 'Resultat för våra kunder',
        items: [
          {
            company: 'Bergström Bygg',
            industry: 'Bygg & hantverk',
            stats: [
              { value: '+71 %', label: 'fler offert\u00ADförfrågningar' },
              { value: '−40 %', label: 'färre avbrutna formulär' },
            ],
            quote:
              'Vi kortade offertformuläret från tolv fält till fem, och plötsligt fyllde folk faktiskt i det hela vägen. Enkla ändringar, men dem hade vi aldrig hittat själva.',
            author: 'Anders B., ägare',
          },
          {
            company: 'En webbutik för trädgårdsprodukter',
            industry: 'E-handel',
            stats: [
              { value: '+34 %', label: 'högre konverterings\u00ADgrad' },
              { value: '+22 %', label: 'högre snittorder\u00ADvärde' },
              { value: '−28 %', label: 'färre övergivna varukorgar' },
            ],
            quote:
              'A/B-testerna på produktsidorna och i kassan betalade sig inom ett par månader. Nu fattar vi beslut utifrån siffror i stället för magkänsla.',
            author: 'Karin S., ägare',
          },
          {
            company: 'En tandläkarmottagning i Örebro',
            industry: 'Vård & hälsa',
            stats: [
              { value: '+52 %', label: 'fler bokningar online' },
              { value: '−30 %', label: 'färre samtal om bokningar' },
            ],
            quote:
              'Patienterna bokar nu själva på nätet i stället för att ringa när vi har som mest att göra. Bokningssidan är helt enkelt lättare att använda.',
            author: 'Sofia N., verksamhetschef',
          },
        ],
      },
      closing: {
        title: 'Redo att få ut mer av din webbplats?',
        text: 'Berätta vad du vill ha mer av – samtal, bokningar eller försäljning – så svarar vi inom en arbetsdag med idéer om var vi ska börja.',
        button: 'Kontakta oss',
      },
    },
    en: {
      benefits: {
        title: 'Why conversion optimization pays off',
        items: [
          {
            icon: 'trending-up',
            title: 'More inquiries and sales',
            description: 'Get more out of every visitor instead of paying for even more traffic.',
          },
          {
            icon: 'wallet',
            title: 'Lower cost per customer',
            description: 'When more visitors convert, every part of your marketing budget works harder.',
          },
          {
            icon: 'check',
            title: 'Decisions based on data',
            description:
              'Changes are tested and measured, so you know what actually works for your customers.',
          },
          {
            icon: 'heart',
            title: 'Happier visitors',
            description:
              'A site that’s easy to use leaves a better impression, even on people who don’t buy today.',
          },
          {
            icon: 'target',
            title: 'Focus on what matters',
            description:
              'We prioritize the pages and steps where improvements have the biggest impact on your revenue.',
          },
          {
            icon: 'refresh',
            title: 'Continuous improvement',
            description:
              'Every test teaches us something new about your customers, and the gains build on each other over time.',
          },
        ],
      },
      methodology: {
        title: 'Our methodology',
        lead: 'Four methods we combine to find and fix whatever stops visitors from taking the next step.',
        items: [
          {
            icon: 'users',
            title: 'User research',
            description:
              'Analytics, heatmaps, session recordings and short surveys show how visitors move through your site and where they get stuck.',
          },
          {
            icon: 'bar-chart',
            title: 'A/B testing',
            description:
              'We test two versions of a page or element against each other and let real visitors decide which one wins.',
          },
          {
            icon: 'mouse-pointer',
            title: 'UX optimization',
            description:
              'We simplify navigation, forms and layouts so the path from first visit to inquiry is as short and clear as possible.',
          },
          {
            icon: 'file-text',
            title: 'Copy optimization',
            description:
              'Headlines, button labels and product descriptions are rewritten to speak to your customers’ needs and answer their doubts.',
          },
        ],
      },
      process: {
        title: 'How we work',
        lead: 'Four steps we repeat for as long as there’s more to gain.',
        steps: [
          {
            title: 'Analysis',
            description:
              'We go through your analytics and user data to see where visitors drop off and which pages matter most.',
          },
          {
            title: 'Hypotheses & priorities',
            description:
              'We list concrete ideas for improvement and rank them by expected impact and effort.',
          },
          {
            title: 'Testing & implementation',
            description:
              'We build the changes and test them against the current version, so decisions are based on real results.',
          },
          {
            title: 'Follow-up & iteration',
            description:
              'We measure, report in plain language and move on to the next improvement. Winning changes stay – the rest teach us something.',
          },
        ],
      },
      columns: {
        title: 'Where we make the difference',
        lead: 'Three areas where small changes often have the biggest effect.',
        items: [
          {
            title: 'Landing pages',
            points: [
              'One clear message and one clear goal per page',
              'Headlines that match the ad or search that brought visitors there',
              'Trust builders such as reviews, testimonials and guarantees',
              'Buttons that are visible before visitors need to scroll',
              'Shorter load times that keep visitors on the page',
            ],
          },
          {
            title: 'Checkout & forms',
            points: [
              'Fewer fields – only what you really need',
              'Clear error messages and helpful input hints',
              'Guest checkout and simple payment options',
              'Progress indicators in multi-step forms',
              'Reassurance about security, delivery and returns',
            ],
          },
          {
            title: 'User experience',
            points: [
              'Intuitive navigation and search',
              'Mobile-friendly layouts and buttons that are easy to tap',
              'Readable typography and clear contrast',
              'Consistent design across every page',
              'Accessibility that works for every visitor',
            ],
          },
        ],
      },
      clientResults: {
        title: 'Results for our clients',
        items: [
          {
            company: 'Bergström Bygg',
            industry: 'Construction',
            stats: [
              { value: '+71%', label: 'more quote requests' },
              { value: '−40%', label: 'fewer abandoned forms' },
            ],
            quote:
              'We cut the quote form from twelve fields to five, and suddenly people were actually finishing it. Simple changes, but we’d never have found them ourselves.',
            author: 'Anders B., owner',
          },
          {
            company: 'An online garden supply store',
            industry: 'E-commerce',
            stats: [
              { value: '+34%', label: 'higher conversion rate' },
              { value: '+22%', label: 'higher average order value' },
              { value: '−28%', label: 'fewer abandoned carts' },
            ],
            quote:
              'The A/B tests on our product pages and checkout paid for themselves within a couple of months. Now we make decisions based on numbers instead of gut feeling.',
            author: 'Karin S., owner',
          },
          {
            company: 'A dental practice in Örebro',
            industry: 'Healthcare',
            stats: [
              { value: '+52%', label: 'more online bookings' },
              { value: '−30%', label: 'fewer phone calls about bookings' },
            ],
            quote:
              'Patients now book online themselves instead of calling during our busiest hours. The booking page is simply easier to use.',
            author: 'Sofia N., practice manager',
          },
        ],
      },
      closing: {
        title: 'Ready to get more from your website?',
        text: 'Tell us what you want more of – calls, bookings or sales – and we’ll reply within 1 business day with ideas on where to start.',
        button: 'Contact us',
      },
    },
  },
};

/** The whole copy of the four service pages, per language. */
export const services = Object.fromEntries(
  (Object.keys(details) as ServiceSlug[]).map((slug) => [
    slug,
    {
      sv: { ...serviceIntros[slug].sv, ...details[slug].sv },
      en: { ...serviceIntros[slug].en, ...details[slug].en },
    },
  ]),
) as Record<ServiceSlug, Localized<ServiceContent>>;
