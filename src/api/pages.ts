import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Lang } from '../../shared/i18n';
import { apiPaths } from '../../shared/api';
import type { PageAnswer, PageFeeds } from '../../shared/pages';
import { blogPageSize, latestPostCount } from '../../shared/paths';
import { ApiRequestError, getJson, useApi, type ApiFetch } from './client';
import { portfolioQuery } from './portfolio';
import { postPageQuery } from './posts';

/**
 * The lists that came with a page kept as their own addresses' answers, so its blocks read them without asking
 * (and the server's render reads a page's data in one answer).
 */
function keepFeeds(client: QueryClient, api: ApiFetch, lang: Lang, feeds: PageFeeds) {
  if (feeds.latestPosts) {
    client.setQueryData(postPageQuery(api, lang, 1, latestPostCount).queryKey, feeds.latestPosts);
  }
  if (feeds.postList) client.setQueryData(postPageQuery(api, lang, 1, blogPageSize).queryKey, feeds.postList);
  if (feeds.portfolioCases) client.setQueryData(portfolioQuery(api).queryKey, feeds.portfolioCases);
}

/**
 * The published page at `path` (an address in either language), in that language; `null` when there is none
 * (a normal answer, so it renders and hydrates as the not-found page).
 */
export const pageQuery = (api: ApiFetch, path: string) =>
  queryOptions({
    queryKey: ['pages', path],
    queryFn: async ({ client }) => {
      try {
        const { feeds, ...page } = await getJson<PageAnswer>(
          api,
          `${apiPaths.page}?path=${encodeURIComponent(path)}`,
        );
        if (feeds) keepFeeds(client, api, page.lang, feeds);
        return page;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  });

export function usePage(path: string, enabled = true) {
  return useQuery({ ...pageQuery(useApi(), path), enabled });
}
