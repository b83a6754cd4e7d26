import type { Lang } from '../../../shared/i18n';
import { paths, serviceSlugs, type ServiceSlug } from '../../../shared/paths';
import type { MessageKey } from '../../i18n/sv';

export interface NavLinkItem {
  key: MessageKey;
  href: (lang: Lang) => string;
  /** Home is active only on itself, not on every page below it. */
  end?: boolean;
}

/** The links before and after the Services dropdown, in the order the bar shows them. */
export const leadingLinks: NavLinkItem[] = [{ key: 'nav.home', href: paths.home.href, end: true }];
export const trailingLinks: NavLinkItem[] = [
  { key: 'nav.about', href: paths.about.href },
  { key: 'nav.portfolio', href: paths.portfolio.href },
  { key: 'nav.blog', href: paths.blog.href },
  { key: 'nav.contact', href: paths.contact.href },
];

export interface ServiceItem {
  slug: ServiceSlug;
  key: MessageKey;
  href: (lang: Lang) => string;
}

export const serviceItems: ServiceItem[] = serviceSlugs.map((slug) => ({
  slug,
  key: `services.${slug}`,
  href: (lang: Lang) => paths.service.href(lang, slug),
}));
