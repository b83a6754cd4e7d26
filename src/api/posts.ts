import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths, type PostDetail, type PostPage, type PostSummary } from '../../shared/api';
import type { Lang } from '../../shared/i18n';
import { ApiRequestError, getJson, useApi, type ApiFetch } from './client';

/** A page of the posts a language shows (English: the translated ones), newest first. */
export const postPageQuery = (api: ApiFetch, lang: Lang, page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['posts', 'page', lang, page, pageSize],
    queryFn: () => getJson<PostPage>(api, `${apiPaths.posts}?lang=${lang}&page=${page}&pageSize=${pageSize}`),
  });

export function usePostPage(lang: Lang, page: number, pageSize: number) {
  return useQuery(postPageQuery(useApi(), lang, page, pageSize));
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

export function usePost(slug: string, enabled = true) {
  return useQuery({ ...postQuery(useApi(), slug), enabled });
}

/** Three other posts of a language for the post with `slug`: its category's first, then the newest. */
export const relatedPostsQuery = (api: ApiFetch, lang: Lang, slug: string) =>
  queryOptions({
    queryKey: ['posts', 'related', lang, slug],
    queryFn: async () => {
      try {
        return await getJson<PostSummary[]>(api, `${apiPaths.relatedPosts(slug)}?lang=${lang}`);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return [];
        throw error;
      }
    },
  });

export function useRelatedPosts(lang: Lang, slug: string) {
  return useQuery(relatedPostsQuery(useApi(), lang, slug));
}
