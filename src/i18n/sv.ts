/** Swedish texts: the source of truth. English must have exactly the same keys (checked by the compiler). */
export const sv = {
  'brand.name': 'Novaweb',
  'brand.tagline': 'AI-driven webbdesign för småföretag',

  'nav.home': 'Hem',
  'nav.services': 'Tjänster',
  'nav.about': 'Om oss',
  'nav.portfolio': 'Portfolio',
  'nav.blog': 'Blogg',
  'nav.contact': 'Kontakt',
  'nav.openMenu': 'Öppna meny',
  'nav.closeMenu': 'Stäng meny',
  'nav.mainLabel': 'Huvudmeny',
  'nav.mobileLabel': 'Mobilmeny',
  'nav.logoLabel': 'Novaweb – till startsidan',
  'nav.language': 'Språk',
  'nav.skipToContent': 'Hoppa till innehållet',

  'services.web-design': 'Webbdesign',
  'services.web-redesign': 'Webbomdesign',
  'services.seo-optimization': 'SEO-optimering',
  'services.conversion-optimization': 'Konverteringsoptimering',

  'meta.notFound.title': 'Sidan kunde inte hittas | Novaweb',
  'meta.notFound.description': 'Sidan du letar efter finns inte. Gå till startsidan för att hitta rätt.',
  'meta.error.title': 'Något gick fel | Novaweb',

  'hero.priceFrom': 'Från {price}',

  'process.stepLabel': 'Steg',

  'before-after.before': 'Före',
  'before-after.after': 'Efter',

  'pricing.oneTime': 'engångsbetalning',
  'pricing.from': 'från',
  'pricing.popular': 'Mest populär',
  'pricing.featuresLabel': 'Det här ingår i {plan}',

  'latest.readMore': 'Läs mer',
  'latest.readMoreHidden': 'om {title}',
  'latest.empty': 'Inga inlägg ännu. Titta gärna in igen snart.',
  'latest.error': 'Blogginläggen kunde inte hämtas just nu.',
  'latest.loading': 'Hämtar inlägg…',

  'contact.title': 'Få din gratis mockup',
  'contact.lead':
    'Berätta kort om ditt företag så hör vi av oss inom 1 arbetsdag. Du får en mockup inom 3–5 arbetsdagar – helt utan förpliktelser.',
  'contact.name': 'Namn',
  'contact.email': 'E-post',
  'contact.phone': 'Telefon',
  'contact.website': 'Nuvarande webbplats',
  'contact.message': 'Meddelande',
  'contact.required': 'obligatoriskt',
  'contact.placeholder.name': 'Anna Andersson',
  'contact.placeholder.email': 'anna@foretag.se',
  'contact.placeholder.phone': '070-123 45 67',
  'contact.placeholder.website': 'https://www.foretag.se',
  'contact.placeholder.message': 'Berätta om ditt företag och vad du vill att webbplatsen ska göra för dig.',
  'contact.submit': 'Skicka meddelande',
  'contact.submitting': 'Skickar…',
  'contact.success': 'Ditt meddelande har skickats! Vi kontaktar dig snart.',
  'contact.confirmationFailed':
    'Ditt meddelande har tagits emot, men vi fick problem med att skicka en bekräftelse via e-post. Vi kontaktar dig ändå snart.',
  'contact.error': 'Det gick inte att skicka ditt meddelande. Försök igen.',
  'contact.rateLimited': 'Du har skickat många meddelanden på kort tid. Vänta en stund och försök igen.',
  'contact.privacy': 'Vi använder dina uppgifter bara för att svara dig. Läs vår',
  'contact.privacyLink': 'integritetspolicy',
  'contact.email.autoReplySubject': 'Tack för ditt meddelande till {brand}',
  'contact.email.autoReplyBody':
    'Hej {name}! Tack för att du kontaktade oss. Vi har tagit emot ditt meddelande och hör av oss inom 1 arbetsdag (måndag–fredag 9:00–17:00).',

  'footer.links': 'Länkar',
  'footer.services': 'Tjänster',
  'footer.contact': 'Kontakt',
  'footer.phone': 'Telefon',
  'footer.email': 'E-post',
  'footer.address': 'Adress',
  'footer.social': 'Sociala medier',
  'footer.privacy': 'Integritetspolicy',
  'footer.terms': 'Villkor',
  'footer.accessibility': 'Tillgänglighet',
  'footer.rights': 'Alla rättigheter förbehållna.',

  'notFound.code': '404',
  'notFound.title': 'Sidan kunde inte hittas',
  'notFound.text':
    'Sidan du letar efter har flyttats eller finns inte. Kontrollera adressen eller gå till startsidan.',
  'notFound.home': 'Till startsidan',

  'error.title': 'Unexpected Application Error!',
  'error.text': 'Något gick fel när sidan skulle visas. Försök igen eller gå till startsidan.',
  'error.home': 'Till startsidan',
  'error.reload': 'Ladda om sidan',

  'breadcrumbs.label': 'Brödsmulor',

  'meta.listPageTitle': '{name} – sida {page} | Novaweb',

  'portfolio.client': 'Kund',
  'portfolio.sliderLabel': 'Jämför före och efter: {title}',
  'portfolio.beforeAlt': '{title}: webbplatsen före omdesignen',
  'portfolio.afterAlt': '{title}: webbplatsen efter omdesignen',
  'portfolio.loading': 'Hämtar projekt…',
  'portfolio.empty': 'Inga projekt att visa just nu.',
  'portfolio.error': 'Projekten kunde inte hämtas just nu.',

  'offer.packageName': 'Paketet {name}',
  'offer.price': '{price} för {size}',
  'offer.comparePlans': 'Jämför med våra andra paket',
  'offer.includes': 'Det här ingår i {name}',

  'blog.title': 'Bloggen',
  'blog.pagination': 'Bloggens sidor',
  'blog.page': 'Sida {page}',
  'blog.previous': 'Föregående sida',
  'blog.next': 'Nästa sida',
  'blog.loading': 'Hämtar inlägg…',
  'blog.empty': 'Inga inlägg ännu. Titta gärna in igen snart.',
  'blog.error': 'Blogginläggen kunde inte hämtas just nu.',
  'blog.readingTime': '{minutes} min läsning',
  'preview.ribbon':
    'Förhandsvisning: ett utkast som bara visas via den här länken, till {until}. Inte publicerat.',
  'blog.back': 'Tillbaka till bloggen',
  'blog.postError': 'Inlägget kunde inte hämtas just nu.',
  'blog.cta.title': 'Vill du ha en webbplats som jobbar för dig?',
  'blog.cta.text':
    'Du får en gratis mockup av din nya webbplats på 3–5 arbetsdagar. Du betalar först när du är nöjd.',
  'blog.cta.button': 'Få din gratis mockup',

  'legal.updated': 'Senast uppdaterad {date}',

  'services.crumb': 'Tjänster',
  'services.faq': 'Vanliga frågor',

  'feed.title': 'Novaweb – Blogg (RSS)',

  'page.loading': 'Hämtar sidan…',
  'page.error': 'Sidan kunde inte hämtas just nu.',

  'common.retry': 'Försök igen',
  'common.retrying': 'Försöker igen…',
  'common.loading': 'Laddar…',

  'meta.search.title': 'Sök på webbplatsen | Novaweb',
  'meta.search.resultsTitle': 'Sökresultat för ”{query}” | Novaweb',
  'meta.search.description': 'Sök bland Novawebs tjänster och blogginlägg om webbdesign, SEO och AI.',
  'search.title': 'Sök',
  'search.lead': 'Hitta tjänster och blogginlägg om webbdesign, SEO och AI för småföretag.',
  'search.label': 'Vad letar du efter?',
  'search.blogLabel': 'Sök i bloggen',
  'search.submit': 'Sök',
  'search.prompt': 'Skriv ett eller flera ord, till exempel ”hemsida” eller ”sökmotoroptimering”.',
  'search.loading': 'Söker…',
  'search.none': 'Inga träffar för ”{query}”. Prova ett annat eller kortare ord.',
  'search.count': '{count} träffar för ”{query}”',
  'search.countOne': '1 träff för ”{query}”',
  'search.error': 'Sökningen kunde inte göras just nu.',
  'search.tooMany': 'Du har sökt många gånger på kort tid. Vänta en minut och sök igen.',
  'search.pagination': 'Sökresultatens sidor',
  'search.pageOf': 'Sida {page} av {pageCount}',
  'search.typeService': 'Tjänst',
  'search.typePost': 'Blogginlägg',
  'meta.category.title': '{category} – blogginlägg | Novaweb',
  'meta.category.pageTitle': '{category} – blogginlägg, sida {page} | Novaweb',
  'meta.category.description':
    'Novawebs blogginlägg om {category}: råd för dig som driver ett mindre företag.',
  'category.lead': 'Alla blogginlägg i kategorin {category}.',
  'category.pagination': 'Kategorins sidor',
  'category.error': 'Inläggen i kategorin kunde inte hämtas just nu.',
  'category.badgeLabel': 'Fler inlägg om {category}',
  'blog.related': 'Relaterade inlägg',
} as const;

export type MessageKey = keyof typeof sv;
