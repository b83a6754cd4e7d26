import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type PostDetail, type PostPage } from '../../shared/api';
import { ApiRequestError, getJson, useApi, type ApiFetch } from './client';

export const postPageQuery = (api: ApiFetch, page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['posts', 'page', page, pageSize],
    queryFn: () => getJson<PostPage>(api, `${apiPaths.posts}?page=${page}&pageSize=${pageSize}`),
  });

export function usePostPage(page: number, pageSize: number) {
  return useQuery(postPageQuery(useApi(), page, pageSize));
}

/** A post by slug; `null` when no published post has it (a normal answer, so it renders and hydrates as 404). */
export const postQuery = (api: ApiFetch, slug: string) =>
  queryOptions({
    queryKey: ['posts', 'detail', slug],
    queryFn: async () => {
      try {
        return await getJson<PostDetail>(api, apiPaths.post(slug));
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  });

export function usePost(slug: string) {
  return useQuery(postQuery(useApi(), slug));
}
