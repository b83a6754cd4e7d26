import { languages } from '../../shared/i18n';
import { localizePath, paths, serverSegments, stripLang } from '../../shared/paths';

/** The not-found page's address (in each language): what an address no page has is answered with. */
export const notFoundPath = '/404';

const notFoundAddresses = new Set(languages.map((lang) => localizePath(lang, notFoundPath)));

/**
 * Whether `path` is the not-found page's address in either language: never a stored page's, even one an earlier
 * release let staff make there (an address no page has is answered from it).
 */
export const isNotFoundAddress = (path: string) => notFoundAddresses.has(path);

const firstSegment = (path: string) => stripLang(path).split('/')[1] ?? '';

/**
 * First segments no page made of blocks can live under: the server's own addresses, and those of the site's
 * routes that take a parameter (/blog/…, /services/…), whose every address the router already answers.
 */
const reservedSegments = new Set<string>([
  ...serverSegments,
  ...Object.values(paths).flatMap((route) => {
    const patterns = 'patterns' in route ? Object.values(route.patterns) : [route.pattern];
    return patterns.filter((pattern) => pattern.includes(':')).map(firstSegment);
  }),
]);

/**
 * The addresses of the site's routes without a parameter (the fixed pages, the search) and the not-found page,
 * in both languages.
 */
const fixedAddresses = new Set(
  [
    ...Object.values(paths)
      .flatMap((route) => ('pattern' in route ? [route.pattern] : []))
      .filter((pattern) => !pattern.includes(':')),
    notFoundPath,
  ].flatMap((pattern) => languages.map((lang) => localizePath(lang, pattern))),
);

/**
 * The first segments of the server's own routes (/healthz, /metrics, /sitemap.xml, /api/…, the feeds), taken
 * from the routes as they are registered, so a route added later is reserved without being listed again. The
 * page handler's catch-all is not one.
 */
export class ServerRoutes {
  private readonly segments = new Set<string>();

  add(url: string) {
    if (url === '/*') return;
    const segment = firstSegment(url);
    if (segment !== '' && !/[:*]/.test(segment)) this.segments.add(segment);
  }

  has(path: string) {
    return this.segments.has(firstSegment(path));
  }
}

/**
 * Whether `path` (a page address in either language) is one the site already answers: a fixed route, the
 * not-found page, or an address under one of the server's own routes.
 */
export function reservedPagePath(path: string, serverRoutes?: ServerRoutes): boolean {
  const segment = firstSegment(path);
  return fixedAddresses.has(path) || reservedSegments.has(segment) || (serverRoutes?.has(path) ?? false);
}
