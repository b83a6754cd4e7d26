import type { FixedPageKey } from '../../../../shared/pages';
import type { SitePartKey, SiteParts } from '../../../../shared/blocks/registry';
import type { StoredPage } from '../../schema';
import { aboutPage } from './about';
import { homePage, seedPrices } from './home';

/** The fixed pages as the first release printed them: addresses, meta and blocks. */
export const seedPages: { key: FixedPageKey; path: { sv: string; en: string }; document: StoredPage }[] = [
  { key: 'home', path: { sv: '/', en: '/en' }, document: homePage },
  { key: 'about', path: { sv: '/about', en: '/en/about' }, document: aboutPage },
];

/** The shared parts. */
export const seedParts: { [Key in SitePartKey]: SiteParts[Key] } = { prices: seedPrices };
