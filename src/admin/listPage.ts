import type { ListPage } from './components/DataTable';

/** One page of a list read whole (the last page when `page` lies past it). */
export function pageOf<Row>(items: readonly Row[], page: number, pageSize: number): ListPage<Row> {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const shown = Math.min(page, pages);
  return {
    items: items.slice((shown - 1) * pageSize, shown * pageSize),
    total: items.length,
    page: shown,
    pageSize,
  };
}

/** A list held whole as its one page (a part's story, a list that fits). */
export const wholeList = <Row>(items: readonly Row[]): ListPage<Row> =>
  pageOf(items, 1, Math.max(1, items.length));

/** Whether a text holds every word of a search, in any case (an empty search matches everything). */
export function matchesSearch(text: string, q: string): boolean {
  const haystack = text.toLocaleLowerCase();
  return q
    .trim()
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
