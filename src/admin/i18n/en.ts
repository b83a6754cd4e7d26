import type { AdminMessageKey } from './sv';

/** The admin's English texts: the specification's English messages word for word. Same keys as sv.ts. */
export const en: Record<AdminMessageKey, string> = {
  'language.sv': 'Svenska',
  'language.en': 'English',

  'layout.brand': 'Novaweb Admin',
  'layout.sidebar': 'Admin',
  'layout.sections': 'Admin sections',
  'layout.toggleSidebar': 'Toggle sidebar (Ctrl+B)',
  'layout.signedInAs': 'Signed in as {email}',
  'layout.logOut': 'Log out',
  'layout.loggedOut': 'Logged out successfully',
  'layout.documentTitle': '{title} | Admin | Novaweb',
  'layout.mailCaptured': 'E-mail is captured, not delivered: no SMTP server is configured ({setting}).',
  'layout.mailKeptInOutbox': 'Every message is kept in the {outbox}.',
  'layout.mailKeptForAdmins': 'Every message is kept in the Outbox, which Admins can read.',

  'nav.dashboard': 'Dashboard',
  'nav.pages': 'Pages',
  'nav.blog': 'Blog Posts',
  'nav.portfolio': 'Portfolio',
  'nav.media': 'Media',
  'nav.leads': 'Leads',
  'nav.insights': 'Insights',
  'nav.seo': 'SEO Tools',
  'nav.redirects': 'Redirects',
  'nav.outbox': 'Outbox',
  'nav.settings': 'Settings',
  'nav.users': 'Users',
  'nav.account': 'My account',
  'nav.admin': 'Admin',

  'account.language.title': 'Language',
  'account.language.intro':
    'The language the admin is shown in and your e-mails are written in. Not every screen is translated yet.',
  'account.language.saved': 'Language saved',
  'account.language.failed': 'The language could not be saved: {message}',
};
