import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
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

/** The search's results (none asked while not `enabled`); the previous ones stay on screen while the next load. */
export function useSearch(query: string, lang: Lang, page: number, enabled = true) {
  return useQuery({
    ...searchQuery(useApi(), query, lang, page),
    placeholderData: keepPreviousData,
    enabled,
  });
}
