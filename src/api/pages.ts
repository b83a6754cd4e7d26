import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../shared/api';
import type { PublicPage } from '../../shared/pages';
import { ApiRequestError, getJson, useApi, type ApiFetch } from './client';

/**
 * The published page at `path` (an address in either language), in that language; `null` when there is none
 * (a normal answer, so it renders and hydrates as the not-found page).
 */
export const pageQuery = (api: ApiFetch, path: string) =>
  queryOptions({
    queryKey: ['pages', path],
    queryFn: async () => {
      try {
        return await getJson<PublicPage>(api, `${apiPaths.page}?path=${encodeURIComponent(path)}`);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  });

export function usePage(path: string, enabled = true) {
  return useQuery({ ...pageQuery(useApi(), path), enabled });
}
