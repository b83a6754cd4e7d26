import * as cheerio from 'cheerio';
import type { Lang } from '../../shared/i18n';
import type { PageCheckFinding as CheckFinding, PageCheckRule as CheckRule } from '../../shared/pages';
import { withoutSoftHyphens } from '../../shared/softHyphens';

/**
 * The checks a page gets before it is published, on the page as the server renders it (the editor's preview of
 * the unsaved document), in each language: what a search engine and a screen reader meet first. Each finding
 * names the block it is in when it is in one, so the editor can lead there.
 */

export type { PageCheckFinding as CheckFinding } from '../../shared/pages';

/** Lengths search engines show whole (characters): shorter is thin, longer is cut off in the results (the
 * description's 120–160 is the product's own rule, as the SEO tools' counter shows it). */
export const titleLength = { min: 20, max: 60 } as const;
export const descriptionLength = { min: 120, max: 160 } as const;

// Without the soft hyphens the page's long words carry for its lines (server/content/hyphenation.ts).
const quote = (text: string) => `“${withoutSoftHyphens(text).replace(/\s+/g, ' ').trim().slice(0, 60)}”`;

/** The checks of one rendered page, with the internal addresses its links lead to (checked by the caller). */
export function checkRenderedPage(
  html: string,
  lang: Lang,
  blockIds: readonly string[],
): { findings: CheckFinding[]; links: { href: string; text: string; blockId: string | null }[] } {
  const $ = cheerio.load(html);
  const ids = new Set(blockIds);
  const blockOf = (element: Parameters<typeof $>[0]): string | null => {
    let node = $(element);
    while (node.length > 0) {
      const id = node.attr('id');
      if (id && ids.has(id)) return id;
      node = node.parent();
    }
    return null;
  };
  const findings: CheckFinding[] = [];
  const add = (rule: CheckRule, message: string, blockId: string | null = null) =>
    findings.push({ lang, rule, message, blockId });

  const title = $('head > title').text().trim();
  if (title.length < titleLength.min || title.length > titleLength.max)
    add(
      'title-length',
      `The title is ${title.length} characters (${quote(title)}): search results show ${titleLength.min}–${titleLength.max} whole.`,
    );
  const description = ($('head > meta[name="description"]').attr('content') ?? '').trim();
  if (description.length < descriptionLength.min || description.length > descriptionLength.max)
    add(
      'description-length',
      `The description is ${description.length} characters: search results show ${descriptionLength.min}–${descriptionLength.max} whole.`,
    );

  const main = $('main');
  const h1s = main.find('h1').toArray();
  if (h1s.length === 0) add('one-h1', 'The page has no main heading (h1): add a Page head or a Hero block.');
  for (const extra of h1s.slice(1))
    add('one-h1', `A second main heading (h1), ${quote($(extra).text())}: a page has one.`, blockOf(extra));

  let previous = 0;
  for (const heading of main.find('h1, h2, h3, h4, h5, h6').toArray()) {
    const level = Number(heading.tagName.slice(1));
    const text = $(heading).text().trim();
    if (!text)
      add('empty-heading', `An empty heading (h${level}): give it a text or leave it out.`, blockOf(heading));
    else if (previous > 0 && level > previous + 1)
      add(
        'heading-order',
        `The heading ${quote(text)} (h${level}) follows an h${previous}: a level is skipped.`,
        blockOf(heading),
      );
    previous = level;
  }

  for (const image of $('body img').toArray()) {
    const alt = $(image).attr('alt');
    if (alt === undefined)
      add(
        'image-alt',
        `A picture (${$(image).attr('src') ?? 'no address'}) has no alt text.`,
        blockOf(image),
      );
  }

  const links = new Map<string, { href: string; text: string; blockId: string | null }>();
  for (const link of $('body a[href^="/"]').toArray()) {
    const href = ($(link).attr('href') ?? '').split('#')[0]!;
    if (!href || href.startsWith('//') || links.has(href)) continue;
    links.set(href, {
      href,
      text: withoutSoftHyphens($(link).text()).trim() || href,
      blockId: blockOf(link),
    });
  }
  return { findings, links: [...links.values()] };
}

/** The finding for a link whose address does not answer with a page (404, 410, an error). */
export const deadLink = (
  lang: Lang,
  link: { href: string; text: string; blockId: string | null },
  status: number,
): CheckFinding => ({
  lang,
  rule: 'link-answers',
  message: `The link ${quote(link.text)} leads to ${link.href}, which answers ${status}.`,
  blockId: link.blockId,
});
