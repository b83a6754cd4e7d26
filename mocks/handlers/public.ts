import { delay, http, HttpResponse } from 'msw';
import { apiPaths } from '../../shared/api';
import { postsFixture } from '../fixtures/posts';
import { settingsFixture } from '../fixtures/settings';

const posts = (limit: string | null) => postsFixture.slice(0, limit ? Number(limit) : undefined);

/** The public read API: posts and settings, with variants for each state a page shows. */
export const publicHandlers = {
  posts: http.get(`*${apiPaths.posts}`, ({ request }) =>
    HttpResponse.json(posts(new URL(request.url).searchParams.get('limit'))),
  ),
  postsEmpty: http.get(`*${apiPaths.posts}`, () => HttpResponse.json([])),
  postsError: http.get(`*${apiPaths.posts}`, () =>
    HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 }),
  ),
  postsLoading: http.get(`*${apiPaths.posts}`, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
  settings: http.get(`*${apiPaths.settings}`, () => HttpResponse.json(settingsFixture)),
};
