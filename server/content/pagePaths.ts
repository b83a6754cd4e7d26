import { languages } from '../../shared/i18n';
import { localizePath, paths, serverSegments, stripLang } from '../../shared/paths';

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

/** The addresses of the site's routes without a parameter (the fixed pages, the search), in both languages. */
const fixedAddresses = new Set(
  Object.values(paths)
    .flatMap((route) => ('pattern' in route ? [route.pattern] : []))
    .filter((pattern) => !pattern.includes(':'))
    .flatMap((pattern) => languages.map((lang) => localizePath(lang, pattern))),
);

/** Whether `path` (a page address in either language) is one the site's own routes already answer. */
export function reservedPagePath(path: string): boolean {
  return fixedAddresses.has(path) || reservedSegments.has(firstSegment(path));
}
