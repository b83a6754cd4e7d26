import type { FixedPageKey } from '../../../../shared/pageAddresses';
import { paths, serviceSlugs } from '../../../../shared/paths';
import type { SitePartKey, SiteParts } from '../../../../shared/blocks/registry';
import type { StoredPage } from '../../schema';
import { aboutPage } from './about';
import { blogPage } from './blog';
import { seedChrome } from './chrome';
import { contactPage } from './contact';
import { homePage, seedPrices } from './home';
import { portfolioPage } from './portfolio';
import { accessibilityPage, privacyPage, termsPage } from './legal';
import { servicePages } from './services';

/** The fixed pages as the first release printed them: addresses, meta and blocks. */
export const seedPages: { key: FixedPageKey; path: { sv: string; en: string }; document: StoredPage }[] = [
  { key: 'home', path: { sv: '/', en: '/en' }, document: homePage },
  { key: 'about', path: { sv: '/about', en: '/en/about' }, document: aboutPage },
  { key: 'portfolio', path: { sv: '/portfolio', en: '/en/portfolio' }, document: portfolioPage },
  { key: 'blog', path: { sv: '/blog', en: '/en/blog' }, document: blogPage },
  { key: 'privacy', path: { sv: '/privacy', en: '/en/privacy' }, document: privacyPage },
  { key: 'terms', path: { sv: '/terms', en: '/en/terms' }, document: termsPage },
  {
    key: 'accessibility',
    path: { sv: '/accessibility', en: '/en/accessibility' },
    document: accessibilityPage,
  },
  { key: 'contact', path: { sv: '/contact', en: '/en/contact' }, document: contactPage },
  ...serviceSlugs.map((slug) => ({
    key: slug,
    path: { sv: paths.service.href('sv', slug), en: paths.service.href('en', slug) },
    document: servicePages[slug],
  })),
];

/** The shared parts. */
export const seedParts: { [Key in SitePartKey]: SiteParts[Key] } = { prices: seedPrices, chrome: seedChrome };
