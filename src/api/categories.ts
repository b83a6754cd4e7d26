import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type CategoryPage } from '../../shared/api';
import type { Lang } from '../../shared/i18n';
import { ApiRequestError, getJson, useApi, type ApiFetch } from './client';

/**
 * A category's page n of posts in a language; `null` when the language has no category at `slug` or no such
 * page (a normal answer, so it renders and hydrates as 404).
 */
export const categoryQuery = (api: ApiFetch, lang: Lang, slug: string, page: number) =>
  queryOptions({
    queryKey: ['categories', 'detail', lang, slug, page],
    queryFn: async () => {
      try {
        return await getJson<CategoryPage>(api, `${apiPaths.category(slug)}?lang=${lang}&page=${page}`);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** The category page's data; with `enabled` false it only reads what the cache holds (the language switcher). */
export function useCategory(lang: Lang, slug: string, page: number, enabled = true) {
  return useQuery({ ...categoryQuery(useApi(), lang, slug, page), enabled });
}
