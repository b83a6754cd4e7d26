export interface SeedPost {
  id: number;
  slug: string;
  date: string; // YYYY-MM-DD
  title: { sv: string; en: string };
  excerpt: { sv: string; en: string };
  category: { sv: string; en: string };
  keywords: { sv: string[]; en: string[] };
  body: { sv: string; en: string }; // Markdown
}

export const seedPosts: SeedPost[] = [
  {
    id: 1,
    slug: 'why-seo-is-crucial-for-businesses',
    date: '2024-01-22',
    title: {
      sv: 'Därför är SEO avgörande för ditt företag',
      en: 'Why SEO Matters So Much for Small Businesses',
    },
    excerpt: {
      sv: 'De flesta kundresor börjar med en sökning. Så hjälper sökmotoroptimering ditt företag att synas när kunderna letar – utan att du betalar för varje klick.',
      en: "Most buying journeys start with a search. Here's how SEO puts your business in front of customers at the exact moment they're looking.",
    },
    category: { sv: 'SEO', en: 'SEO' },
    keywords: {
      sv: ['SEO', 'sökmotoroptimering', 'lokal SEO', 'Google Företagsprofil', 'organisk trafik'],
      en: ['SEO', 'search engine optimisation', 'local SEO', 'Google Business Profile', 'organic traffic'],
    },
    body: {
      sv: `När någon behöver en elektriker, en frisör eller en redovisningsbyrå tar de flesta fram mobilen och söker. Det som syns på första sidan får klicken – resten blir i praktiken osynligt. Sökmotoroptimering, eller SEO, handlar om att göra din webbplats så relevant, snabb och lättbegriplig att Google väljer att visa den för människor som letar efter just det du erbjuder.

## Trafik som fortsätter att komma

Den stora skillnaden mellan SEO och betald annonsering är hur länge effekten håller i sig. En annons slutar ge besökare samma dag som du slutar betala. En sida som rankar bra i de organiska sökresultaten kan däremot dra in besökare månad efter månad, utan kostnad per klick. SEO kräver tålamod – räkna ofta med några månader innan du ser tydliga resultat – men arbetet bygger på sig självt.

Besökare från sökmotorer är dessutom ovanligt värdefulla. De har själva formulerat ett behov och letar aktivt efter en lösning. Det gör dem betydligt mer benägna att höra av sig eller köpa än den som råkar scrolla förbi ett inlägg i sociala medier. Många användare litar också mer på organiska resultat än på annonser och hoppar medvetet över de sponsrade länkarna.

## Lokal SEO – småföretagens stora chans

För ett lokalt företag är det sällan meningsfullt att tävla om breda sökord i hela landet. Sökningar som ”tandläkare Västerås” eller ”bilverkstad nära mig” är där striden avgörs, och där har små aktörer goda chanser. Börja med en komplett Google Företagsprofil: rätt kategori, öppettider, bilder, tjänster och ett aktuellt telefonnummer. Be nöjda kunder om recensioner och svara på alla, även de kritiska. Se till att företagets namn, adress och telefonnummer står exakt likadant överallt där du finns listad.

## Grunderna som gör störst skillnad

Du behöver inte vara tekniker för att komma långt. Det här är de åtgärder som brukar ge mest effekt för en mindre webbplats:

- **Teknisk grund:** HTTPS, snabb laddning och en sajt som fungerar perfekt i mobilen. Google utgår i första hand från mobilversionen när sidor indexeras.
- **En sida per tjänst:** Samla inte allt på en enda sida. En egen sida för varje tjänst gör det lättare att synas på specifika sökningar.
- **Titlar och rubriker:** Varje sida behöver en unik sidtitel och metabeskrivning som innehåller det kunden faktiskt söker på, gärna tillsammans med orten.
- **Strukturerad data:** Schema-märkning av typen LocalBusiness hjälper Google att förstå vem du är, var du finns och när du har öppet.
- **Länkar:** Länkar från lokala föreningar, branschorganisationer och samarbetspartner stärker ditt förtroende i Googles ögon.

SEO är alltså ingen magi, utan ett långsiktigt arbete med att göra sajten bättre för dem som besöker den. Koppla din webbplats till Google Search Console, som är gratis, så ser du vilka sökningar som redan leder till dig och var det finns utrymme att växa.

Vill du se hur en sökmotoroptimerad sajt kan se ut för ditt företag? [Beställ en kostnadsfri mockup](/contact) – helt utan förpliktelser.`,
      en: `When people need an electrician, a hairdresser or an accountant, most of them pull out their phone and search. The businesses on the first page get the clicks; everyone else is effectively invisible. Search engine optimisation (SEO) is the work of making your website so relevant, fast and easy to understand that Google chooses to show it to the people looking for exactly what you offer.

## Traffic that keeps on coming

The biggest difference between SEO and paid advertising is how long the effect lasts. An ad stops sending visitors the moment you stop paying. A page that ranks well in the organic results, on the other hand, can bring in visitors month after month with no cost per click. SEO takes patience, and it often takes a few months before the results are obvious, but the work compounds over time.

Visitors from search are also unusually valuable. They have put their need into words and are actively looking for a solution, which makes them far more likely to get in touch or buy than someone who happens to scroll past a social media post. Many people also trust organic results more than ads and deliberately skip the sponsored links at the top of the page.

## Local SEO: where small businesses can win

For a local business, competing for broad national keywords rarely makes sense. Searches such as "dentist Stockholm" or "car repair near me" are where the real battle happens, and small companies can absolutely win it. Start with a complete Google Business Profile: the right category, opening hours, photos, services and an up-to-date phone number. Ask happy customers for reviews and reply to every one, including the critical ones. Make sure your business name, address and phone number are written identically everywhere you are listed.

## The basics that matter most

You don't need to be technical to make real progress. These are the steps that usually have the biggest impact on a small website:

- **A solid technical foundation:** HTTPS, fast loading and a site that works flawlessly on phones. Google primarily uses the mobile version of your pages for indexing.
- **One page per service:** Don't cram everything onto a single page. A dedicated page for each service makes it much easier to rank for specific searches.
- **Titles and headings:** Every page needs a unique title tag and meta description that reflect what customers actually type, ideally together with your location.
- **Structured data:** LocalBusiness schema markup helps Google understand who you are, where you are and when you're open.
- **Links:** Links from local associations, trade bodies and partners build trust in Google's eyes.

SEO isn't magic. It's the long-term habit of making your site more useful to the people who visit it. Connect your website to Google Search Console, which is free, and you'll see which searches already bring people to you and where there's room to grow.

Curious what a search-friendly site could look like for your business? [Request a free mockup](/en/contact), with no obligation.`,
    },
  },
  {
    id: 2,
    slug: 'modern-website-increases-sales',
    date: '2024-01-10',
    title: {
      sv: 'Så kan en modern webbplats öka din försäljning',
      en: 'How a Modern Website Helps You Win More Customers',
    },
    excerpt: {
      sv: 'Webbplatsen är ofta kundens första möte med ditt företag. Här är skillnaderna som gör att en modern sajt förvandlar fler besökare till betalande kunder.',
      en: "Your website is often a customer's first encounter with your business. These are the differences that help a modern site turn more visitors into paying customers.",
    },
    category: { sv: 'Webbutveckling', en: 'Web Development' },
    keywords: {
      sv: [
        'modern webbplats',
        'konverteringsoptimering',
        'öka försäljningen',
        'webbdesign',
        'användarupplevelse',
      ],
      en: ['modern website', 'conversion optimisation', 'increase sales', 'web design', 'user experience'],
    },
    body: {
      sv: `Många företagare ser webbplatsen som ett digitalt visitkort: något man ska ha, men som inte gör så mycket. I verkligheten är den ofta din flitigaste säljare. Den har öppet dygnet runt, möter nästan alla potentiella kunder innan de hör av sig och avgör på några sekunder om de stannar kvar eller går vidare till en konkurrent.

## Första intrycket avgörs på ett ögonblick

Besökare bildar sig en uppfattning om en webbplats på en bråkdel av en sekund, långt innan de har läst en enda mening. En daterad design, små texter och röriga menyer signalerar att företaget kanske inte heller är så uppdaterat i övrigt. En modern, luftig och tydlig sajt ger motsatt signal: här finns ett seriöst företag som bryr sig om detaljerna.

Hastigheten är en del av första intrycket. Varje extra sekund det tar att ladda sidan ökar andelen som ger upp, särskilt i mobilen där många surfar via mobilnätet. Moderna webbplatser byggs med optimerade bilder, lätt kod och bra hosting, vilket gör dem snabba redan från start.

## Det som får besökare att ta nästa steg

Design handlar inte bara om att det ska se snyggt ut. En sajt som säljer är byggd kring vad besökaren ska göra härnäst. Det här är några av de element som gör störst skillnad:

1. **En tydlig rubrik** som direkt berättar vad du erbjuder och för vem.
2. **En synlig uppmaning till handling**, till exempel ”Begär offert” eller ”Boka tid”, som återkommer på varje sida.
3. **Förtroendesignaler** som kundomdömen, referensprojekt, certifieringar och riktiga bilder på dig och ditt team.
4. **Korta formulär** där du bara frågar efter det du verkligen behöver. Varje extra fält får fler att avstå.
5. **Kontaktuppgifter som är lätta att hitta**, med ett klickbart telefonnummer i mobilen.

## Mät, lär och förbättra

En modern webbplats blir aldrig riktigt färdig. Med ett analysverktyg som Google Analytics, som används med besökarnas samtycke, kan du se vilka sidor besökarna landar på, var de lämnar och hur många som skickar en förfrågan. Genom att ändra en sak i taget – en rubrik, en knapptext, ordningen på innehållet – och följa upp resultatet kan du gradvis öka andelen besökare som blir kunder. Det kallas konverteringsoptimering och är ofta ett billigare sätt att öka försäljningen än att köpa mer trafik.

Tänk på siffrorna: om din sajt har 1 000 besökare i månaden och 1 procent hör av sig får du tio förfrågningar. Lyfter du konverteringen till 2 procent har du fördubblat antalet förfrågningar utan att locka en enda ny besökare. Därför betalar sig en uppgraderad webbplats ofta snabbare än man tror.

Nyfiken på hur din sajt skulle kunna se ut? [Beställ en gratis mockup](/contact) så visar vi ett förslag inom 3–5 arbetsdagar.`,
      en: `Many business owners think of their website as a digital business card: something you ought to have, but that doesn't do much. In reality, it's often your hardest-working salesperson. It's open around the clock, meets almost every potential customer before they get in touch, and decides within seconds whether they stay or move on to a competitor.

## First impressions happen in an instant

Visitors form an opinion about a website in a fraction of a second, long before they've read a single sentence. A dated design, tiny text and cluttered menus suggest that the business itself might be a little behind the times too. A modern, clean and well-structured site sends the opposite message: this is a serious company that cares about the details.

Speed is part of that first impression. Every extra second a page takes to load increases the number of people who give up, especially on phones using mobile data. Modern websites are built with optimised images, lean code and good hosting, so they're fast from day one.

## What makes visitors take the next step

Design isn't only about looking good. A website that sells is built around what the visitor should do next. These are some of the elements that make the biggest difference:

1. **A clear headline** that immediately says what you offer and who it's for.
2. **A visible call to action**, such as "Get a quote" or "Book now", repeated on every page.
3. **Trust signals** such as customer reviews, case studies, certifications and real photos of you and your team.
4. **Short forms** that ask only for what you genuinely need. Every extra field makes more people give up.
5. **Contact details that are easy to find**, with a tap-to-call phone number on mobile.

## Measure, learn and improve

A modern website is never really finished. With an analytics tool such as Google Analytics, used with your visitors' consent, you can see which pages people land on, where they leave and how many send an enquiry. By changing one thing at a time, such as a headline, a button label or the order of your content, and tracking the result, you can steadily increase the share of visitors who become customers. This is called conversion optimisation, and it's often a cheaper way to grow sales than buying more traffic.

Consider the numbers: if your site gets 1,000 visitors a month and 1% of them get in touch, you receive ten enquiries. Raise that to 2% and you've doubled your enquiries without attracting a single new visitor. That's why an upgraded website often pays for itself faster than people expect.

Curious what your site could look like? [Request a free mockup](/en/contact) and we'll show you a proposal within 3–5 business days.`,
    },
  },
  {
    id: 3,
    slug: '5-things-business-website-must-have',
    date: '2023-12-28',
    title: {
      sv: '5 saker som varje företagshemsida måste ha',
      en: '5 Essentials Every Business Website Needs',
    },
    excerpt: {
      sv: 'Oavsett bransch finns det fem saker som din hemsida inte klarar sig utan. Gå igenom listan och se hur din egen sajt står sig.',
      en: "Whatever your industry, there are five things your website simply can't do without. Run through the list and see how your own site measures up.",
    },
    category: { sv: 'Webbutveckling', en: 'Web Development' },
    keywords: {
      sv: ['företagshemsida', 'checklista hemsida', 'uppmaning till handling', 'mobilanpassning', 'GDPR'],
      en: ['business website', 'website checklist', 'call to action', 'mobile-friendly', 'GDPR'],
    },
    body: {
      sv: `En bra företagshemsida behöver inte vara stor eller avancerad. Många av de mest effektiva sajterna för småföretag består av ett fåtal sidor som gör sitt jobb riktigt bra. Men vissa byggstenar går inte att hoppa över. Saknas någon av dem tappar du kunder – ofta utan att ens märka det.

## De fem måstena

1. **Ett tydligt budskap direkt.** Inom några sekunder ska besökaren förstå vad du gör, vem du hjälper och var du finns. Undvik vaga formuleringar som ”Vi levererar helhetslösningar” och skriv hellre konkret: ”Takläggning och takrenovering i Göteborg med omnejd”.
2. **Enkel kontakt och en tydlig uppmaning till handling.** Telefonnummer, e-post och gärna ett kort formulär ska gå att nå från varje sida. Bestäm vad du vill att besökaren ska göra – ringa, boka eller begära offert – och gör den knappen omöjlig att missa.
3. **Mobilanpassning och snabbhet.** En stor del av trafiken kommer från mobiler. Texten ska gå att läsa utan att zooma, knapparna ska vara lätta att träffa och sidan ska ladda snabbt även på mobilnätet.
4. **Förtroendeskapande innehåll.** Recensioner, kundcase, före- och efterbilder, certifieringar och bilder på riktiga människor gör att en okänd besökare vågar ta kontakt.
5. **En sökmotorvänlig grund.** HTTPS, unika sidtitlar, beskrivande rubriker och en egen sida för varje tjänst gör det möjligt för Google att förstå och visa din sajt.

## Det juridiska som ofta glöms bort

Utöver de fem punkterna finns det saker som lagen kräver. Om webbplatsen samlar in personuppgifter, till exempel via ett kontaktformulär, behöver du enligt GDPR en integritetspolicy som förklarar vilka uppgifter du sparar, varför och hur länge. Använder du kakor som inte är nödvändiga, till exempel för statistik eller marknadsföring, krävs ett aktivt samtycke innan de sätts – förifyllda kryssrutor räknas inte. Ange också företagsnamn, kontaktuppgifter och organisationsnummer. Det är ett krav för många näringsidkare och ökar dessutom förtroendet.

Tillgänglighet är ett annat område som blir allt viktigare. Bra kontrast, alternativtexter på bilder och en sajt som går att navigera med tangentbordet gör att fler kan använda den. I grunden är det samma saker som gör sajten bättre för alla besökare.

## Gör en snabb egenkontroll

Öppna din webbplats i mobilen och låtsas att du är en ny kund. Förstår du direkt vad företaget gör? Hittar du telefonnumret inom fem sekunder? Laddar sidan snabbt? Testa sedan sajten i Googles kostnadsfria verktyg PageSpeed Insights. Svarar du nej på någon av frågorna, eller lyser resultatet rött, vet du var du ska börja.

Det behöver inte vara ett stort projekt att rätta till bristerna. Ofta räcker det med en tydligare startsida, en kontaktknapp i menyn och komprimerade bilder för att göra märkbar skillnad.

Vill du se hur din hemsida kan se ut med alla fem på plats? [Beställ en kostnadsfri mockup](/contact) utan förpliktelser.`,
      en: `A good business website doesn't have to be big or complicated. Many of the most effective small-business sites are just a handful of pages that do their job really well. But some building blocks are non-negotiable. Leave one out and you lose customers, often without even noticing.

## The five essentials

1. **A clear message, straight away.** Within a few seconds, visitors should understand what you do, who you help and where you operate. Skip vague lines like "We deliver complete solutions" and be concrete instead: "Roofing and roof repairs across Gothenburg".
2. **Easy contact and a clear call to action.** Your phone number, email and ideally a short form should be reachable from every page. Decide what you want visitors to do, whether that's calling, booking or requesting a quote, and make that button impossible to miss.
3. **Mobile-friendly and fast.** A large share of traffic comes from phones. Text should be readable without zooming, buttons should be easy to tap, and pages should load quickly even on a mobile connection.
4. **Content that builds trust.** Reviews, case studies, before-and-after photos, certifications and pictures of real people give a stranger the confidence to get in touch.
5. **A search-friendly foundation.** HTTPS, unique page titles, descriptive headings and a separate page for each service make it possible for Google to understand and show your site.

## The legal bits people forget

Beyond the five essentials, there are things the law requires. If your site collects personal data, for example through a contact form, GDPR means you need a privacy policy explaining what you store, why and for how long. If you use non-essential cookies for analytics or marketing, you need active consent before they're set, and pre-ticked boxes don't count. You should also display your company name, contact details and registration number, which is required for many businesses and boosts credibility at the same time.

Accessibility is another area of growing importance. Good colour contrast, alt text on images and a site that can be navigated with a keyboard let more people use it. They're largely the same things that make the site better for every visitor.

## Run a quick self-check

Open your website on your phone and pretend you're a new customer. Do you immediately understand what the business does? Can you find the phone number within five seconds? Does the page load quickly? Then test the site with Google's free PageSpeed Insights tool. If you answer no to any of those questions, or the results are glowing red, you know where to start.

Fixing the gaps doesn't have to be a big project. Often a clearer homepage, a contact button in the menu and properly compressed images are enough to make a noticeable difference.

Want to see your website with all five essentials in place? [Request a free mockup](/en/contact), no strings attached.`,
    },
  },
  {
    id: 4,
    slug: 'ai-and-web-design',
    date: '2023-12-15',
    title: {
      sv: 'AI och webbdesign – så förändras sättet vi bygger hemsidor',
      en: "AI and Web Design: What's Changing and What Still Needs a Human",
    },
    excerpt: {
      sv: 'AI gör det snabbare och billigare att ta fram en professionell webbplats. Men vad klarar tekniken egentligen, och var behövs fortfarande människor?',
      en: 'AI is making professional websites faster and more affordable to build. But what can the technology actually do, and where do you still need a human touch?',
    },
    category: { sv: 'AI', en: 'AI' },
    keywords: {
      sv: ['AI', 'webbdesign', 'AI-assisterad webbdesign', 'artificiell intelligens', 'hemsida'],
      en: ['AI', 'web design', 'AI-assisted web design', 'artificial intelligence', 'website'],
    },
    body: {
      sv: `För bara några år sedan kunde det ta veckor att gå från första möte till ett färdigt designförslag. I dag kan stora delar av det arbetet göras på några dagar. Anledningen är AI-verktyg som kan skissa layouter, föreslå texter, bearbeta bilder och skriva kod på en bråkdel av tiden det tog tidigare. För småföretag innebär det att professionell webbdesign har blivit betydligt mer tillgänglig.

## Där AI gör störst nytta

AI är som bäst när det tar hand om det repetitiva och tidskrävande, så att människor kan lägga tiden på det som kräver omdöme. I ett modernt webbprojekt används AI ofta till att:

- ta fram flera layoutförslag snabbt, så att man kan jämföra olika riktningar innan man bestämmer sig
- skriva första utkast till texter, rubriker och metabeskrivningar som sedan bearbetas
- analysera konkurrenters sajter och hitta relevanta sökord
- skapa och optimera bilder i rätt format och storlek
- skriva och granska kod, vilket minskar antalet buggar och snabbar upp utvecklingen
- översätta innehåll till fler språk som utgångspunkt för mänsklig korrektur

Resultatet är att tiden från idé till färdig sajt krymper och att priset kan hållas nere, utan att kvaliteten behöver bli sämre.

## Det AI inte kan ersätta

Samtidigt har tekniken tydliga begränsningar. AI vet ingenting om ditt företag, dina kunder eller vad som skiljer dig från konkurrenten i samma stad. Texter som publiceras utan bearbetning blir ofta generiska, och ibland innehåller de rena faktafel. Google har varit tydligt med att det inte spelar någon roll hur innehåll skapas, så länge det är hjälpsamt och pålitligt. Massproducerade texter utan verkligt värde riskerar däremot att rankas dåligt.

Det finns också frågor om tillgänglighet, varumärke och juridik som kräver mänsklig bedömning. Är kontrasten tillräcklig för att alla ska kunna läsa texten? Känns tonen som ditt företag? Har du rätt att använda bilderna? Hanteras personuppgifterna i kontaktformuläret enligt GDPR? Det är sådant som en erfaren webbdesigner kontrollerar.

## Människa och maskin i samarbete

Den bästa modellen är därför AI-assisterad webbdesign: maskinen gör grovjobbet och människan står för strategin, finslipningen och kvalitetskontrollen. Det är precis så vi arbetar. Tack vare AI kan vi ta fram en mockup som är ungefär 70 procent färdig på 3–5 arbetsdagar, och sedan lägga vår tid på att anpassa den efter just din verksamhet.

För dig som företagare är det viktigaste inte vilka verktyg som används, utan resultatet: en snabb, tydlig och säljande webbplats till ett rimligt pris. AI är ett medel för att komma dit, inte ett mål i sig.

Vill du se vad AI-assisterad design kan göra för ditt företag? [Beställ en kostnadsfri mockup](/contact).`,
      en: `Only a few years ago, getting from a first meeting to a finished design proposal could take weeks. Today, much of that work can be done in a matter of days. The reason is AI tools that can sketch layouts, suggest copy, process images and write code in a fraction of the time it used to take. For small businesses, that means professional web design has become far more accessible.

## Where AI adds the most value

AI is at its best when it handles the repetitive, time-consuming work, freeing people to focus on the things that need judgement. In a modern web project, AI is often used to:

- produce several layout options quickly, so different directions can be compared before committing
- write first drafts of copy, headlines and meta descriptions that are then refined
- analyse competitors' websites and surface relevant keywords
- create and optimise images in the right format and size
- write and review code, reducing bugs and speeding up development
- translate content into other languages as a starting point for human proofreading

The result is a shorter path from idea to finished website and a lower price, without any drop in quality.

## What AI can't replace

At the same time, the technology has clear limits. AI knows nothing about your business, your customers or what sets you apart from the competitor down the road. Copy published without editing tends to be generic, and sometimes it contains outright factual errors. Google has made it clear that it doesn't matter how content is produced, as long as it's helpful and reliable. Mass-produced pages with no real value, however, are likely to rank poorly.

There are also questions of accessibility, branding and law that need human judgement. Is the contrast strong enough for everyone to read the text? Does the tone sound like your business? Do you have the right to use those images? Is the personal data from your contact form handled in line with GDPR? These are the things an experienced web designer checks.

## Humans and machines, working together

That's why the best model is AI-assisted web design: the machine does the heavy lifting, while people handle the strategy, the polish and the quality control. It's exactly how we work. Thanks to AI, we can deliver a mockup that's roughly 70% complete within 3–5 business days, then spend our time tailoring it to your business.

For you as a business owner, what matters isn't which tools are used but the outcome: a fast, clear website that sells, at a reasonable price. AI is a means to that end, not the goal in itself.

Want to see what AI-assisted design can do for your business? [Request a free mockup](/en/contact).`,
    },
  },
  {
    id: 5,
    slug: 'improve-google-ranking',
    date: '2023-12-01',
    title: {
      sv: 'Så klättrar du i Googles sökresultat – en praktisk guide',
      en: 'How to Improve Your Google Ranking: A Practical Guide',
    },
    excerpt: {
      sv: 'Vill du hamna högre på Google? Här är de konkreta stegen, från Search Console och sökord till Core Web Vitals och lokala länkar.',
      en: 'Want to rank higher on Google? Here are the concrete steps, from Search Console and keyword research to Core Web Vitals and local links.',
    },
    category: { sv: 'SEO', en: 'SEO' },
    keywords: {
      sv: ['Google ranking', 'sökmotoroptimering', 'Core Web Vitals', 'Google Search Console', 'sökord'],
      en: [
        'Google ranking',
        'search engine optimisation',
        'Core Web Vitals',
        'Google Search Console',
        'keyword research',
      ],
    },
    body: {
      sv: `Det finns inga genvägar till toppen av Googles sökresultat, men det finns en beprövad arbetsordning. Många småföretag lägger tid på fel saker, som att proppa texterna fulla med sökord eller köpa länkar, när de verkliga vinsterna finns i grunderna. Här är en guide som du kan följa även utan teknisk bakgrund.

## Börja med att mäta

Innan du ändrar något behöver du veta var du står. Koppla din webbplats till Google Search Console, ett kostnadsfritt verktyg från Google. Där ser du vilka sökningar du redan syns för, hur ofta folk klickar och om Google har hittat tekniska problem. Skicka också in en XML-sitemap, så att Google lättare hittar alla dina sidor.

Titta särskilt efter sökningar där du hamnar ungefär på plats 5–20. De ligger nära toppen och är ofta de snabbaste vinsterna.

## Steg för steg mot bättre placeringar

1. **Ta reda på vad kunderna söker på.** Skriv in dina tjänster i Google och se vilka förslag som dyker upp i sökfältet och under ”Andra frågar också”. Använd kundernas ord, inte branschjargong.
2. **Optimera varje sida för ett huvudämne.** Sidtiteln, huvudrubriken och de första meningarna ska tydligt handla om det sidan riktar sig mot. Skriv för människor först – Google är bra på att förstå synonymer.
3. **Förbättra Core Web Vitals.** Google mäter användarupplevelsen med tre mått: LCP (hur snabbt huvudinnehållet visas, helst inom 2,5 sekunder), INP (hur snabbt sidan reagerar på klick, helst inom 200 millisekunder) och CLS (hur mycket layouten hoppar, helst under 0,1). Testa i PageSpeed Insights. Komprimerade bilder och mindre tung kod brukar göra stor skillnad.
4. **Säkerställ mobil och HTTPS.** Google indexerar i första hand mobilversionen, och en sajt utan HTTPS markeras som osäker i webbläsaren, vilket skrämmer bort besökare.
5. **Bygg interna länkar.** Länka mellan relaterade sidor med beskrivande länktexter, till exempel från ett blogginlägg till den tjänstesida det handlar om.
6. **Skaffa relevanta externa länkar.** Be leverantörer, samarbetspartner, lokala föreningar och branschregister att länka till dig. Några få kvalitativa länkar väger tyngre än många dåliga.
7. **Håll din Google Företagsprofil aktuell.** För lokala sökningar är profilen avgörande. Lägg upp bilder, uppdatera öppettider och svara på recensioner.

## Ha tålamod och följ upp

SEO är ett maratonlopp, inte en sprint. Förändringar kan ta allt från några veckor till flera månader innan de märks i rankingen. Följ utvecklingen i Search Console en gång i månaden, se vilka sidor som växer och bygg vidare på det som fungerar.

Uppdatera gärna gamla sidor med ny information i stället för att bara skriva nytt. Aktuellt och korrekt innehåll uppskattas av både besökare och Google, och en befintlig sida som redan har lite styrka klättrar ofta snabbare än en helt ny.

Vill du ha en sajt som är byggd för att synas från dag ett? [Beställ en gratis mockup](/contact) så visar vi hur den kan se ut.`,
      en: `There are no shortcuts to the top of Google's search results, but there is a proven order of work. Many small businesses spend time on the wrong things, such as stuffing their copy with keywords or buying links, when the real gains lie in the fundamentals. Here's a guide you can follow even without a technical background.

## Start by measuring

Before you change anything, you need to know where you stand. Connect your website to Google Search Console, a free tool from Google. It shows which searches you already appear for, how often people click, and whether Google has found any technical problems. Submit an XML sitemap as well, so Google can find all your pages more easily.

Look especially for searches where you rank somewhere around positions 5 to 20. They're close to the top and are often your quickest wins.

## Step by step to better rankings

1. **Find out what customers search for.** Type your services into Google and note the suggestions in the search box and under "People also ask". Use your customers' words, not industry jargon.
2. **Optimise each page for one main topic.** The page title, main heading and opening sentences should clearly be about what the page targets. Write for people first; Google is good at understanding synonyms.
3. **Improve your Core Web Vitals.** Google measures user experience with three metrics: LCP (how quickly the main content appears, ideally within 2.5 seconds), INP (how quickly the page responds to interactions, ideally within 200 milliseconds) and CLS (how much the layout jumps around, ideally below 0.1). Test with PageSpeed Insights. Compressed images and lighter code usually make a big difference.
4. **Get mobile and HTTPS right.** Google primarily indexes the mobile version of your site, and browsers label sites without HTTPS as not secure, which scares visitors away.
5. **Build internal links.** Link related pages together with descriptive anchor text, for example from a blog post to the service page it discusses.
6. **Earn relevant external links.** Ask suppliers, partners, local associations and industry directories to link to you. A few quality links outweigh many poor ones.
7. **Keep your Google Business Profile up to date.** For local searches, your profile is crucial. Add photos, update your opening hours and respond to reviews.

## Be patient and follow up

SEO is a marathon, not a sprint. Changes can take anything from a few weeks to several months to show up in your rankings. Check your progress in Search Console once a month, see which pages are growing and build on what works.

It's also worth updating older pages with fresh information instead of only writing new ones. Current, accurate content is valued by visitors and Google alike, and an existing page that already has some authority often climbs faster than a brand-new one.

Want a website that's built to be found from day one? [Request a free mockup](/en/contact) and we'll show you what it could look like.`,
    },
  },
  {
    id: 6,
    slug: 'small-businesses-invest-ai',
    date: '2023-11-18',
    title: {
      sv: 'Därför bör småföretag satsa på AI redan nu',
      en: 'Why Small Businesses Should Start Using AI Today',
    },
    excerpt: {
      sv: 'AI är inte längre bara för storföretag. Så kan även ett litet företag spara tid, förbättra kundservicen och växa – med små och säkra steg.',
      en: "AI is no longer just for big corporations. Here's how even a small business can save time, improve customer service and grow, one safe step at a time.",
    },
    category: { sv: 'AI', en: 'AI' },
    keywords: {
      sv: ['AI för småföretag', 'artificiell intelligens', 'automatisering', 'effektivisering', 'GDPR'],
      en: ['AI for small business', 'artificial intelligence', 'automation', 'productivity', 'GDPR'],
    },
    body: {
      sv: `Många småföretagare tänker att AI är något för storbolag med egna utvecklingsavdelningar. Men de senaste åren har verktygen blivit så enkla och prisvärda att även en enmansfirma kan ha nytta av dem redan i morgon. Det handlar sällan om att ersätta människor, utan om att frigöra tid från rutinuppgifter så att du kan lägga den på kunderna och på det du är bäst på.

## Konkreta användningsområden

Det enklaste sättet att komma igång är att titta på vad som äter upp din tid i dag. Här är några områden där AI redan gör skillnad för små företag:

- **Texter och kommunikation:** utkast till nyhetsbrev, inlägg i sociala medier, produktbeskrivningar och svar på vanliga kundfrågor.
- **Kundservice:** en chatt på webbplatsen som svarar på enkla frågor om öppettider, priser och leveranser dygnet runt, och lämnar över till en människa när det behövs.
- **Administration:** sammanfattningar av långa mejl och dokument, mötesanteckningar och hjälp att strukturera offerter.
- **Ekonomi:** många bokföringsprogram använder redan AI för att läsa av kvitton och föreslå konteringar.
- **Översättning:** snabba första versioner av texter på engelska eller andra språk, som sedan granskas.
- **Analys:** hjälp att hitta mönster i försäljningssiffror eller kundrecensioner.

## Börja smått – och gör det säkert

Välj en enda återkommande uppgift och testa ett verktyg under några veckor. Mät hur mycket tid du sparar och om kvaliteten håller. Fungerar det, gå vidare till nästa uppgift. På så sätt bygger du erfarenhet utan stora investeringar eller risker.

Var samtidigt noga med dataskyddet. Klistra inte in kunders personuppgifter eller affärshemligheter i AI-tjänster utan att först ha kontrollerat hur leverantören hanterar informationen. Enligt GDPR behöver du veta var uppgifterna lagras, och när en leverantör behandlar personuppgifter åt dig krävs i regel ett personuppgiftsbiträdesavtal. Många tjänster erbjuder företagsversioner där dina data inte används för att träna modellerna.

Kontrollera också alltid det som AI-verktyget producerar. Tekniken kan formulera sig övertygande även när den har fel, så fakta, priser och juridiska påståenden behöver granskas av en människa innan de publiceras eller skickas till en kund.

## Försprånget finns nu

Just nu befinner sig många branscher i ett läge där de som lär sig använda AI tidigt får ett försprång. De kan svara kunder snabbare, producera mer innehåll och hålla nere kostnaderna. Om några år kommer det att vara standard. Att börja i dag, med små och genomtänkta steg, är därför en investering i företagets framtida konkurrenskraft.

Ett bra första steg är webbplatsen. Vi använder AI för att bygga professionella sajter snabbare och till ett lägre pris – [beställ en kostnadsfri mockup](/contact) och se resultatet själv.`,
      en: `Many small-business owners assume AI is something for large corporations with their own development teams. But in recent years the tools have become so simple and affordable that even a one-person business can benefit from them tomorrow. It's rarely about replacing people. It's about freeing up time from routine tasks so you can spend it on your customers and on what you do best.

## Practical ways to use AI

The easiest way to get started is to look at what eats up your time today. Here are some areas where AI is already making a difference for small businesses:

- **Writing and communication:** drafts of newsletters, social media posts, product descriptions and replies to common customer questions.
- **Customer service:** a chat on your website that answers simple questions about opening hours, prices and delivery around the clock, and hands over to a human when needed.
- **Admin:** summaries of long emails and documents, meeting notes and help structuring quotes.
- **Finance:** many bookkeeping tools already use AI to read receipts and suggest how to categorise them.
- **Translation:** quick first versions of content in Swedish, English or other languages, which are then reviewed.
- **Analysis:** help spotting patterns in sales figures or customer reviews.

## Start small, and stay safe

Pick a single recurring task and try a tool for a few weeks. Measure how much time you save and whether the quality holds up. If it works, move on to the next task. That way you build experience without big investments or risks.

At the same time, take data protection seriously. Don't paste customers' personal data or business secrets into AI services until you've checked how the provider handles that information. Under GDPR you need to know where the data is stored, and when a provider processes personal data on your behalf you generally need a data processing agreement in place. Many services offer business plans where your data isn't used to train their models.

Always check what the AI produces, too. The technology can sound convincing even when it's wrong, so facts, prices and legal statements need a human review before they're published or sent to a customer.

## The advantage is available now

Right now, many industries are at a point where those who learn to use AI early gain a head start. They can respond to customers faster, produce more content and keep costs down. In a few years it will be standard practice. Starting today, with small and well-considered steps, is an investment in your company's future competitiveness.

A great first step is your website. We use AI to build professional sites faster and at a lower price, so [request a free mockup](/en/contact) and see the result for yourself.`,
    },
  },
  {
    id: 7,
    slug: 'how-often-update-website',
    date: '2023-11-02',
    title: {
      sv: 'Hur ofta bör du uppdatera din hemsida?',
      en: 'How Often Should You Update Your Website?',
    },
    excerpt: {
      sv: 'Säkerhetsuppdateringar, nytt innehåll eller en helt ny design? Här är ett enkelt schema för hur ofta olika delar av hemsidan behöver ses över.',
      en: "Security patches, fresh content or a complete redesign? Here's a simple schedule for how often each part of your website needs attention.",
    },
    category: { sv: 'Webbutveckling', en: 'Web Development' },
    keywords: {
      sv: ['uppdatera hemsida', 'underhåll av webbplats', 'redesign', 'webbsäkerhet', 'innehåll'],
      en: ['website updates', 'website maintenance', 'redesign', 'website security', 'content'],
    },
    body: {
      sv: `En hemsida är inte en engångsinvestering som man bygger och sedan glömmer. Tekniken utvecklas, kundernas förväntningar förändras och ditt eget företag växer. Men hur ofta behöver man egentligen göra något? Svaret beror på vilken typ av uppdatering det handlar om, och det hjälper att tänka i tre nivåer: tekniskt underhåll, innehåll och design.

## Ett enkelt schema att följa

1. **Varje vecka eller månad: teknik och säkerhet.** Bygger sajten på ett publiceringssystem som WordPress behöver systemet, teman och tillägg uppdateras löpande. Föråldrade tillägg är en av de vanligaste vägarna in för angripare. Kontrollera också att säkerhetskopior tas automatiskt och att SSL-certifikatet förnyas.
2. **Varje månad: snabbkoll.** Klicka igenom sajten i mobilen. Fungerar kontaktformuläret? Stämmer öppettider, priser och bilder på personalen? Ett formulär som tyst har slutat skicka mejl kan kosta dig förfrågningar i veckor innan du märker det.
3. **Varje kvartal: nytt innehåll.** Publicera något nytt – ett kundcase, ett blogginlägg, nya referensbilder eller svar på frågor som kunder ofta ställer. Färskt innehåll ger både besökare och Google en anledning att komma tillbaka.
4. **Varje år: större genomgång.** Gå igenom statistiken och se vilka sidor som presterar och vilka som inte gör det. Uppdatera integritetspolicyn och informationen om kakor, testa hastigheten i PageSpeed Insights och se över vilka sökord du vill synas på.
5. **Vart tredje till femte år: ny design.** Designtrender, tekniska standarder och användarvanor förändras så pass mycket att de flesta sajter behöver en ordentlig uppgradering inom den tiden.

## Tecken på att det är dags tidigare

Schemat är en riktlinje, inte en regel. Vissa händelser är skäl att agera direkt: du har lanserat nya tjänster, bytt inriktning eller fått en ny logotyp. Trafiken från Google har minskat märkbart. Sajten är långsam eller ser konstig ut i mobilen. Eller så skäms du helt enkelt lite när du ska ge någon adressen. Då har du ditt svar.

Även omvärlden kan tvinga fram ändringar. Nya regler kring kakor och personuppgifter, skärpta krav på tillgänglighet eller förändringar i hur Google bedömer sidor kan göra att en sajt som var modern för några år sedan inte längre håller måttet.

## Gör underhållet enkelt för dig själv

Det bästa sättet att hålla sajten aktuell är att se till att det är lätt att göra ändringar. Välj en lösning där du själv kan uppdatera texter och bilder, eller en partner som gör det snabbt åt dig. Lägg in återkommande påminnelser i kalendern, så blir underhållet en vana i stället för ett projekt som skjuts upp år efter år.

Är det dags för en uppfräschning? [Beställ en kostnadsfri mockup](/contact) och se hur din nya sajt kan se ut.`,
      en: `A website isn't a one-off investment that you build and then forget. Technology moves on, customer expectations change and your own business grows. But how often do you actually need to do something? The answer depends on the type of update, and it helps to think in three layers: technical maintenance, content and design.

## A simple schedule to follow

1. **Weekly or monthly: technology and security.** If your site runs on a content management system such as WordPress, the core software, themes and plugins need regular updates. Outdated plugins are one of the most common ways attackers get in. Also check that backups run automatically and that your SSL certificate renews.
2. **Monthly: a quick check.** Click through the site on your phone. Does the contact form work? Are your opening hours, prices and team photos still correct? A form that has silently stopped sending emails can cost you enquiries for weeks before you notice.
3. **Quarterly: fresh content.** Publish something new, such as a case study, a blog post, new project photos or answers to questions customers often ask. Fresh content gives both visitors and Google a reason to come back.
4. **Yearly: a proper review.** Go through your analytics and see which pages perform and which don't. Update your privacy policy and cookie information, test your speed with PageSpeed Insights and review the keywords you want to be found for.
5. **Every three to five years: a new design.** Design trends, technical standards and user habits change so much that most sites need a serious upgrade within that time.

## Signs it's time sooner

The schedule is a guideline, not a rule. Some events are a reason to act right away: you've launched new services, changed direction or got a new logo. Traffic from Google has dropped noticeably. The site is slow or looks odd on mobile. Or you simply feel a little embarrassed when you give someone the address. Then you have your answer.

The outside world can force changes too. New rules on cookies and personal data, stricter accessibility requirements or changes in how Google evaluates pages can mean that a site that felt modern a few years ago no longer makes the grade.

## Make maintenance easy for yourself

The best way to keep your site current is to make changes easy. Choose a setup where you can update text and images yourself, or a partner who does it quickly for you. Add recurring reminders to your calendar, so maintenance becomes a habit rather than a project that gets postponed year after year.

Is it time for a refresh? [Request a free mockup](/en/contact) and see what your new site could look like.`,
    },
  },
  {
    id: 8,
    slug: 'common-mistakes-business-websites',
    date: '2023-10-20',
    title: {
      sv: 'De vanligaste misstagen på företagshemsidor',
      en: 'Common Business Website Mistakes and How to Fix Them',
    },
    excerpt: {
      sv: 'Små misstag kan kosta stora affärer. Här är felen vi oftast ser på företagshemsidor – och vad du kan göra åt dem redan i dag.',
      en: 'Small mistakes can cost you big deals. These are the errors we see most often on business websites, and what you can do about them today.',
    },
    category: { sv: 'Webbutveckling', en: 'Web Development' },
    keywords: {
      sv: ['misstag hemsida', 'företagshemsida', 'tillgänglighet', 'laddningstid', 'kakor'],
      en: ['website mistakes', 'business website', 'accessibility', 'page speed', 'cookie consent'],
    },
    body: {
      sv: `De flesta företagshemsidor har inte ett enda stort fel, utan flera små. Var för sig verkar de harmlösa, men tillsammans gör de att besökare tvekar, tappar intresset och går vidare. Den goda nyheten är att nästan alla går att åtgärda – och att många av dem går snabbt.

## Misstagen vi ser oftast

1. **Det är oklart vad företaget gör.** Startsidan pratar om ”kvalitet” och ”engagemang” men säger aldrig rakt ut vilka tjänster som erbjuds och var. Skriv konkret i huvudrubriken.
2. **Ingen tydlig nästa handling.** Besökaren får veta mycket men uppmanas aldrig att ringa, boka eller begära offert. Varje sida bör avslutas med en tydlig knapp.
3. **Sajten är långsam.** Stora, okomprimerade bilder är den vanligaste boven. Använd moderna bildformat som WebP och anpassa storleken efter hur stor bilden faktiskt visas.
4. **Den fungerar dåligt i mobilen.** Små knappar, text som kräver zoomning och menyer som täcker halva skärmen. Testa alltid på en riktig telefon, inte bara i datorn.
5. **Kontaktuppgifterna är gömda.** Tar det mer än några sekunder att hitta telefonnumret har du sannolikt redan tappat kunden.
6. **Inaktuellt innehåll.** En nyhetssida där det senaste inlägget är flera år gammalt, gamla priser eller personal som har slutat får företaget att se nedlagt ut.
7. **Opersonliga bildbanksbilder.** Leende modeller i kostym säger ingenting om ditt företag. Riktiga bilder på dig, ditt team och ditt arbete bygger betydligt mer förtroende.

## Misstag som kan bli dyra

Vissa fel påverkar inte bara försäljningen utan kan också ge juridiska problem. En kakbanner som sätter spårningskakor innan besökaren har samtyckt, eller som bara erbjuder knappen ”Godkänn”, uppfyller inte kraven. Samtycket ska vara frivilligt och aktivt, och i praktiken bör det vara lika enkelt att tacka nej som att tacka ja.

Saknad HTTPS är ett annat exempel. Webbläsare markerar sådana sidor som osäkra, vilket skrämmer bort besökare och är särskilt allvarligt om du har formulär där folk lämnar sina uppgifter. Dålig tillgänglighet – låg kontrast, bilder utan alternativtext och knappar som inte går att nå med tangentbordet – utestänger dessutom en del av dina potentiella kunder. Följer du riktlinjerna i WCAG blir sajten bättre för alla.

Ett sista dyrt misstag är att inte mäta något alls. Utan statistik vet du inte vilka sidor som fungerar, var besökarna lämnar eller om förändringar gör någon skillnad.

## Så hittar du dina egna misstag

Be någon som inte känner till ditt företag att besöka sajten i mobilen och försöka hitta en viss tjänst och ditt telefonnummer, medan du tittar på utan att hjälpa till. Det säger ofta mer än vilken analys som helst. Kör sedan sajten genom PageSpeed Insights och kontrollera Google Search Console efter fel.

Känner du igen flera av misstagen? [Beställ en kostnadsfri mockup](/contact) så visar vi hur sajten kan se ut när de är åtgärdade.`,
      en: `Most business websites don't have one big problem; they have several small ones. On their own they seem harmless, but together they make visitors hesitate, lose interest and move on. The good news is that almost all of them can be fixed, and many of them quickly.

## The mistakes we see most often

1. **It's unclear what the business does.** The homepage talks about "quality" and "commitment" but never states plainly which services are offered and where. Be concrete in your main headline.
2. **No clear next step.** Visitors learn plenty but are never asked to call, book or request a quote. Every page should end with a clear button.
3. **The site is slow.** Large, uncompressed images are the most common culprit. Use modern formats such as WebP and size images to match how large they're actually displayed.
4. **It works poorly on mobile.** Tiny buttons, text that needs zooming and menus that cover half the screen. Always test on a real phone, not just on your computer.
5. **Contact details are hidden.** If it takes more than a few seconds to find your phone number, you've probably already lost the customer.
6. **Outdated content.** A news page whose latest post is years old, old prices or staff who have left make the business look closed.
7. **Generic stock photos.** Smiling models in suits say nothing about your company. Real photos of you, your team and your work build far more trust.

## Mistakes that can get expensive

Some errors don't just hurt sales; they can cause legal trouble too. A cookie banner that sets tracking cookies before the visitor has agreed, or that only offers an "Accept" button, doesn't meet the requirements. Consent must be freely given and active, and in practice it should be as easy to say no as to say yes.

Missing HTTPS is another example. Browsers label such pages as not secure, which drives visitors away and is especially serious if you have forms where people enter their details. Poor accessibility, such as low contrast, images without alt text and buttons that can't be reached with a keyboard, also shuts out some of your potential customers. Following the WCAG guidelines makes the site better for everyone.

One final costly mistake is not measuring anything at all. Without analytics you don't know which pages work, where visitors leave or whether your changes make any difference.

## How to find your own mistakes

Ask someone who doesn't know your business to visit the site on their phone and try to find a specific service and your phone number, while you watch without helping. It often tells you more than any report. Then run the site through PageSpeed Insights and check Google Search Console for errors.

Recognise several of these mistakes? [Request a free mockup](/en/contact) and we'll show you what your site could look like with them fixed.`,
    },
  },
  {
    id: 9,
    slug: 'cheap-website-can-be-expensive',
    date: '2023-10-05',
    title: {
      sv: 'Därför kan en billig hemsida bli dyr i längden',
      en: 'Why a Cheap Website Can Cost You More in the Long Run',
    },
    excerpt: {
      sv: 'Lågt pris lockar, men dolda avgifter, inlåsning och förlorade kunder kan göra den billiga hemsidan dyrast. Så jämför du erbjudanden på rätt sätt.',
      en: "A low price is tempting, but hidden fees, lock-in and lost customers can make a cheap website the most expensive option. Here's how to compare offers properly.",
    },
    category: { sv: 'Webbutveckling', en: 'Web Development' },
    keywords: {
      sv: ['vad kostar en hemsida', 'billig hemsida', 'pris hemsida', 'fast pris', 'webbyrå'],
      en: ['website cost', 'cheap website', 'website pricing', 'fixed price', 'web agency'],
    },
    body: {
      sv: `Det har aldrig varit enklare att skaffa en hemsida för nästan ingenting. Gratis byggverktyg, billiga mallar och erbjudanden för några hundralappar i månaden finns överallt. I vissa lägen kan det vara ett rimligt val. Men för många småföretag blir den billigaste lösningen i slutändan den dyraste – inte för att fakturan är hög, utan på grund av allt som händer runt omkring.

## De dolda kostnaderna

Det som kostar mest med en dålig hemsida syns sällan på någon faktura. Det är kunderna som aldrig hör av sig. En långsam sajt som ser daterad ut i mobilen och saknar tydliga kontaktvägar kan i tysthet kosta dig flera uppdrag i månaden. Räknat över ett år blir det snabbt mer än vad en ordentlig hemsida hade kostat.

Andra kostnader smyger sig på med tiden:

- **Månadsavgifter som aldrig tar slut.** En låg startavgift kombinerad med ett långt abonnemang kan bli betydligt dyrare än ett fast pris.
- **Inlåsning.** Om domänen är registrerad i leverantörens namn, eller om sajten bara fungerar på deras plattform, kan det bli dyrt och krångligt att byta. Se alltid till att domänen står i ditt eget namn.
- **Tillägg som kostar extra.** Kontaktformulär, fler sidor, språkversioner eller en egen e-postadress visar sig ibland bara ingå i dyrare paket.
- **Svag teknisk grund.** Tunga mallar och uppblåst kod ger långsamma sidor och sämre placeringar på Google, vilket gör att du måste lägga mer pengar på annonser för att synas.
- **Ombyggnad.** När sajten till slut inte håller måttet får du ofta börja om från noll.

## Dyrt är ingen garanti heller

Samtidigt betyder ett högt pris inte automatiskt att resultatet blir bra. Traditionella webbyråer tar ofta mellan 25 000 och 100 000 kronor för en hemsida, och för ett litet företag är det sällan motiverat. En stor del av kostnaden går till möten, administration och timmar som inte syns i slutresultatet. Målet är inte att betala så lite eller så mycket som möjligt, utan att få mest värde för pengarna.

## Frågor att ställa innan du bestämmer dig

Be om ett fast pris och fråga exakt vad som ingår. Vem äger domänen och sajten när den är klar? Vad kostar domän och hosting per år? Är sajten mobilanpassad, snabb och byggd med grundläggande SEO? Får du se ett förslag innan du förbinder dig? Och vad händer om du inte är nöjd med resultatet?

Det är just därför vi arbetar som vi gör: ett fast pris från {price:basic} utan dolda avgifter, och du betalar först när du är 100 % nöjd. De enda löpande kostnaderna är domänen, cirka 150 kr per år, och hosting för 100–200 kr i månaden, som betalas separat.

[Beställ en kostnadsfri mockup](/contact) och jämför själv.`,
      en: `It has never been easier to get a website for next to nothing. Free site builders, cheap templates and deals for a few dollars a month are everywhere. In some situations that's a reasonable choice. But for many small businesses the cheapest option ends up being the most expensive one, not because of the invoice, but because of everything that happens around it.

## The hidden costs

The biggest cost of a poor website rarely appears on any invoice. It's the customers who never get in touch. A slow site that looks dated on mobile and lacks clear ways to make contact can quietly cost you several jobs a month. Over a year, that easily adds up to more than a proper website would have cost.

Other costs creep in over time:

- **Monthly fees that never end.** A low start-up fee combined with a long subscription can end up far more expensive than a fixed price.
- **Lock-in.** If the domain is registered in the provider's name, or the site only works on their platform, switching can be costly and painful. Always make sure the domain is registered in your own name.
- **Paid extras.** Contact forms, additional pages, language versions or a custom email address sometimes turn out to be included only in pricier plans.
- **A weak technical foundation.** Heavy templates and bloated code lead to slow pages and weaker Google rankings, so you end up spending more on ads just to be seen.
- **Rebuilding.** When the site finally stops being good enough, you often have to start again from scratch.

## Expensive isn't a guarantee either

At the same time, a high price doesn't automatically mean a good result. Traditional agencies in Sweden often charge somewhere between 25,000 and 100,000 SEK for a website, which is rarely justified for a small business. Much of that cost goes on meetings, admin and hours that never show up in the finished product. The goal isn't to pay as little or as much as possible, but to get the most value for your money.

## Questions to ask before you decide

Ask for a fixed price and find out exactly what's included. Who owns the domain and the site once it's finished? What do the domain and hosting cost each year? Is the site mobile-friendly, fast and built with basic SEO in place? Will you see a proposal before you commit? And what happens if you're not happy with the result?

That's exactly why we work the way we do: one fixed price from {price:basic} with no hidden fees, and you only pay once you're 100% satisfied. The only running costs are your domain, around 150 SEK a year, and hosting at 100–200 SEK a month, both paid separately.

[Request a free mockup](/en/contact) and compare for yourself.`,
    },
  },
  {
    id: 10,
    slug: 'website-needs-upgrade',
    date: '2023-09-15',
    title: {
      sv: '7 tecken på att din hemsida behöver en uppgradering',
      en: '7 Signs Your Website Is Overdue for an Upgrade',
    },
    excerpt: {
      sv: 'Långsam, krånglig i mobilen eller bara lite omodern? Här är sju tydliga tecken på att det är dags att ge hemsidan ett lyft.',
      en: "Slow, awkward on mobile or just looking a bit tired? Here are seven clear signs it's time to give your website an overhaul.",
    },
    category: { sv: 'Webbutveckling', en: 'Web Development' },
    keywords: {
      sv: ['uppgradera hemsida', 'ny hemsida', 'redesign', 'webbdesign', '301-omdirigering'],
      en: ['website redesign', 'website upgrade', 'new website', 'web design', '301 redirects'],
    },
    body: {
      sv: `Det är lätt att vänja sig vid sin egen hemsida. Man ser den så sällan med nya ögon att man inte märker hur den har åldrats. Dina kunder ser den däremot för första gången, och de jämför den med konkurrenternas. Här är sju tecken på att det är dags att göra något.

## Sju varningssignaler

1. **Den är långsam.** Tar startsidan mer än ett par sekunder att ladda i mobilen förlorar du besökare innan de ens har sett något. Testa i PageSpeed Insights.
2. **Den fungerar dåligt i mobilen.** Måste besökarna zooma, scrolla i sidled eller jaga små knappar är sajten inte byggd för hur folk surfar i dag.
3. **Den ser daterad ut.** Designen behöver inte följa varje trend, men om den känns som något från förra årtiondet påverkar det hur seriöst företaget uppfattas.
4. **Du kan inte uppdatera den själv.** Om varje liten textändring kräver att du ringer en utvecklare kommer sajten snart att bli inaktuell.
5. **Trafiken eller förfrågningarna minskar.** Färre besökare från Google eller färre kontaktförfrågningar kan betyda att sajten har halkat efter tekniskt eller innehållsmässigt.
6. **Den speglar inte företaget längre.** Nya tjänster, en ny målgrupp eller en ny grafisk profil ska synas på webben.
7. **Säkerhet och tillgänglighet brister.** Saknad HTTPS, ett publiceringssystem som inte längre uppdateras eller dålig kontrast och läsbarhet är problem som bara växer med tiden.

Känner du igen dig i två eller fler av punkterna är det troligen mer lönsamt att uppgradera än att fortsätta lappa och laga.

## Uppfräschning eller ny sajt?

Alla problem kräver inte en helt ny webbplats. Ibland räcker det med nya texter, bättre bilder och tekniska optimeringar. Men om grunden är gammal – en föråldrad mall, ett system som inte längre får säkerhetsuppdateringar eller en struktur som inte fungerar i mobilen – blir det ofta både billigare och bättre att bygga nytt än att försöka reparera.

## Uppgradera utan att tappa placeringar på Google

Det vanligaste misstaget vid byte av hemsida är att den befintliga synligheten i sökresultaten försvinner. Gör en lista över de sidor som får mest trafik i dag och se till att de finns kvar, eller att deras gamla adresser leder vidare till de nya med så kallade 301-omdirigeringar. Behåll det innehåll som fungerar, men förbättra det. Skicka sedan in den nya sitemapen i Google Search Console och håll koll på eventuella fel de första veckorna.

En väl planerad uppgradering ger inte bara ett snyggare utseende, utan också en snabbare, säkrare och mer säljande webbplats. Med rätt partner behöver det inte heller ta lång tid: hos oss är den färdiga sajten klar 2–3 veckor efter att du har godkänt designen.

Vill du se hur din uppgraderade hemsida kan se ut innan du bestämmer dig? [Beställ en kostnadsfri mockup](/contact) – vi levererar inom 3–5 arbetsdagar.`,
      en: `It's easy to get used to your own website. You rarely look at it with fresh eyes, so you don't notice how it has aged. Your customers, on the other hand, are seeing it for the first time, and they're comparing it with your competitors' sites. Here are seven signs it's time to take action.

## Seven warning signs

1. **It's slow.** If your homepage takes more than a couple of seconds to load on a phone, you're losing visitors before they've seen anything. Test it with PageSpeed Insights.
2. **It works poorly on mobile.** If visitors have to zoom, scroll sideways or hunt for tiny buttons, the site isn't built for the way people browse today.
3. **It looks dated.** Your design doesn't need to chase every trend, but if it feels like something from the last decade, it affects how seriously your business is taken.
4. **You can't update it yourself.** If every small text change means calling a developer, the site will soon fall out of date.
5. **Traffic or enquiries are dropping.** Fewer visitors from Google or fewer contact requests can mean the site has fallen behind, technically or in terms of content.
6. **It no longer reflects your business.** New services, a new target audience or a new visual identity should be visible online.
7. **Security and accessibility are lacking.** Missing HTTPS, a content management system that no longer receives updates, or poor contrast and readability are problems that only grow over time.

If two or more of these sound familiar, upgrading is probably a better investment than continuing to patch things up.

## Refresh or rebuild?

Not every problem calls for a completely new website. Sometimes new copy, better images and technical optimisation are enough. But if the foundation is old, such as an outdated template, a system that no longer gets security updates or a structure that doesn't work on mobile, building something new is often both cheaper and better than trying to repair it.

## Upgrade without losing your Google rankings

The most common mistake when replacing a website is losing the search visibility you already have. List the pages that get the most traffic today and make sure they survive, or that their old addresses point to the new ones with 301 redirects. Keep the content that works, but improve it. Then submit your new sitemap in Google Search Console and keep an eye out for errors during the first few weeks.

A well-planned upgrade doesn't just look better; it gives you a faster, safer website that sells more. With the right partner it doesn't have to take long either: with us, the finished site is ready 2–3 weeks after you approve the design.

Want to see your upgraded website before you decide? [Request a free mockup](/en/contact) and we'll deliver it within 3–5 business days.`,
    },
  },
];
