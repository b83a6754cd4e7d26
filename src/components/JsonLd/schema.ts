import type { SiteSettings } from '../../../shared/api';
import { addressLine } from '../../../shared/companyIdentity';
import type { Lang } from '../../../shared/i18n';
import { absoluteUrl, localizePath } from '../../../shared/paths';

/** schema.org objects the pages combine. Every URL is absolute. */

/** The registered address as schema.org's PostalAddress (a part staff left empty is left out). */
function postalAddress(settings: SiteSettings) {
  return {
    '@type': 'PostalAddress',
    ...(settings.address ? { streetAddress: settings.address } : {}),
    ...(settings.postalCode ? { postalCode: settings.postalCode } : {}),
    ...(settings.city ? { addressLocality: settings.city } : {}),
    addressCountry: 'SE',
  };
}
export function organizationSchema(baseUrl: string, settings: SiteSettings | undefined) {
  const sameAs = settings
    ? [settings.facebookUrl, settings.instagramUrl, settings.linkedinUrl].filter((url) => url)
    : [];
  return {
    '@type': 'Organization',
    '@id': absoluteUrl(baseUrl, '/#organization'),
    name: settings?.siteName ?? 'Novaweb',
    url: absoluteUrl(baseUrl, '/'),
    logo: absoluteUrl(baseUrl, '/images/logo.svg'),
    ...(settings?.siteDescription ? { description: settings.siteDescription } : {}),
    ...(settings?.contactEmail ? { email: settings.contactEmail } : {}),
    ...(settings?.phoneNumber ? { telephone: settings.phoneNumber } : {}),
    ...(settings?.legalName ? { legalName: settings.legalName } : {}),
    ...(settings?.orgNumber ? { taxID: settings.orgNumber } : {}),
    ...(settings?.vatNumber ? { vatID: settings.vatNumber } : {}),
    ...(settings && addressLine(settings) ? { address: postalAddress(settings) } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      availableLanguage: ['Swedish', 'English'],
      ...(settings?.contactEmail ? { email: settings.contactEmail } : {}),
      ...(settings?.phoneNumber ? { telephone: settings.phoneNumber } : {}),
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      },
    },
  };
}

export function websiteSchema(baseUrl: string, lang: Lang, name: string, description: string) {
  return {
    '@type': 'WebSite',
    '@id': `${absoluteUrl(baseUrl, localizePath(lang, '/'))}#website`,
    url: absoluteUrl(baseUrl, localizePath(lang, '/')),
    name,
    description,
    inLanguage: lang === 'sv' ? 'sv-SE' : 'en-US',
    publisher: { '@id': absoluteUrl(baseUrl, '/#organization') },
  };
}

/** A service the agency sells, offered across Sweden by the organisation. */
export function serviceSchema(
  baseUrl: string,
  lang: Lang,
  service: { name: string; description: string; path: string; provider: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    serviceType: service.name,
    url: absoluteUrl(baseUrl, service.path),
    areaServed: { '@type': 'Country', name: 'Sweden' },
    inLanguage: lang === 'sv' ? 'sv-SE' : 'en-US',
    provider: {
      '@id': absoluteUrl(baseUrl, '/#organization'),
      '@type': 'Organization',
      name: service.provider,
      url: absoluteUrl(baseUrl, '/'),
    },
  };
}

export interface Crumb {
  name: string;
  /** Path with its language prefix. */
  path: string;
}

export function breadcrumbSchema(baseUrl: string, crumbs: Crumb[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(baseUrl, crumb.path),
    })),
  };
}
