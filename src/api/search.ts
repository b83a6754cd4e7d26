import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type SearchResult } from '../../shared/api';
import type { Lang } from '../../shared/i18n';
import { getJson, useApi, type ApiFetch } from './client';

/** A page of the site search's post results in a language. */
export const searchQuery = (api: ApiFetch, query: string, lang: Lang, page: number) =>
  queryOptions({
    queryKey: ['search', lang, query, page],
    queryFn: () =>
      getJson<SearchResult>(
        api,
        `${apiPaths.search}?${new URLSearchParams({ q: query, lang, page: String(page) }).toString()}`,
      ),
  });

/** The search's results (an empty query is answered at once with none). */
export function useSearch(query: string, lang: Lang, page: number) {
  return useQuery(searchQuery(useApi(), query, lang, page));
}
