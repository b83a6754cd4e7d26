import * as cheerio from 'cheerio';
import { withoutSoftHyphens } from '../../shared/softHyphens';

/**
 * Parses a rendered page for assertions on what a crawler or browser would read: its words as a reader has them,
 * without the soft hyphens of its long words (drawn only where a line breaks; server/content/hyphenation.ts).
 */
export function parsePage(html: string) {
  const $ = cheerio.load(withoutSoftHyphens(html));
  return {
    $,
    title: () => $('head > title').text(),
    meta: (name: string) => $(`head > meta[name="${name}"]`).attr('content'),
    property: (name: string) => $(`head > meta[property="${name}"]`).attr('content'),
    canonical: () => $('head > link[rel="canonical"]').attr('href'),
    alternates: () =>
      Object.fromEntries(
        $('head > link[rel="alternate"][hreflang]')
          .toArray()
          .map((link) => [link.attribs.hreflang, link.attribs.href]),
      ),
    jsonLd: () =>
      $('script[type="application/ld+json"]')
        .toArray()
        .map((script) => JSON.parse($(script).text()) as Record<string, unknown>),
    text: () => $('#root').text().replace(/\s+/g, ' '),
  };
}
