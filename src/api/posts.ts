import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type PostSummary } from '../../shared/api';
import { getJson, useApi, type ApiFetch } from './client';

export const latestPostsQuery = (api: ApiFetch, limit: number) =>
  queryOptions({
    queryKey: ['posts', 'latest', limit],
    queryFn: () => getJson<PostSummary[]>(api, `${apiPaths.posts}?limit=${limit}`),
  });

export function useLatestPosts(limit: number) {
  return useQuery(latestPostsQuery(useApi(), limit));
}
