import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type SearchResult } from '../../shared/api';
import type { Lang } from '../../shared/i18n';
import { ApiRequestError, getJson, useApi, type ApiFetch } from './client';

/** A page of the site search's post results in a language. */
export const searchQuery = (api: ApiFetch, query: string, lang: Lang, page: number) =>
  queryOptions({
    queryKey: ['search', lang, query, page],
    queryFn: () =>
      getJson<SearchResult>(
        api,
        `${apiPaths.search}?${new URLSearchParams({ q: query, lang, page: String(page) }).toString()}`,
      ),
    // Past the limit (429) a retry a second later would only count against it again. A search that failed
    // while the page rendered on the server is shown as failed (with its reason), not retried there.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiRequestError && error.status === 429),
    retryOnMount: false,
  });

/** The search's results (an empty query is answered at once with none). */
export function useSearch(query: string, lang: Lang, page: number) {
  return useQuery(searchQuery(useApi(), query, lang, page));
}
