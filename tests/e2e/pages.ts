/** The pages and screens the e2e checks walk, in one place. */

/** One page of each type, language-neutral: the pages a visitor can reach, and the not-found page. */
export const pageTypes = [
  '/',
  '/about',
  '/portfolio',
  '/contact',
  '/blog',
  '/blog/ai-and-web-design',
  '/services/web-design',
  '/services/web-redesign',
  '/services/seo-optimization',
  '/services/conversion-optimization',
  '/privacy',
  '/terms',
  '/accessibility',
  '/finns-inte',
];

/** Each path in Swedish and in English (`/` ↔ `/en`, `/about` ↔ `/en/about`). */
export const inBothLanguages = (paths: readonly string[]) =>
  paths.flatMap((path) => [path, path === '/' ? '/en' : `/en${path}`]);

/** Every admin screen a signed-in Admin reaches from the menu, by its path under /admin/. */
export const adminScreens = [
  'dashboard',
  'leads',
  'insights',
  'blog',
  'portfolio',
  'media',
  'seo',
  'redirects',
  'outbox',
  'experiments',
  'users',
  'settings',
  'account',
];
