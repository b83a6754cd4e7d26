import { serviceSlugs, type ServiceSlug } from './paths';

// No zod here: the public application reads these (the router, the block page), and the schemas stay with the
// server and the admin (shared/pages.ts).

/** The fixed pages: they cannot be deleted or moved, only their blocks and meta change. */
export const fixedPageKeys = [
  'home',
  'about',
  'portfolio',
  'blog',
  'contact',
  ...serviceSlugs,
  'privacy',
  'terms',
  'accessibility',
] as const;
export type FixedPageKey = (typeof fixedPageKeys)[number];

/** Whether a page is one of the four service pages (its structured data names the service). */
export const isServicePage = (key: FixedPageKey | null): key is ServiceSlug =>
  (serviceSlugs as readonly (string | null)[]).includes(key);

const segments = '(?:/[a-z0-9]+(?:-[a-z0-9]+)*)';

/** A Swedish page address: `/` or up to four lower-case segments. */
export const swedishAddress = new RegExp(`^(?:/|${segments}{1,4})$`);
/** An English page address: `/en` and up to four segments. */
export const englishAddress = new RegExp(`^/en${segments}{0,4}$`);

/** Whether `path` has the form of a page's address in either language (no other address can be one). */
export const isPageAddress = (path: string) => swedishAddress.test(path) || englishAddress.test(path);
