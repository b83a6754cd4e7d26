import { delay, http, HttpResponse } from 'msw';
import { fieldErrors, redirectInputSchema } from '../../shared/adminSchemas';
import {
  missingPageSize,
  redirectConflicts,
  redirectPageSize,
  type MissingPage,
  type Redirect,
} from '../../shared/redirects';
import { staffSessionFixture } from '../fixtures/admin';
import { missingPagesFixture, redirectsFixture } from '../fixtures/redirects';
import { adminReceived } from './admin';

/**
 * Redirects and missing pages as the mocked server holds them: an add, a change, a delete or a dismissal shows
 * in the next list, and a redirect is refused with the real server's field errors (the same schema and the same
 * loop and chain checks). Reset before every story of the Redirects screen.
 */
let storedRedirects: Redirect[] = structuredClone(redirectsFixture);
let storedMissing: MissingPage[] = structuredClone(missingPagesFixture);
let nextId = 100;
let failuresLeft = 0;

export function resetRedirectMocks() {
  storedRedirects = structuredClone(redirectsFixture);
  storedMissing = structuredClone(missingPagesFixture);
  nextId = 100;
  failuresLeft = 0;
}

/** Starts a story with these redirects and missing pages. */
export function mockRedirects({ redirects, missing }: { redirects?: Redirect[]; missing?: MissingPage[] }) {
  if (redirects) storedRedirects = structuredClone(redirects);
  if (missing) storedMissing = structuredClone(missing);
}

const page = <Item>(items: Item[], request: Request, pageSize: number) => {
  const number = Number(new URL(request.url).searchParams.get('page') ?? 1);
  return {
    items: items.slice((number - 1) * pageSize, number * pageSize),
    page: number,
    pageSize,
    total: items.length,
  };
};

const listRedirects = (request: Request) => {
  const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
  const matching = storedRedirects.filter(
    (redirect) => redirect.from.toLowerCase().includes(q) || redirect.to.toLowerCase().includes(q),
  );
  return HttpResponse.json(page(matching, request, redirectPageSize));
};

/** POST and PUT: the server's validation and checks, then the stored redirect. */
async function saveRedirect(request: Request, id: number | null) {
  const body = (await request.clone().json()) as Record<string, unknown>;
  adminReceived.saved.push({ path: new URL(request.url).pathname, method: request.method, body });
  await delay(100);
  const parsed = redirectInputSchema.safeParse(body);
  if (!parsed.success)
    return HttpResponse.json({ error: 'validation', fields: fieldErrors(parsed.error) }, { status: 400 });
  const existing = storedRedirects.find((redirect) => redirect.id === id);
  if (id !== null && !existing)
    return HttpResponse.json({ error: 'not_found', message: 'No such redirect' }, { status: 404 });
  const fields = redirectConflicts(storedRedirects, { id, ...parsed.data });
  if (Object.keys(fields).length > 0)
    return HttpResponse.json({ error: 'validation', fields }, { status: 400 });
  const now = '2026-03-16T09:00:00.000Z';
  const saved: Redirect = {
    id: id ?? nextId++,
    ...parsed.data,
    source: existing?.source ?? 'staff',
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
    updatedBy: staffSessionFixture.user.name,
  };
  storedRedirects = [saved, ...storedRedirects.filter((redirect) => redirect.id !== id)];
  storedMissing = storedMissing.filter((missing) => missing.path !== saved.from);
  return HttpResponse.json(saved, { status: id === null ? 201 : 200 });
}

export const redirectHandlers = {
  list: http.get('*/api/admin/redirects', ({ request }) => listRedirects(request)),
  listEmpty: http.get('*/api/admin/redirects', ({ request }) =>
    HttpResponse.json(page([], request, redirectPageSize)),
  ),
  listLoading: http.get('*/api/admin/redirects', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  /** The list fails as many times as failRedirectList said, then answers (so a retry can work). */
  listFailing: http.get('*/api/admin/redirects', ({ request }) => {
    if (failuresLeft-- > 0)
      return HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 });
    return listRedirects(request);
  }),
  create: http.post('*/api/admin/redirects', ({ request }) => saveRedirect(request, null)),
  update: http.put('*/api/admin/redirects/:id', ({ request, params }) =>
    saveRedirect(request, Number(params.id)),
  ),
  remove: http.delete('*/api/admin/redirects/:id', async ({ params }) => {
    await delay(100);
    const id = Number(params.id);
    if (!storedRedirects.some((redirect) => redirect.id === id))
      return HttpResponse.json({ error: 'not_found', message: 'No such redirect' }, { status: 404 });
    storedRedirects = storedRedirects.filter((redirect) => redirect.id !== id);
    adminReceived.deletes.push(`redirect ${id}`);
    return new HttpResponse(null, { status: 204 });
  }),
  missing: http.get('*/api/admin/not-found', ({ request }) =>
    HttpResponse.json(page(storedMissing, request, missingPageSize)),
  ),
  missingLoading: http.get('*/api/admin/not-found', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  missingEmpty: http.get('*/api/admin/not-found', ({ request }) =>
    HttpResponse.json(page([], request, missingPageSize)),
  ),
  dismiss: http.delete('*/api/admin/not-found', ({ request }) => {
    const path = new URL(request.url).searchParams.get('path');
    if (!storedMissing.some((missing) => missing.path === path))
      return HttpResponse.json({ error: 'not_found', message: 'No such path' }, { status: 404 });
    storedMissing = storedMissing.filter((missing) => missing.path !== path);
    adminReceived.deletes.push(`not-found ${path}`);
    return new HttpResponse(null, { status: 204 });
  }),
};

/** Makes the list fail this many times before it answers (the Error story). */
export function failRedirectList(times: number) {
  failuresLeft = times;
}
