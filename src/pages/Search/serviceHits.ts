import type { SearchHit } from '../../../shared/api';
import type { Lang } from '../../../shared/i18n';
import { paths, serviceSlugs } from '../../../shared/paths';
import { highlightedHtml, highlightStart, highlightStop, searchWords } from '../../../shared/search';
import { serviceIntros } from '../../content/serviceIntros';

/**
 * Whether a word of the text answers a word of the query: one begins the other (the shorter of at least three
 * letters: "webbplats" finds "webbplatser" and the reverse), or they share all but the last two letters of the
 * query's word and at least five (a rough stem: "optimering" and "optimera"). The posts are stemmed by
 * PostgreSQL; the four service pages are few and short enough to match here, in both the server's render and
 * the browser.
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

/**
 * The service pages whose copy (name, description, keywords, introduction) holds every word of the query, in
 * the site's order, each with the passage that holds a match highlighted.
 */
export function serviceHits(query: string, lang: Lang): SearchHit[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  return serviceSlugs.flatMap((slug) => {
    const copy = serviceIntros[slug][lang];
    const passages = [copy.hero.subtitle, copy.meta.description, copy.intro.title, ...copy.intro.paragraphs];
    const text = [copy.name, copy.meta.keywords, ...passages].join(' ').toLowerCase();
    const textWords = text.match(wordPattern) ?? [];
    if (!words.every((word) => textWords.some((textWord) => answers(word, textWord)))) return [];
    const passage =
      passages.find((candidate) => marked(candidate, words).includes(highlightStart)) ?? copy.hero.subtitle;
    return [
      {
        type: 'service' as const,
        title: copy.name,
        href: paths.service.href(lang, slug),
        excerptHtml: highlightedHtml(marked(passage, words)),
      },
    ];
  });
}
