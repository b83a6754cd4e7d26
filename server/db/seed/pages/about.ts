import type { Block } from '../../../../shared/blocks/registry';
import type { PageMeta } from '../../../../shared/pages';

/** About: why the agency exists, six reasons, how a project starts, the fixed-price package, questions, a call. */
export const aboutPage: { meta: PageMeta; blocks: Block[] } = {
  meta: {
    title: {
      sv: 'Om oss – webbyrån som gör småföretag synliga | Novaweb',
      en: 'About Us – the Web Agency for Small Businesses | Novaweb',
    },
    description: {
      sv: 'Novaweb är en svensk webbyrå som kombinerar AI med erfarna designers. Gratis mockup, ett fast pris och betalning först när du är nöjd med designen.',
      en: 'Novaweb is a Swedish web agency pairing AI with experienced designers. Free mockup, one fixed price, and you pay only once you’re happy with the design.',
    },
    keywords: {
      sv: 'om Novaweb, webbyrå Stockholm, webbyrå för småföretag, AI-webbdesign, hemsida fast pris, gratis mockup, webbdesign småföretag',
      en: 'about Novaweb, web agency Sweden, small business web design, AI web design, fixed price website, free website mockup, Stockholm web agency',
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
          sv: 'Proffsiga webbplatser för små företag – utan byråpriser',
          en: 'Professional websites for small businesses – without agency prices',
        },
        subtitle: {
          sv: 'Vi är en liten svensk webbyrå som låter AI sköta grovjobbet och erfarna designers sköta helheten. Resultatet: en webbplats du är stolt över, till ett pris som går ihop.',
          en: 'We’re a small Swedish web agency that lets AI handle the groundwork and experienced designers handle the rest. The result: a website you’re proud of, at a price that makes sense.',
        },
        highlight: { sv: '', en: '' },
        crumb: {
          sv: 'Om oss',
          en: 'About',
        },
        art: {
          motif: 'network',
          palette: 2,
        },
        cta: { sv: '', en: '' },
        updated: null,
      },
    },
    {
      id: 'story',
      type: 'story',
      hidden: false,
      data: {
        title: {
          sv: 'Därför finns Novaweb',
          en: 'Why Novaweb exists',
        },
        paragraphs: [
          {
            sv: 'Vi har länge sett samma sak hända: frisören, snickaren och den lilla redovisningsbyrån vet att de behöver en bättre webbplats, men offerterna från traditionella byråer landar på belopp som äter upp en hel säsongs marginal. Så blir det en mall som aldrig riktigt passar, eller en sajt som ingen har rört på flera år.',
            en: 'We kept seeing the same thing happen. The hairdresser, the carpenter and the small accounting firm all knew they needed a better website, but quotes from traditional agencies came in at figures that would wipe out a whole season’s profit. So they settled for a template that never quite fit, or a site nobody had touched in years.',
          },
          {
            sv: 'Novaweb startades för att ändra på det. Med AI kan vi ta fram struktur, textutkast och designförslag på en bråkdel av den tid det brukade ta. Tiden vi sparar lägger vi på det som faktiskt gör skillnad: att förstå ditt företag, dina kunder och vad webbplatsen ska åstadkomma.',
            en: 'Novaweb was started to change that. With AI we can draft structure, copy and design concepts in a fraction of the time it used to take. We spend the time we save on what actually matters: understanding your business, your customers and what your website needs to achieve.',
          },
          {
            sv: 'Varje projekt leds av erfarna designers som granskar, finslipar och tar ansvar för slutresultatet. AI:n är verktyget – omdömet, smaken och kontakten med dig står människor för. Så kan vi erbjuda ett fast pris, en gratis mockup och betalning först när du är helt nöjd.',
            en: 'Every project is led by experienced designers who review, refine and take responsibility for the final result. AI is the tool – the judgement, the taste and the conversations with you come from people. That’s how we can offer one fixed price, a free mockup and payment only when you’re completely satisfied.',
          },
        ],
        points: null,
      },
    },
    {
      id: 'reasons',
      type: 'benefits',
      hidden: false,
      data: {
        heading: {
          title: {
            sv: 'Sex skäl att välja oss',
            en: 'Six reasons to choose us',
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
            icon: 'wallet',
            title: {
              sv: 'Ett fast pris',
              en: 'One fixed price',
            },
            description: {
              sv: 'Du vet vad det kostar innan vi börjar. Inga dolda avgifter och inga överraskningar på fakturan.',
              en: 'You know what it costs before we start. No hidden fees and no surprises on the invoice.',
            },
          },
          {
            icon: 'sparkles',
            title: {
              sv: 'AI plus erfarna designers',
              en: 'AI plus experienced designers',
            },
            description: {
              sv: 'AI gör oss snabba, våra designers gör resultatet genomtänkt. Du får det bästa av båda.',
              en: 'AI makes us fast, our designers make the result thoughtful. You get the best of both.',
            },
          },
          {
            icon: 'palette',
            title: {
              sv: 'Se designen innan du bestämmer dig',
              en: 'See the design before you decide',
            },
            description: {
              sv: 'Du får en kostnadsfri mockup som är ungefär 70 % klar – helt utan förpliktelser.',
              en: 'You get a free mockup that’s about 70% complete – with no obligation at all.',
            },
          },
          {
            icon: 'heart',
            title: {
              sv: 'Betala när du är nöjd',
              en: 'Pay when you’re happy',
            },
            description: {
              sv: 'Vi justerar tills designen känns helt rätt. Först när du är 100 % nöjd betalar du.',
              en: 'We refine the design until it feels just right. You only pay once you’re 100% satisfied.',
            },
          },
          {
            icon: 'clock',
            title: {
              sv: 'Snabb leverans',
              en: 'Fast delivery',
            },
            description: {
              sv: 'Mockupen är klar på 3–5 arbetsdagar och den färdiga webbplatsen 2–3 veckor efter att du godkänt den.',
              en: 'Your mockup is ready in 3–5 business days and the finished site 2–3 weeks after you approve it.',
            },
          },
          {
            icon: 'search',
            title: {
              sv: 'Byggd för att synas',
              en: 'Built to be found',
            },
            description: {
              sv: 'Mobilanpassad, snabb och med SEO-grunden på plats från start, så att kunderna hittar dig.',
              en: 'Mobile-friendly, fast and with the SEO basics in place from day one, so customers can find you.',
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
            sv: 'Så börjar vi',
            en: 'How we get started',
          },
          lead: {
            sv: '',
            en: '',
          },
        },
        tone: 'light',
        layout: 'grid',
        steps: [
          {
            title: {
              sv: 'Vi lär känna ditt företag',
              en: 'We get to know your business',
            },
            description: {
              sv: 'Du berättar om verksamheten, dina kunder och vad webbplatsen ska hjälpa dig med. Ett formulär eller ett kort samtal räcker, och vi svarar inom en arbetsdag.',
              en: 'Tell us about your business, your customers and what you want your website to do for you. A short form or a quick call is enough, and we reply within one business day.',
            },
          },
          {
            title: {
              sv: 'Du får en gratis mockup',
              en: 'You get a free mockup',
            },
            description: {
              sv: 'Inom 3–5 arbetsdagar visar vi ett designförslag som är ungefär 70 % klart, så att du ser hur din nya webbplats faktiskt kan se ut.',
              en: 'Within 3–5 business days we show you a design that’s about 70% complete, so you can see what your new website could actually look like.',
            },
          },
          {
            title: {
              sv: 'Du bestämmer – utan press',
              en: 'You decide – no pressure',
            },
            description: {
              sv: 'Gillar du förslaget går vi vidare till ett fast pris. Om inte tackar vi för visat intresse. Mockupen kostar dig ingenting och förpliktar till ingenting.',
              en: 'If you like it, we agree on one fixed price and carry on. If not, thanks for stopping by. The mockup costs you nothing and commits you to nothing.',
            },
          },
        ],
      },
    },
    {
      id: 'offer',
      type: 'offer',
      hidden: false,
      data: {
        title: {
          sv: 'Ett fast pris – och du betalar först när du är nöjd',
          en: 'One fixed price – and you pay only when you’re happy',
        },
        text: {
          sv: 'Vi kommer överens om ett fast pris innan arbetet börjar, och det priset gäller. Inga dolda avgifter, inga timmar som tickar på i bakgrunden. Du betalar först när du är 100 % nöjd med designen. Det enda som tillkommer är domän och webbhotell, som du betalar direkt till leverantören.',
          en: 'We agree on one fixed price before any work begins, and that’s the price you pay. No hidden fees, no hours quietly ticking away in the background. You pay only once you’re 100% satisfied with the design. The only extras are your domain and hosting, which you pay directly to the provider.',
        },
        tone: 'alt',
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
        tone: 'light',
        questions: [
          {
            question: {
              sv: 'Vad kostar det och vad ingår?',
              en: 'What does it cost, and what’s included?',
            },
            answer: {
              sv: 'Du betalar ett fast pris som vi kommer överens om innan vi börjar. I paketet ingår en webbplats på 5–7 sidor med responsiv design, grundläggande SEO, kontaktformulär, webbanalys och tre månaders teknisk support. Inga dolda avgifter tillkommer.',
              en: 'You pay one fixed price, agreed before we start. The package covers a 5–7 page website with responsive design, SEO setup, contact forms, analytics integration and three months of technical support. There are no hidden fees.',
            },
          },
          {
            question: {
              sv: 'Hur lång tid tar det?',
              en: 'How long does it take?',
            },
            answer: {
              sv: 'Den kostnadsfria mockupen får du inom 3–5 arbetsdagar. När du har godkänt designen är den färdiga webbplatsen klar inom 2–3 veckor.',
              en: 'You’ll receive your free mockup within 3–5 business days. Once you’ve approved the design, the finished website is ready within 2–3 weeks.',
            },
          },
          {
            question: {
              sv: 'Måste jag betala för mockupen?',
              en: 'Do I have to pay for the mockup?',
            },
            answer: {
              sv: 'Nej. Mockupen är helt gratis och utan förpliktelser. Du väljer själv om du vill gå vidare när du har sett den.',
              en: 'No. The mockup is completely free and comes with no obligation. Once you’ve seen it, it’s up to you whether to go ahead.',
            },
          },
          {
            question: {
              sv: 'Vad händer om jag inte är nöjd?',
              en: 'What if I’m not satisfied?',
            },
            answer: {
              sv: 'Då justerar vi designen tills den känns rätt, inom det vi har kommit överens om. Du betalar först när du är 100 % nöjd med designen – blir du inte det betalar du ingenting.',
              en: 'Then we keep refining the design, within the agreed scope, until it feels right. You only pay once you’re 100% satisfied with the design – and if you never are, you don’t pay.',
            },
          },
          {
            question: {
              sv: 'Vem äger webbplatsen?',
              en: 'Who owns the website?',
            },
            answer: {
              sv: 'Du. När betalningen är gjord är webbplatsen, designen och innehållet ditt. Du kan flytta den, ändra den eller låta någon annan ta hand om den om du vill.',
              en: 'You do. Once payment is made, the website, the design and the content are yours. You can move it, change it or have someone else look after it whenever you like.',
            },
          },
          {
            question: {
              sv: 'Hur fungerar det med domän och webbhotell?',
              en: 'What about domain and hosting?',
            },
            answer: {
              sv: 'Domän och webbhotell betalar du separat, direkt till leverantören – en domän kostar normalt runt 150 kr per år och webbhotell 100–200 kr i månaden. Vi hjälper gärna till att välja och sätta upp allt.',
              en: 'You pay for your domain and hosting separately, directly to the provider – a domain usually costs around $15 a year and hosting $10–20 a month. We’re happy to help you choose and set everything up.',
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
          sv: 'Ska vi ta fram en mockup åt dig?',
          en: 'Shall we create a mockup for you?',
        },
        text: {
          sv: 'Berätta kort om ditt företag så hör vi av oss inom en arbetsdag. Mockupen är gratis och du bestämmer själv om du vill gå vidare.',
          en: 'Tell us a little about your business and we’ll get back to you within one business day. The mockup is free, and whether you go ahead is entirely up to you.',
        },
        button: {
          sv: 'Kontakta oss',
          en: 'Contact us',
        },
      },
    },
  ],
};
