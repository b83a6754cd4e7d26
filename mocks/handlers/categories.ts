import { delay, http, HttpResponse } from 'msw';
import { apiPaths } from '../../shared/api';
import type { Lang } from '../../shared/i18n';
import { categoryPageFixture, relatedPostsFixture, swedishOnlyPosts } from '../fixtures/categories';
import { postsFixture } from '../fixtures/posts';

const langOf = (url: string): Lang => (new URL(url).searchParams.get('lang') === 'en' ? 'en' : 'sv');
const pageOf = (url: string) => Number(new URL(url).searchParams.get('page') ?? 1);

/** Blog categories and related posts, as the server answers them, with a variant for each state a page shows. */
export const categoryHandlers = {
  category: http.get(`*${apiPaths.categories}/:slug`, ({ request, params }) => {
    const body = categoryPageFixture(langOf(request.url), String(params.slug), pageOf(request.url), [
      ...postsFixture,
      ...swedishOnlyPosts,
    ]);
    return body ? HttpResponse.json(body) : HttpResponse.json({ error: 'not_found' }, { status: 404 });
  }),
  categoryError: http.get(`*${apiPaths.categories}/:slug`, () =>
    HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 }),
  ),
  categoryLoading: http.get(`*${apiPaths.categories}/:slug`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  related: http.get(`*${apiPaths.posts}/:slug/related`, ({ request, params }) =>
    HttpResponse.json(relatedPostsFixture(langOf(request.url), String(params.slug))),
  ),
  relatedError: http.get(`*${apiPaths.posts}/:slug/related`, () =>
    HttpResponse.json({ error: 'internal' }, { status: 500 }),
  ),
};
