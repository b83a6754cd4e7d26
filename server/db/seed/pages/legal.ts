import type { Localized } from '../../../../shared/i18n';
import type { Block } from '../../../../shared/blocks/registry';
import type { LegalTextBlock } from '../../../../shared/blocks/legalText';
import type { PageMeta } from '../../../../shared/pages';

/** The privacy notice's statistics paragraphs, as they read since the measurement modes (shared/measurement.ts). */
const statistics = {
  counting: {
    sv: 'Vi räknar besök med ett eget verktyg på vår egen server, utan cookies och utan tredjepartstjänster. Som standard körs inget skript för statistiken: servern räknar de sidor den ändå skickar till dig. Den ser då sidans adress, den webbplats du kom från (bara dess domännamn), eventuella kampanjparametrar i länken (utm_source, utm_medium, utm_campaign), sidans språk och vilken sorts enhet webbläsaren säger att den är (mobil, surfplatta eller dator).',
    en: 'We count visits with our own tool on our own server: no cookies and no third-party services. By default no script runs for the statistics: the server counts the pages it sends you anyway. It then sees the page’s address, the website you came from (its domain name only), any campaign parameters in the link (utm_source, utm_medium, utm_campaign), the page’s language and the kind of device your browser says it is (phone, tablet or computer).',
  },
  asked: {
    sv: 'Om vi i stället frågar dig först (en dialog när du kommer till webbplatsen, och Statistikinställningar längst ner på varje sida) skickar din webbläsare, bara om du godkänner, också skärmens bredd, hur länge sidan var synlig och hur snabbt den laddades och svarade (Core Web Vitals: LCP, INP, CLS, FCP och TTFB, med vilket element på sidan mätningen gällde), och på kontaktsidan stegen i formuläret: att det visades, att ett fält fick fokus, att du tryckte på skicka och om meddelandet kom fram. Ditt svar sparas i webbläsaren, bara svaret, så att vi inte frågar igen. Innehållet i det du skriver ingår aldrig i statistiken.',
    en: 'If we ask you first instead (a dialog when you arrive, and Statistics settings at the foot of every page), your browser also sends, only if you accept, the width of your screen, how long the page was visible and how fast it loaded and responded (Core Web Vitals: LCP, INP, CLS, FCP and TTFB, with the element on the page each measurement concerned), and on the contact page the steps of the form: that it was shown, that a field was focused, that you pressed send and whether the message arrived. Your answer is kept in your browser, the answer alone, so that we do not ask again. What you write is never part of the statistics.',
  },
  optOut: {
    sv: 'Har din webbläsare Do Not Track eller Global Privacy Control påslaget räknas ingenting. Inloggad personal och automatiserade besök (sökmotorernas robotar och liknande) räknas inte. Statistiken bygger på vårt berättigade intresse av att förstå hur webbplatsen används och hur snabb den är (artikel 6.1 f GDPR).',
    en: 'If your browser has Do Not Track or Global Privacy Control switched on, nothing is counted. Signed-in staff and automated visits (search engine robots and the like) are not counted. The statistics rest on our legitimate interest in understanding how the website is used and how fast it is (Article 6(1)(f) GDPR).',
  },
};

type SeedDocument = { meta: PageMeta; blocks: Block[] };

/** The privacy notice: who is responsible, what is collected and why, for how long, and the visitor’s rights. */
export const privacyPage: SeedDocument = {
  meta: {
    title: {
      sv: 'Integritetspolicy – så hanterar vi personuppgifter | Novaweb',
      en: 'Privacy Policy – How We Handle Your Personal Data | Novaweb',
    },
    description: {
      sv: 'Läs hur Novaweb AB behandlar personuppgifter när du kontaktar oss: vilka uppgifter vi samlar in, varför, hur länge vi sparar dem och vilka rättigheter du har.',
      en: 'How Novaweb AB processes personal data when you contact us: what we collect, why we collect it, how long we keep it, and the rights you have under the GDPR.',
    },
    keywords: {
      sv: 'integritetspolicy, personuppgifter, GDPR, dataskydd, Novaweb, kontaktformulär, cookies',
      en: 'privacy policy, personal data, GDPR, data protection, Novaweb, contact form, cookies',
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
          sv: 'Integritetspolicy',
          en: 'Privacy Policy',
        },
        subtitle: {
          sv: 'Vi vill att du ska känna dig trygg när du kontaktar oss. Här förklarar vi vilka personuppgifter vi behandlar när du använder vår webbplats och vårt kontaktformulär, varför vi gör det och vilka rättigheter du har enligt dataskyddsförordningen (GDPR).',
          en: 'We want you to feel safe when you get in touch with us. This notice explains what personal data we process when you use our website and contact form, why we do it, and what rights you have under the General Data Protection Regulation (GDPR).',
        },
        highlight: { sv: '', en: '' },
        crumb: {
          sv: 'Integritetspolicy',
          en: 'Privacy Policy',
        },
        art: null,
        cta: { sv: '', en: '' },
        updated: '2026-11-01',
      },
    },
    {
      id: 'text',
      type: 'legalText',
      hidden: false,
      data: {
        sections: [
          {
            heading: {
              sv: 'Personuppgiftsansvarig',
              en: 'Data controller',
            },
            paragraphs: [
              {
                sv: 'Personuppgiftsansvarig för den behandling som beskrivs i den här policyn är företaget nedan. Det betyder att vi ansvarar för att dina uppgifter hanteras korrekt och enligt gällande lag.',
                en: 'The company below is the controller for the processing described in this notice. That means we are responsible for making sure your data is handled properly and lawfully.',
              },
              {
                sv: 'Har du frågor om hur vi behandlar dina personuppgifter är du alltid välkommen att höra av dig till oss.',
                en: 'If you have any questions about how we handle your personal data, you are always welcome to contact us.',
              },
            ],
            list: [],
            identity: true,
          },
          {
            heading: {
              sv: 'Vilka uppgifter vi samlar in',
              en: 'What data we collect',
            },
            paragraphs: [
              {
                sv: 'När du skickar ett meddelande via vårt kontaktformulär får vi de uppgifter du själv fyller i. Vi sparar också vilket språk du använde på webbplatsen och när meddelandet skickades.',
                en: 'When you send a message through our contact form, we receive the details you enter yourself. We also record which language you were using on the site and when the message was sent.',
              },
              {
                sv: 'Av tekniska skäl behandlar vår server dessutom din IP-adress en kort stund för att skydda formuläret mot missbruk och begränsa hur många meddelanden som kan skickas under en viss tid. IP-adressen sparas inte tillsammans med ditt meddelande.',
                en: 'For technical reasons, our server also processes your IP address briefly to protect the form against abuse and to limit how many messages can be sent within a certain time. Your IP address is not stored with your message.',
              },
            ],
            list: [
              {
                sv: 'Namn',
                en: 'Name',
              },
              {
                sv: 'E-postadress',
                en: 'E-mail address',
              },
              {
                sv: 'Telefonnummer (frivilligt)',
                en: 'Phone number (optional)',
              },
              {
                sv: 'Adress till din nuvarande webbplats (frivilligt)',
                en: 'Address of your current website (optional)',
              },
              {
                sv: 'Ditt meddelande och det du väljer att berätta i det',
                en: 'Your message and anything you choose to share in it',
              },
            ],
            identity: false,
          },
          {
            heading: {
              sv: 'Varför vi behandlar uppgifterna',
              en: 'Why we process your data',
            },
            paragraphs: [
              {
                sv: 'Vi använder uppgifterna för att besvara din förfrågan, förstå vad du behöver och – om du vill – ta fram en mockup eller en offert åt dig. Blir du kund använder vi uppgifterna för att genomföra uppdraget, fakturera och ge support.',
                en: 'We use your data to answer your inquiry, understand what you need and – if you’d like – prepare a mockup or a quote for you. If you become a customer, we use it to carry out the project, invoice you and provide support.',
              },
              {
                sv: 'Vi säljer aldrig dina uppgifter och använder dem inte för reklam från andra. Vi fattar inga beslut om dig som enbart grundar sig på automatiserad behandling.',
                en: 'We never sell your data or use it for other companies’ advertising. We make no decisions about you based solely on automated processing.',
              },
            ],
            list: [],
            identity: false,
          },
          {
            heading: {
              sv: 'Rättslig grund',
              en: 'Legal basis',
            },
            paragraphs: [
              {
                sv: 'När du kontaktar oss behandlar vi dina uppgifter med stöd av vårt berättigade intresse av att kunna besvara frågor och föra en dialog med den som hör av sig (artikel 6.1 f GDPR). När du ber oss ta fram en mockup eller offert behandlar vi uppgifterna för att vidta åtgärder på din begäran innan ett avtal ingås (artikel 6.1 b GDPR).',
                en: 'When you contact us, we process your data on the basis of our legitimate interest in answering questions and corresponding with people who get in touch (Article 6(1)(f) GDPR). When you ask us to prepare a mockup or a quote, we process your data to take steps at your request before entering into a contract (Article 6(1)(b) GDPR).',
              },
              {
                sv: 'När du blir kund behandlar vi uppgifterna för att fullgöra avtalet med dig (artikel 6.1 b) och för att uppfylla rättsliga förpliktelser, till exempel enligt bokföringslagen (artikel 6.1 c).',
                en: 'If you become a customer, we process your data to perform our contract with you (Article 6(1)(b)) and to meet our legal obligations, for example under the Swedish Bookkeeping Act (Article 6(1)(c)).',
              },
            ],
            list: [],
            identity: false,
          },
          {
            heading: {
              sv: 'Hur länge vi sparar uppgifterna',
              en: 'How long we keep your data',
            },
            paragraphs: [
              {
                sv: 'Vi sparar inte dina uppgifter längre än vi behöver. Förfrågningar som inte leder till ett uppdrag raderas 12 månader efter vår senaste kontakt med dig.',
                en: 'We don’t keep your data longer than we need to. Inquiries that don’t lead to a project are deleted 12 months after our last contact with you.',
              },
              {
                sv: 'Blir du kund sparar vi uppgifterna så länge uppdraget och eventuell support pågår. Räkenskapsinformation, som fakturor och avtal, sparar vi i sju år enligt bokföringslagen. Därefter raderas den.',
                en: 'If you become a customer, we keep your data for as long as the project and any support period last. Accounting records, such as invoices and contracts, are kept for seven years as required by the Swedish Bookkeeping Act (bokföringslagen) and then deleted.',
              },
            ],
            list: [],
            identity: false,
          },
          {
            heading: {
              sv: 'Vilka som får ta del av uppgifterna',
              en: 'Who receives your data',
            },
            paragraphs: [
              {
                sv: 'Vi delar bara dina uppgifter med leverantörer som hjälper oss att driva webbplatsen och hantera vår e-post. De behandlar uppgifterna för vår räkning, enligt våra instruktioner och med stöd av personuppgiftsbiträdesavtal.',
                en: 'We share your data only with providers that help us run the website and handle our e-mail. They process the data on our behalf, following our instructions and under data processing agreements.',
              },
              {
                sv: 'Vi lämnar också ut uppgifter om vi är skyldiga att göra det enligt lag, till exempel till Skatteverket.',
                en: 'We also disclose data where the law requires us to, for example to the Swedish Tax Agency.',
              },
            ],
            list: [
              {
                sv: 'E-postleverantörer: en SMTP-tjänst som skickar och lagrar e-posten med din förfrågan och vår bekräftelse till dig.',
                en: 'E-mail providers: an SMTP service that sends and stores the e-mails containing your inquiry and our confirmation to you.',
              },
              {
                sv: 'EmailJS: om vår formulärtjänst inte går att nå skickas ditt meddelande i stället via e-posttjänsten EmailJS, som då behandlar innehållet i meddelandet.',
                en: 'EmailJS: if our form service can’t be reached, your message is sent through the e-mail service EmailJS instead, which then processes its content.',
              },
              {
                sv: 'Vår webbhotellsleverantör, där webbplatsen och databasen med förfrågningar finns.',
                en: 'Our hosting provider, where the website and the database of inquiries are kept.',
              },
            ],
            identity: false,
          },
          {
            heading: {
              sv: 'Överföring utanför EU/EES',
              en: 'Transfers outside the EU/EEA',
            },
            paragraphs: [
              {
                sv: 'Vi strävar efter att dina uppgifter ska behandlas inom EU/EES. Om en leverantör finns utanför EU/EES, eller på annat sätt för över uppgifter dit, sker det bara med lämpliga skyddsåtgärder, till exempel EU-kommissionens standardavtalsklausuler eller ett beslut om adekvat skyddsnivå.',
                en: 'We aim to have your data processed within the EU/EEA. Where a provider is located outside the EU/EEA, or otherwise transfers data there, this only happens with appropriate safeguards in place, such as the EU Standard Contractual Clauses or an adequacy decision.',
              },
              {
                sv: 'Vill du veta mer om vilka skyddsåtgärder som gäller för en viss leverantör kan du kontakta oss.',
                en: 'If you’d like to know more about the safeguards that apply to a particular provider, please contact us.',
              },
            ],
            list: [],
            identity: false,
          },
          {
            heading: {
              sv: 'Besöksstatistik utan cookies',
              en: 'Visitor statistics without cookies',
            },
            paragraphs: [
              statistics.counting,
              statistics.asked,
              {
                sv: 'För att räkna unika besökare gör servern en kontrollsumma av din IP-adress och webbläsarens identifiering tillsammans med ett slumpat värde som byts varje dygn och sedan raderas. Varken IP-adressen eller webbläsarens identifiering sparas, och samma besökare kan inte kännas igen från en dag till nästa. De enskilda händelserna raderas efter 30 dagar; därefter finns bara sammanräknade siffror kvar.',
                en: 'To count unique visitors, the server makes a checksum of your IP address and your browser’s identification together with a random value that changes every day and is then deleted. Neither the IP address nor the browser identification is stored, and the same visitor cannot be recognised from one day to the next. The individual events are deleted after 30 days; after that only totals remain.',
              },
              statistics.optOut,
            ],
            list: [],
            identity: false,
          },
          {
            heading: {
              sv: 'Cookies och lokal lagring',
              en: 'Cookies and local storage',
            },
            paragraphs: [
              {
                sv: 'Vi använder inga cookies för spårning eller marknadsföring. Om du skickar ett meddelande via formuläret sparar din webbläsare meddelandet i lokal lagring (local storage) tills vår server har tagit emot det. Det gör att ditt meddelande inte försvinner om anslutningen bryts, och det tas bort när servern har bekräftat att meddelandet kommit fram.',
                en: 'We don’t use any tracking or marketing cookies. If you send a message through the form, your browser keeps it in local storage until our server has received it. That way your message isn’t lost if the connection drops, and it is removed as soon as the server confirms it has arrived.',
              },
              {
                sv: 'Vår personal använder en sessionscookie för att logga in i webbplatsens administration. Den cookien sätts bara för inloggad personal och aldrig för besökare.',
                en: 'Our staff use a session cookie to sign in to the website’s admin area. That cookie is only ever set for signed-in staff, never for visitors.',
              },
            ],
            list: [],
            identity: false,
          },
          {
            heading: {
              sv: 'Säkerhet',
              en: 'Security',
            },
            paragraphs: [
              {
                sv: 'Vi skyddar dina uppgifter med tekniska och organisatoriska åtgärder. All trafik till webbplatsen är krypterad, bara behörig personal har tillgång till förfrågningarna och inloggningen till administrationen är skyddad.',
                en: 'We protect your data with technical and organisational measures. All traffic to the website is encrypted, only authorised staff can access inquiries, and sign-in to the admin area is protected.',
              },
              {
                sv: 'Vi ser regelbundet över våra rutiner och våra leverantörer för att hålla säkerheten på en rimlig nivå.',
                en: 'We review our routines and our providers regularly to keep security at an appropriate level.',
              },
            ],
            list: [],
            identity: false,
          },
          {
            heading: {
              sv: 'Dina rättigheter',
              en: 'Your rights',
            },
            paragraphs: [
              {
                sv: 'Enligt GDPR har du flera rättigheter när det gäller dina personuppgifter. Vill du använda någon av dem mejlar du till hej@novaweb.se. Vi svarar inom en månad och kan behöva be dig bekräfta din identitet innan vi lämnar ut uppgifter.',
                en: 'Under the GDPR you have several rights regarding your personal data. To use any of them, e-mail us at hej@novaweb.se. We will reply within one month and may need to ask you to confirm your identity before disclosing any data.',
              },
              {
                sv: 'Om du tycker att vi hanterar dina uppgifter felaktigt vill vi gärna att du hör av dig till oss först. Du har också rätt att lämna klagomål till Integritetsskyddsmyndigheten (IMY), imy.se.',
                en: 'If you feel we are handling your data incorrectly, we’d appreciate hearing from you first. You also have the right to lodge a complaint with the Swedish Authority for Privacy Protection (Integritetsskyddsmyndigheten, IMY), imy.se.',
              },
            ],
            list: [
              {
                sv: 'Rätt till tillgång: få veta vilka uppgifter vi har om dig och få en kopia av dem.',
                en: 'Right of access: find out what data we hold about you and receive a copy.',
              },
              {
                sv: 'Rätt till rättelse: få felaktiga eller ofullständiga uppgifter rättade.',
                en: 'Right to rectification: have inaccurate or incomplete data corrected.',
              },
              {
                sv: 'Rätt till radering: få dina uppgifter raderade, om vi inte är skyldiga att spara dem.',
                en: 'Right to erasure: have your data deleted, unless we are required to keep it.',
              },
              {
                sv: 'Rätt till begränsning: begära att vi tillfälligt begränsar behandlingen.',
                en: 'Right to restriction: ask us to temporarily restrict the processing.',
              },
              {
                sv: 'Rätt att invända: invända mot behandling som grundar sig på vårt berättigade intresse.',
                en: 'Right to object: object to processing based on our legitimate interest.',
              },
              {
                sv: 'Rätt till dataportabilitet: få ut uppgifter du lämnat till oss i ett maskinläsbart format.',
                en: 'Right to data portability: receive the data you gave us in a machine-readable format.',
              },
            ],
            identity: false,
          },
          {
            heading: {
              sv: 'Ändringar i policyn',
              en: 'Changes to this notice',
            },
            paragraphs: [
              {
                sv: 'Vi kan komma att uppdatera den här policyn, till exempel om vi byter leverantör eller ändrar hur formuläret fungerar. Datumet för den senaste ändringen står alltid överst på sidan.',
                en: 'We may update this notice, for example if we change providers or the way the form works. The date of the latest change is always shown at the top of the page.',
              },
            ],
            list: [],
            identity: false,
          },
        ],
      },
    },
  ],
};

/** The terms: how a project runs, prices and payment, the guarantee, ownership and liability. */
export const termsPage: SeedDocument = {
  meta: {
    title: {
      sv: 'Allmänna villkor för webbdesign och tjänster | Novaweb',
      en: 'Terms of Service for Web Design and Services | Novaweb',
    },
    description: {
      sv: 'Villkoren för Novawebs tjänster: gratis mockup utan förpliktelser, ett fast pris utan dolda avgifter, betalning när du är nöjd, leverans, ägande och support.',
      en: 'The terms for Novaweb’s services: a free, no-obligation mockup, one fixed price with no hidden fees, payment when you’re happy, delivery, ownership and support.',
    },
    keywords: {
      sv: 'allmänna villkor, avtalsvillkor, webbdesign, fast pris, gratis mockup, Novaweb, webbyrå',
      en: 'terms of service, terms and conditions, web design, fixed price, free mockup, Novaweb, web agency',
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
          sv: 'Allmänna villkor',
          en: 'Terms of Service',
        },
        subtitle: {
          sv: 'De här villkoren gäller när vi tar fram en mockup eller utför webbdesign, omdesign, sökmotoroptimering eller konverteringsoptimering åt dig. Det som står i din skriftliga offert eller ditt avtal gäller före dessa villkor.',
          en: 'These terms apply when we prepare a mockup for you or provide web design, redesign, search engine optimisation or conversion optimisation services. Anything stated in your written quote or agreement takes precedence over these terms.',
        },
        highlight: { sv: '', en: '' },
        crumb: {
          sv: 'Allmänna villkor',
          en: 'Terms of Service',
        },
        art: null,
        cta: { sv: '', en: '' },
        updated: '2026-11-01',
      },
    },
    {
      id: 'text',
      type: 'legalText',
      hidden: false,
      data: {
        sections: [
          {
            heading: {
              sv: 'Vem du avtalar med',
              en: 'Who you contract with',
            },
            paragraphs: [
              {
                sv: 'Din avtalspart är företaget nedan. Hör av dig hit med frågor om villkoren, din offert eller ditt uppdrag.',
                en: 'The party to your agreement is the company below. Get in touch here with questions about these terms, your quote or your project.',
              },
            ],
            list: [],
            identity: true,
          },
          {
            heading: {
              sv: 'Kostnadsfri mockup',
              en: 'Free mockup',
            },
            paragraphs: [
              {
                sv: 'Innan du bestämmer dig tar vi fram en mockup av din nya webbplats, ungefär 70 % klar, inom 3–5 arbetsdagar från att vi fått de uppgifter vi behöver. Mockupen är kostnadsfri och helt utan förpliktelser.',
                en: 'Before you decide anything, we create a mockup of your new website, about 70% complete, within 3–5 business days of receiving the information we need. The mockup is free and comes with no obligation.',
              },
              {
                sv: 'Väljer du att inte gå vidare har du ingenting att betala. Mockupen får inte användas som underlag för en webbplats som byggs av någon annan utan vårt medgivande.',
                en: 'If you choose not to go ahead, you owe us nothing. The mockup may not be used as the basis for a website built by someone else without our consent.',
              },
            ],
            list: [],
            identity: false,
          },
          {
            heading: {
              sv: 'Fast pris och avtal',
              en: 'Fixed price and agreement',
            },
            paragraphs: [
              {
                sv: 'Innan arbetet börjar kommer vi skriftligen överens om ett fast pris och vad som ingår i uppdraget. Det priset gäller för det överenskomna omfånget – det finns inga dolda avgifter och vi debiterar inte per timme.',
                en: 'Before any work begins, we agree in writing on one fixed price and on what the project includes. That price covers the agreed scope – there are no hidden fees and we don’t bill by the hour.',
              },
              {
                sv: 'Vill du lägga till något som ligger utanför det överenskomna omfånget, till exempel fler sidor eller nya funktioner, får du ett skriftligt pris på tillägget innan vi gör det. Inget läggs till utan ditt godkännande.',
                en: 'If you’d like to add something outside the agreed scope, such as extra pages or new features, you’ll receive a written price for the addition before we do it. Nothing is added without your approval.',
              },
            ],
            list: [],
            identity: false,
          },
          {
            heading: {
              sv: 'Betalning',
              en: 'Payment',
            },
            paragraphs: [
              {
                sv: 'Du betalar först när du är 100 % nöjd med designen och har godkänt den skriftligen, till exempel via e-post. Därefter skickar vi faktura med 30 dagars betalningsvillkor.',
                en: 'You pay only once you’re 100% satisfied with the design and have approved it in writing, for example by e-mail. We then send an invoice with 30 days’ payment terms.',
              },
              {
                sv: 'Vid försenad betalning har vi rätt till dröjsmålsränta enligt räntelagen. Om vi inte lyckas ta fram en design du är nöjd med inom det överenskomna omfånget kan du avsluta uppdraget utan att betala.',
                en: 'Late payments accrue statutory interest under the Swedish Interest Act (räntelagen). If we can’t produce a design you’re satisfied with within the agreed scope, you may end the project without paying.',
              },
            ],
            list: [],
            identity: false,
          },
          {
            heading: {
              sv: 'Leverans och tidsplan',
              en: 'Delivery and timeline',
            },
            paragraphs: [
              {
                sv: 'Den färdiga webbplatsen levereras normalt 2–3 veckor efter att du godkänt designen. Tidsplanen förutsätter att vi får texter, bilder och åtkomst i tid.',
                en: 'The finished website is normally delivered 2–3 weeks after you approve the design. The timeline assumes we receive texts, images and access on time.',
              },
              {
                sv: 'Blir vi försenade av skäl som vi ansvarar för meddelar vi dig så snart som möjligt tillsammans med en ny tidsplan. Vi svarar på frågor inom en arbetsdag, måndag–fredag 9:00–17:00.',
                en: 'If we are delayed for reasons within our control, we’ll let you know as soon as possible along with a revised timeline. We reply to questions within one business day, Monday to Friday, 9:00–17:00.',
              },
            ],
            list: [],
            identity: false,
          },
          {
            heading: {
              sv: 'Det du som kund bidrar med',
              en: 'What you provide',
            },
            paragraphs: [
              {
                sv: 'För att vi ska kunna göra ett bra jobb behöver vi underlag från dig. Du ansvarar för att materialet du lämnar är korrekt och att du har rätt att använda det, till exempel upphovsrätt till bilder och texter.',
                en: 'To do a good job, we need material from you. You are responsible for making sure the material you provide is accurate and that you have the right to use it, including copyright in images and texts.',
              },
            ],
            list: [
              {
                sv: 'Texter om verksamheten, eller underlag som vi kan skriva utifrån',
                en: 'Texts about your business, or notes we can write from',
              },
              {
                sv: 'Bilder, logotyp och eventuell grafisk profil',
                en: 'Images, logo and any brand guidelines',
              },
              {
                sv: 'Åtkomst till befintlig webbplats, domän, webbhotell och andra tjänster som behövs',
                en: 'Access to your existing website, domain, hosting and any other services needed',
              },
              {
                sv: 'Snabb återkoppling på förslag och frågor',
                en: 'Prompt feedback on drafts and questions',
              },
            ],
            identity: false,
          },
          {
            heading: {
              sv: 'Justeringar och revisioner',
              en: 'Adjustments and revisions',
            },
            paragraphs: [
              {
                sv: 'Vi justerar designen tills du är nöjd, inom det omfång vi har kommit överens om. Det betyder att vi finslipar färger, layout, texter och detaljer så många gånger som behövs för att det ska bli rätt.',
                en: 'We keep adjusting the design until you’re satisfied, within the agreed scope. That means we refine colours, layout, copy and details as many times as it takes to get it right.',
              },
              {
                sv: 'Önskemål som förändrar uppdragets omfång, till exempel helt nya sidor eller funktioner, hanteras som tillägg enligt avsnittet om fast pris och avtal.',
                en: 'Requests that change the scope of the project, such as entirely new pages or features, are handled as additions as described under fixed price and agreement.',
              },
            ],
            list: [],
            identity: false,
          },
          {
            heading: {
              sv: 'Domän, webbhotell och tredjepartstjänster',
              en: 'Domain, hosting and third-party services',
            },
            paragraphs: [
              {
                sv: 'Domän och webbhotell ingår inte i priset. Du tecknar och betalar dem själv, direkt till leverantören, och står som innehavare. Vi hjälper gärna till att välja leverantör och sätta upp allt.',
                en: 'Domain and hosting are not included in the price. You sign up for and pay for them yourself, directly to the provider, and you are the registered holder. We’re happy to help you choose a provider and set everything up.',
              },
              {
                sv: 'För tjänster från andra leverantörer, som webbhotell, domänregistrering, e-post eller analysverktyg, gäller respektive leverantörs villkor. Vi ansvarar inte för avbrott, prisändringar eller fel i sådana tjänster.',
                en: 'Services from other providers, such as hosting, domain registration, e-mail or analytics tools, are governed by that provider’s terms. We are not responsible for outages, price changes or faults in those services.',
              },
            ],
            list: [],
            identity: false,
          },
          {
            heading: {
              sv: 'Äganderätt och immateriella rättigheter',
              en: 'Ownership and intellectual property',
            },
            paragraphs: [
              {
                sv: 'När hela beloppet är betalt övergår äganderätten och de ekonomiska rättigheterna till webbplatsens design, kod och innehåll som vi tagit fram för dig till dig. Fram till dess tillhör de Novaweb AB.',
                en: 'Once the full amount has been paid, ownership of and the economic rights to the design, code and content we created for your website pass to you. Until then, they belong to Novaweb AB.',
              },
              {
                sv: 'Material som du själv har lämnat förblir ditt. Komponenter med öppen källkod och licensierade typsnitt eller bilder omfattas av sina respektive licenser. Vi får visa upp webbplatsen i vår portfolio om du inte meddelar oss att du inte vill det.',
                en: 'Material you provided remains yours. Open-source components and licensed fonts or images are covered by their respective licences. We may show the website in our portfolio unless you tell us you’d rather we didn’t.',
              },
            ],
            list: [],
            identity: false,
          },
          {
            heading: {
              sv: 'Support',
              en: 'Support',
            },
            paragraphs: [
              {
                sv: 'Efter lanseringen ingår teknisk support under den period som gäller för ditt paket och som anges i offerten. Supporten omfattar felrättning och hjälp med frågor om webbplatsen.',
                en: 'After launch, technical support is included for the period that applies to your package, as stated in your quote. Support covers bug fixes and help with questions about the website.',
              },
              {
                sv: 'Nya funktioner, större ändringar och support efter supportperiodens slut kan vi erbjuda till ett pris som vi kommer överens om i förväg.',
                en: 'New features, larger changes and support after the support period ends can be offered at a price we agree on in advance.',
              },
            ],
            list: [],
            identity: false,
          },
          {
            heading: {
              sv: 'Ansvarsbegränsning',
              en: 'Limitation of liability',
            },
            paragraphs: [
              {
                sv: 'Vi utför uppdraget fackmässigt och rättar fel som beror på oss utan extra kostnad. Vi ansvarar inte för indirekta skador, som utebliven vinst eller förlorad data, och vårt sammanlagda ansvar är begränsat till det belopp du har betalat för uppdraget.',
                en: 'We carry out the work professionally and fix any errors on our part at no extra cost. We are not liable for indirect losses, such as lost profits or lost data, and our total liability is limited to the amount you have paid for the project.',
              },
              {
                sv: 'Vi ansvarar inte för skador som orsakas av material du har lämnat, av ändringar som någon annan gjort i webbplatsen eller av tredjepartstjänster. Begränsningarna gäller inte vid uppsåt eller grov vårdslöshet, och de inskränker inte rättigheter du har enligt tvingande lag.',
                en: 'We are not liable for damage caused by material you provided, by changes someone else has made to the website, or by third-party services. These limitations do not apply in cases of intent or gross negligence, and they do not restrict any rights you have under mandatory law.',
              },
            ],
            list: [],
            identity: false,
          },
          {
            heading: {
              sv: 'Personuppgifter',
              en: 'Personal data',
            },
            paragraphs: [
              {
                sv: 'Hur vi behandlar dina personuppgifter beskrivs i vår integritetspolicy. Om vi under uppdraget behandlar personuppgifter för din räkning, till exempel uppgifter från formulär på din webbplats, ingår vi ett personuppgiftsbiträdesavtal med dig.',
                en: 'How we process your personal data is described in our privacy policy. If, during the project, we process personal data on your behalf – for example data submitted through forms on your website – we will enter into a data processing agreement with you.',
              },
            ],
            list: [],
            identity: false,
          },
          {
            heading: {
              sv: 'Tillämplig lag och tvister',
              en: 'Governing law and disputes',
            },
            paragraphs: [
              {
                sv: 'Svensk lag gäller för dessa villkor och för uppdraget. Om vi inte är överens försöker vi i första hand lösa saken i dialog med varandra.',
                en: 'These terms and the project are governed by Swedish law. If we disagree, we will first try to resolve the matter through dialogue.',
              },
              {
                sv: 'Tvister som vi inte kan lösa tillsammans avgörs av allmän domstol i Sverige.',
                en: 'Any dispute we cannot resolve together will be settled by the general courts of Sweden.',
              },
            ],
            list: [],
            identity: false,
          },
        ],
      },
    },
  ],
};

/** The accessibility statement: what is tested, what is known to fall short, and how to report a problem. */
export const accessibilityPage: SeedDocument = {
  meta: {
    title: {
      sv: 'Tillgänglighetsredogörelse för novaweb.se | Novaweb',
      en: 'Accessibility statement for novaweb.se | Novaweb',
    },
    description: {
      sv: 'Hur tillgänglig Novawebs webbplats är, vad vi testar och hur, och hur du rapporterar ett problem om något inte fungerar för dig.',
      en: 'How accessible the Novaweb website is, what we test and how, and how to report a problem if something does not work for you.',
    },
    keywords: {
      sv: 'tillgänglighet, tillgänglighetsredogörelse, WCAG 2.2, skärmläsare, tangentbord, Novaweb',
      en: 'accessibility, accessibility statement, WCAG 2.2, screen reader, keyboard, Novaweb',
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
          sv: 'Tillgänglighetsredogörelse',
          en: 'Accessibility statement',
        },
        subtitle: {
          sv: 'Vi vill att alla ska kunna läsa om våra tjänster och kontakta oss, oavsett hur man använder webben. Här berättar vi hur tillgänglig novaweb.se är, hur vi kontrollerar det och vad du kan göra om något inte fungerar för dig.',
          en: 'We want everyone to be able to read about our services and contact us, however they use the web. This page tells you how accessible novaweb.se is, how we check it and what you can do if something does not work for you.',
        },
        highlight: { sv: '', en: '' },
        crumb: {
          sv: 'Tillgänglighetsredogörelse',
          en: 'Accessibility statement',
        },
        art: null,
        cta: { sv: '', en: '' },
        updated: '2026-11-29',
      },
    },
    {
      id: 'text',
      type: 'legalText',
      hidden: false,
      data: {
        sections: [
          {
            heading: {
              sv: 'Hur tillgänglig är webbplatsen?',
              en: 'How accessible is the website?',
            },
            paragraphs: [
              {
                sv: 'Vårt mål är att hela webbplatsen uppfyller nivå AA i WCAG 2.2, den internationella riktlinjen för tillgängligt innehåll på webben. Vi känner i dag inte till något på de publika sidorna som inte uppfyller den nivån.',
                en: 'Our aim is that the whole website meets level AA of WCAG 2.2, the international guideline for accessible web content. Today we know of nothing on the public pages that falls short of that level.',
              },
              {
                sv: 'Webbplatsen fungerar utan JavaScript: menyer, vanliga frågor, jämförelsebilderna och kontaktformuläret går att använda även om skript är avstängda eller inte hunnit laddas.',
                en: 'The website works without JavaScript: the menus, the frequently asked questions, the comparison pictures and the contact form can be used even when scripts are turned off or have not loaded yet.',
              },
            ],
            list: [],
            identity: false,
          },
          {
            heading: {
              sv: 'Vad vi testar',
              en: 'What we test',
            },
            paragraphs: [
              {
                sv: 'Varje ändring av webbplatsen testas automatiskt innan den publiceras. Testerna körs på varje typ av sida, på svenska och engelska, i en riktig webbläsare.',
                en: 'Every change to the website is tested automatically before it is published. The tests run on every type of page, in Swedish and English, in a real browser.',
              },
            ],
            list: [
              {
                sv: 'Automatisk granskning mot WCAG 2.1 nivå A och AA med verktyget axe, på varje sida och varje komponent',
                en: 'An automatic review against WCAG 2.1 levels A and AA with the axe tool, on every page and every component',
              },
              {
                sv: 'De krav som tillkom i WCAG 2.2: att fokus aldrig döljs bakom menyraden, att klickytor är minst 24 × 24 pixlar, att du aldrig behöver fylla i samma uppgift två gånger och att inloggning fungerar med lösenordshanterare och inklistring',
                en: 'The requirements WCAG 2.2 added: focus is never hidden behind the menu bar, click targets are at least 24 × 24 pixels, you never have to enter the same information twice, and signing in works with password managers and pasting',
              },
              {
                sv: 'Att allt går att nå och använda med tangentbord, och att fokus syns',
                en: 'That everything can be reached and used with a keyboard, and that focus is visible',
              },
              {
                sv: 'Att inget innehåll skärs av eller måste rullas i sidled, från 320 pixlars bredd och uppåt',
                en: 'That no content is cut off or has to be scrolled sideways, from 320 pixels wide and up',
              },
              {
                sv: 'Att animationer stängs av när du har valt minskad rörelse i ditt system',
                en: 'That animations stop when you have chosen reduced motion in your system',
              },
            ],
            identity: false,
          },
          {
            heading: {
              sv: 'Det här testar vi inte automatiskt',
              en: 'What we do not test automatically',
            },
            paragraphs: [
              {
                sv: 'Automatiska tester hittar inte allt. Hur begripliga texterna är, om en bild beskrivs på ett bra sätt och hur det är att använda sidan med en skärmläsare bedömer vi själva när vi skriver och granskar innehållet. Hittar du något vi har missat vill vi gärna veta det.',
                en: 'Automatic tests do not find everything. How clear the texts are, whether an image is described well and what the page is like with a screen reader are things we judge ourselves when we write and review the content. If you find something we have missed, we would like to know.',
              },
            ],
            list: [],
            identity: false,
          },
          {
            heading: {
              sv: 'Rapportera ett problem',
              en: 'Report a problem',
            },
            paragraphs: [
              {
                sv: 'Om du inte kan ta del av något på webbplatsen, eller om något är svårt att använda, hör av dig till oss. Berätta vilken sida det gäller och vad som hände, så svarar vi inom fem arbetsdagar. Behöver du innehållet i en annan form hjälper vi dig med det.',
                en: 'If you cannot use something on the website, or something is hard to use, get in touch. Tell us which page it is and what happened, and we will reply within five working days. If you need the content in another form, we will help you with that.',
              },
            ],
            list: [
              {
                sv: 'E-post: hej@novaweb.se',
                en: 'Email: hej@novaweb.se',
              },
              {
                sv: 'Telefon: 070-174 06 50 (mån–fre 9:00–17:00)',
                en: 'Phone: +46 70-174 06 50 (Mon–Fri 9:00–17:00)',
              },
            ],
            identity: false,
          },
          {
            heading: {
              sv: 'Lagar och tillsyn',
              en: 'Laws and supervision',
            },
            paragraphs: [
              {
                sv: 'Lagen om tillgänglighet till digital offentlig service gäller offentlig sektor och Myndigheten för digital förvaltning (DIGG) har tillsyn över den. Vi är ett privat företag, men vi följer samma nivå frivilligt eftersom vi tycker att det är så en webbplats ska byggas.',
                en: 'The Swedish act on accessibility to digital public services applies to the public sector and is supervised by the Agency for Digital Government (DIGG). We are a private company, but we meet the same level voluntarily because we believe that is how a website should be built.',
              },
            ],
            list: [],
            identity: false,
          },
        ],
      },
    },
  ],
};

/** The statistics paragraphs an earlier seed wrote, each with what it became (the `seed:pages:measurement` step). */
export const measurementTexts: [Localized<string>, Localized<string>][] = [
  [
    {
      sv: 'Vi räknar besök med ett eget verktyg på vår egen server, utan cookies, utan lokal lagring och utan tredjepartstjänster. När du besöker en sida skickar webbläsaren sidans adress, den webbplats du kom från (bara dess domännamn), eventuella kampanjparametrar i länken (utm_source, utm_medium, utm_campaign), sidans språk och skärmens bredd.',
      en: 'We count visits with our own tool on our own server: no cookies, no local storage and no third-party services. When you open a page, your browser sends its address, the website you came from (its domain name only), any campaign parameters in the link (utm_source, utm_medium, utm_campaign), the page’s language and the width of your screen.',
    },
    statistics.counting,
  ],
  [
    {
      sv: 'När du lämnar sidan skickas hur länge den var synlig och hur snabbt den laddades och svarade (Core Web Vitals: LCP, INP, CLS, FCP och TTFB, med vilket element på sidan mätningen gällde). På kontaktsidan räknar vi också stegen i formuläret: att det visades, att ett fält fick fokus, att du tryckte på skicka och om meddelandet kom fram. Innehållet i det du skriver ingår aldrig i statistiken.',
      en: 'When you leave the page, it sends how long the page was visible and how fast it loaded and responded (Core Web Vitals: LCP, INP, CLS, FCP and TTFB, with the element on the page each measurement concerned). On the contact page we also count the steps of the form: that it was shown, that a field was focused, that you pressed send and whether the message arrived. What you write is never part of the statistics.',
    },
    statistics.asked,
  ],
  [
    {
      sv: 'Har din webbläsare Do Not Track eller Global Privacy Control påslaget skickas ingenting. Inloggad personal och automatiserade besök (sökmotorernas robotar och liknande) räknas inte. Statistiken bygger på vårt berättigade intresse av att förstå hur webbplatsen används och hur snabb den är (artikel 6.1 f GDPR).',
      en: 'If your browser has Do Not Track or Global Privacy Control switched on, nothing is sent. Signed-in staff and automated visits (search engine robots and the like) are not counted. The statistics rest on our legitimate interest in understanding how the website is used and how fast it is (Article 6(1)(f) GDPR).',
    },
    statistics.optOut,
  ],
];

/** The first section of a seeded page's legal text. */
const firstSection = (page: SeedDocument) =>
  (page.blocks.find((block) => block.type === 'legalText')!.data as LegalTextBlock).sections[0]!;

const controller = firstSection(privacyPage);

/**
 * The privacy notice's data controller as an earlier seed wrote it (the company typed in a list) and as the seed
 * writes it now (the settings shown), and the terms' first section naming the party (the `seed:pages:identity` step).
 */
export const identitySections = {
  controller: [
    {
      heading: controller.heading,
      paragraphs: [
        {
          sv: 'Novaweb AB är personuppgiftsansvarig för den behandling som beskrivs i den här policyn. Det betyder att vi ansvarar för att dina uppgifter hanteras korrekt och enligt gällande lag.',
          en: 'Novaweb AB is the controller for the processing described in this notice. That means we are responsible for making sure your data is handled properly and lawfully.',
        },
        controller.paragraphs[1]!,
      ],
      list: [
        { sv: 'Novaweb AB', en: 'Novaweb AB' },
        { sv: 'Storgatan 12, 111 51 Stockholm', en: 'Storgatan 12, 111 51 Stockholm, Sweden' },
        { sv: 'E-post: hej@novaweb.se', en: 'E-mail: hej@novaweb.se' },
        { sv: 'Telefon: 070-174 06 50', en: 'Phone: +46 70-174 06 50' },
      ],
      identity: false,
    },
    controller,
  ] as [LegalTextBlock['sections'][number], LegalTextBlock['sections'][number]],
  party: firstSection(termsPage),
};
