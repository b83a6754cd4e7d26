import { delay, http, HttpResponse } from 'msw';
import { apiPaths, type PostPage } from '../../shared/api';
import type { Lang } from '../../shared/i18n';
import { pageFixtureAt } from '../fixtures/pages';
import { portfolioFixture, postDetailFixture } from '../fixtures/portfolio';
import { postsFixture } from '../fixtures/posts';
import { longSearchResultFixture, searchResultFixture } from '../fixtures/search';
import { consentSettingsFixture, settingsFixture } from '../fixtures/settings';

/** A page of the fixture posts, as GET /api/posts answers it. */
export function postPage(url: string, all = postsFixture): PostPage {
  const params = new URL(url).searchParams;
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? 10);
  return {
    items: all.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: all.length,
    pageCount: Math.max(1, Math.ceil(all.length / pageSize)),
  };
}

/** The query, language and page of a GET /api/search. */
function searchParams(url: string): [string, Lang, number] {
  const params = new URL(url).searchParams;
  return [params.get('q') ?? '', params.get('lang') === 'en' ? 'en' : 'sv', Number(params.get('page') ?? 1)];
}

/** The public read API: posts and settings, with variants for each state a page shows. */
export const publicHandlers = {
  posts: http.get(`*${apiPaths.posts}`, ({ request }) => HttpResponse.json(postPage(request.url))),
  postsEmpty: http.get(`*${apiPaths.posts}`, ({ request }) => HttpResponse.json(postPage(request.url, []))),
  postsError: http.get(`*${apiPaths.posts}`, () =>
    HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 }),
  ),
  postsLoading: http.get(`*${apiPaths.posts}`, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
  /** Many posts, so the blog shows more than one page. */
  postsMany: http.get(`*${apiPaths.posts}`, ({ request }) =>
    HttpResponse.json(
      postPage(
        request.url,
        Array.from({ length: 23 }, (_, index) => ({
          ...postsFixture[index % postsFixture.length]!,
          id: index + 1,
          slug: `post-${index + 1}`,
        })),
      ),
    ),
  ),
  post: http.get(`*${apiPaths.posts}/:slug`, ({ params }) =>
    params.slug === postDetailFixture.slug
      ? HttpResponse.json(postDetailFixture)
      : HttpResponse.json({ error: 'not_found' }, { status: 404 }),
  ),
  postError: http.get(`*${apiPaths.posts}/:slug`, () =>
    HttpResponse.json({ error: 'internal' }, { status: 500 }),
  ),
  postLoading: http.get(`*${apiPaths.posts}/:slug`, async () => {
    await delay('infinite');
    return HttpResponse.json(postDetailFixture);
  }),
  /** The site search over the fixture posts (mocks/fixtures/search.ts). */
  search: http.get(`*${apiPaths.search}`, ({ request }) =>
    HttpResponse.json(searchResultFixture(...searchParams(request.url))),
  ),
  searchLong: http.get(`*${apiPaths.search}`, ({ request }) => {
    const [query, lang, page] = searchParams(request.url);
    return HttpResponse.json(longSearchResultFixture(query, lang, page));
  }),
  searchError: http.get(`*${apiPaths.search}`, () =>
    HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 }),
  ),
  searchTooMany: http.get(`*${apiPaths.search}`, () =>
    HttpResponse.json(
      { error: 'too_many_searches', message: 'Too many searches: wait a minute' },
      { status: 429, headers: { 'Retry-After': '60' } },
    ),
  ),
  searchLoading: http.get(`*${apiPaths.search}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  portfolio: http.get(`*${apiPaths.portfolio}`, () => HttpResponse.json(portfolioFixture)),
  portfolioEmpty: http.get(`*${apiPaths.portfolio}`, () => HttpResponse.json([])),
  portfolioError: http.get(`*${apiPaths.portfolio}`, () =>
    HttpResponse.json({ error: 'internal' }, { status: 500 }),
  ),
  portfolioLoading: http.get(`*${apiPaths.portfolio}`, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
  settings: http.get(`*${apiPaths.settings}`, () => HttpResponse.json(settingsFixture)),
  /** A site that asks its visitors before it measures them (the footer's "Statistics settings"). */
  settingsWithConsent: http.get(`*${apiPaths.settings}`, () => HttpResponse.json(consentSettingsFixture)),
  settingsLoading: http.get(`*${apiPaths.settings}`, async () => {
    await delay('infinite');
    return HttpResponse.json(settingsFixture);
  }),
  /** The pages made of blocks: the seed's fixed pages in each language; any other address has none. */
  page: http.get(`*${apiPaths.page}`, ({ request }) => {
    const page = pageFixtureAt(new URL(request.url).searchParams.get('path') ?? '');
    return page
      ? HttpResponse.json(page)
      : HttpResponse.json({ error: 'not_found', message: 'No such page' }, { status: 404 });
  }),
  pageMissing: http.get(`*${apiPaths.page}`, () =>
    HttpResponse.json({ error: 'not_found', message: 'No such page' }, { status: 404 }),
  ),
  pageError: http.get(`*${apiPaths.page}`, () =>
    HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 }),
  ),
  pageLoading: http.get(`*${apiPaths.page}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
};
