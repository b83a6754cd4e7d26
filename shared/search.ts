/** The site search's rules both sides share: the words of a query, and highlighted excerpts made safe. */

/** The longest query the search takes (longer is refused with 400). */
export const searchQueryMaxLength = 200;

/** Results per page of the search. */
export const searchPageSize = 10;

/**
 * A query found in more posts than this ranks the newest this many of them (the count stays exact): 100 pages,
 * more than anyone reads, at a bounded cost however common the word.
 */
export const searchMaxRanked = 1000;

/** Words of a query after this many are ignored: a longer query narrows nothing a visitor would notice. */
export const searchMaxWords = 8;

/** A word of at least this many characters also matches the words it begins ("optim" finds "optimisation"). */
export const searchPrefixMinLength = 3;

/**
 * The words of what a visitor typed, lower-case: runs of letters, marks and digits (any script), so nothing
 * of the input can reach a tsquery as an operator, a quote or a weight.
 */
export function searchWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? [];
  return [...new Set(words)].slice(0, searchMaxWords);
}

/**
 * Where the database marks the start and end of a match in an excerpt: two private-use characters that the
 * indexed text has had removed, so the only ones present are the database's own.
 */
export const highlightStart = '\uE000';
export const highlightStop = '\uE001';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * An excerpt with its matches marked (highlightStart…highlightStop) as HTML: the text escaped first, then each
 * marked run wrapped in <mark>. Unbalanced markers are dropped, so the result is always well-formed.
 */
export function highlightedHtml(marked: string): string {
  let html = '';
  let open = false;
  for (const part of marked.split(/([\uE000\uE001])/u)) {
    if (part === highlightStart) {
      if (!open) html += '<mark>';
      open = true;
    } else if (part === highlightStop) {
      if (open) html += '</mark>';
      open = false;
    } else {
      html += part.replace(/[&<>"']/g, (character) => escapes[character]!);
    }
  }
  return open ? `${html}</mark>` : html;
}
