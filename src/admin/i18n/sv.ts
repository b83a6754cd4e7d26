/**
 * The admin's Swedish texts: the source of its keys. English (en.ts) must have exactly the same keys (the compiler
 * checks), and every key is used somewhere in src/admin (a unit test checks). `{name}` is filled in when shown.
 */
export const sv = {
  'language.sv': 'Svenska',
  'language.en': 'English',

  'layout.brand': 'Novaweb Admin',
  'layout.sidebar': 'Admin',
  'layout.sections': 'Adminavsnitt',
  'layout.toggleSidebar': 'Visa eller dölj sidopanelen (Ctrl+B)',
  'layout.signedInAs': 'Inloggad som {email}',
  'layout.logOut': 'Logga ut',
  'layout.loggedOut': 'Du är utloggad',
  'layout.documentTitle': '{title} | Admin | Novaweb',
  'layout.mailCaptured': 'E-post fångas upp och skickas inte: ingen SMTP-server är inställd ({setting}).',
  'layout.mailKeptInOutbox': 'Varje meddelande sparas i {outbox}.',
  'layout.mailKeptForAdmins': 'Varje meddelande sparas i Utkorgen, som administratörer kan läsa.',

  'nav.dashboard': 'Översikt',
  'nav.pages': 'Sidor',
  'nav.blog': 'Blogginlägg',
  'nav.portfolio': 'Portfolio',
  'nav.media': 'Media',
  'nav.leads': 'Leads',
  'nav.insights': 'Statistik',
  'nav.seo': 'SEO-verktyg',
  'nav.redirects': 'Omdirigeringar',
  'nav.outbox': 'Utkorg',
  'nav.settings': 'Inställningar',
  'nav.users': 'Användare',
  'nav.account': 'Mitt konto',
  'nav.admin': 'Admin',

  'account.language.title': 'Språk',
  'account.language.intro':
    'Språket adminpanelen visas på och som e-post till dig skrivs på. Alla skärmar är inte översatta än.',
  'account.language.saved': 'Språket är sparat',
  'account.language.failed': 'Språket kunde inte sparas: {message}',
} as const;

export type AdminMessageKey = keyof typeof sv;
