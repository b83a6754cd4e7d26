import { localizePath, staticPagePaths, stripLang } from '../../shared/paths';
import { languages } from '../../shared/i18n';

/** First segments the site's own routes answer under: no page made of blocks can live there. */
const reservedSegments = new Set([
  'admin',
  'api',
  'assets',
  'blog',
  'functions',
  'images',
  'media',
  'search',
  'services',
  'social',
]);

/** The fixed pages' addresses in both languages. */
const fixedAddresses = new Set(
  staticPagePaths.flatMap((path) => languages.map((lang) => localizePath(lang, path))),
);

/** Whether `path` (a page address in either language) is one the site's own routes already answer. */
export function reservedPagePath(path: string): boolean {
  if (fixedAddresses.has(path)) return true;
  const first = stripLang(path).split('/')[1] ?? '';
  return reservedSegments.has(first);
}
