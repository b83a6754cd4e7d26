import type { SearchHit } from './api';
import { localize } from './localize';
import type { Lang } from './i18n';
import type { PageSource } from './pages';
import { highlightedHtml, highlightStart, highlightStop, searchWords } from './search';

/**
 * Whether a word of the text answers a word of the query: one begins the other (the shorter of at least three
 * letters: "webbplats" finds "webbplatser" and the reverse), or they share all but the last two letters of the
 * query's word and at least five (a rough stem: "optimering" and "optimera"). The posts are stemmed by
 * PostgreSQL; the four service pages are few and short enough to match here (by the server's search, and by
 * the mocked one of the stories).
 */
function answers(queryWord: string, textWord: string): boolean {
  const shorter = Math.min(queryWord.length, textWord.length);
  if (textWord.startsWith(queryWord) || queryWord.startsWith(textWord))
    return shorter >= 3 || queryWord === textWord;
  let common = 0;
  while (common < shorter && queryWord[common] === textWord[common]) common += 1;
  return common >= 5 && common >= queryWord.length - 2;
}

const wordPattern = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

/** The text with every word that answers one of `words` marked for highlightedHtml. */
const marked = (text: string, words: string[]) =>
  text.replace(wordPattern, (word) =>
    words.some((queryWord) => answers(queryWord, word.toLowerCase()))
      ? `${highlightStart}${word}${highlightStop}`
      : word,
  );

/** What the search reads of a service page in one language: its address, name, keywords and passages. */
export interface ServiceCopy {
  href: string;
  name: string;
  keywords: string;
  /** The line under the title first (the excerpt when no passage holds a match), then the meta description and
   * the introduction (the first story's title and paragraphs). */
  passages: string[];
}

/** The copy of a service page's document that the search reads, in `lang`. */
export function serviceCopy(page: PageSource, lang: Lang): ServiceCopy {
  const blocks = page.blocks.filter((block) => !block.hidden).map((block) => localize(block, lang));
  const head = blocks.find((block) => block.type === 'pageHead')?.data;
  const intro = blocks.find((block) => block.type === 'story')?.data;
  const meta = localize(page.meta, lang);
  return {
    href: page.path[lang],
    name: head?.crumb ?? meta.title,
    keywords: meta.keywords,
    passages: [
      head?.subtitle ?? '',
      meta.description,
      intro?.title ?? '',
      ...(intro?.paragraphs ?? []),
    ].filter((passage) => passage !== ''),
  };
}

/**
 * The service pages whose copy (name, description, keywords, introduction) holds every word of the query, in
 * the order given, each with the passage that holds a match highlighted.
 */
export function serviceHits(query: string, services: ServiceCopy[]): SearchHit[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  return services.flatMap((copy) => {
    const text = [copy.name, copy.keywords, ...copy.passages].join(' ').toLowerCase();
    const textWords = text.match(wordPattern) ?? [];
    if (!words.every((word) => textWords.some((textWord) => answers(word, textWord)))) return [];
    const passage =
      copy.passages.find((candidate) => marked(candidate, words).includes(highlightStart)) ??
      copy.passages[0] ??
      '';
    return [
      {
        type: 'service' as const,
        title: copy.name,
        href: copy.href,
        excerptHtml: highlightedHtml(marked(passage, words)),
      },
    ];
  });
}
