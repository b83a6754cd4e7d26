import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, posts, users } from './db/schema';
import { postInput, testAdmins } from './test/fixtures';
import { registeredRoutes } from './test/routes';
import { createTestApp, signIn } from './test/testApp';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let staff: { cookie: string; origin: string };

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = staff) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...headers, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    payload:
      typeof payload === 'string' ? payload : payload === undefined ? undefined : JSON.stringify(payload),
    remoteAddress: '198.51.100.77',
  });

const rowCount = async (table: typeof leads | typeof posts | typeof users) =>
  (await ctx.database.db.select({ n: count() }).from(table))[0]!.n;

/** A valid body for each route that takes one, so a changed field reaches the route's own checks. */
const validBodies: Record<string, Record<string, unknown>> = {
  'POST /api/auth/login': { email: 'nobody@example.com', password: 'not-the-password' },
  'POST /api/admin/posts': postInput({ slug: 'property-post' }),
  'POST /api/admin/posts/markdown': { markdown: '# Heading' },
  'POST /api/admin/posts/preview': { lang: 'sv', post: postInput({ slug: 'property-preview' }) },
  'POST /api/admin/portfolio': { name: 'Project', categoryEn: 'Web', categorySv: 'Webb', sortOrder: 1 },
  'POST /api/admin/invitations': {
    email: 'property-editor@novaweb.se',
    name: 'Property Editor',
    role: 'Editor',
    lang: 'sv',
  },
  'PUT /api/admin/settings': { siteName: 'Novaweb', contactEmail: 'hej@novaweb.se', phoneNumber: '08-123' },
  'PATCH /api/admin/leads/:id': { status: 'Contacted' },
  'POST /api/admin/seo/keywords': { keyword: 'webbdesign' },
  'POST /api/admin/redirects': { from: '/property-old', to: '/about', status: 301 },
  'POST /functions/v1/send-reply-email': {
    leadId: randomUUID(),
    to: 'anna@example.se',
    name: 'Anna',
    subject: 'Re: x',
    message: 'Hej',
  },
  'POST /functions/v1/handle-contact-form': {
    id: randomUUID(),
    name: 'Anna',
    email: 'anna@example.se',
    message: 'Hej',
    language: 'sv',
  },
};
validBodies['PUT /api/admin/posts/:id'] = { ...(validBodies['POST /api/admin/posts'] as object), version: 1 };
validBodies['PUT /api/admin/portfolio/:id'] = validBodies['POST /api/admin/portfolio']!;
validBodies['PUT /api/admin/redirects/:id'] = validBodies['POST /api/admin/redirects']!;

describe('the input boundary', () => {
  it.each([
    ['GET', '/api/posts?page=%00'],
    ['GET', '/api/posts/%00'],
    ['GET', '/api/posts/%ED%A0%80'],
    ['GET', '/api/posts/%E0%A4%A'],
    ['GET', '/api/posts/seo%00/related?lang=sv'],
    ['GET', '/api/blog/categories?lang=%00'],
    ['GET', '/api/blog/categories/%ED%A0%80?lang=en'],
    ['GET', '/api/blog/categories/seo?page=%E0%A4%A'],
    ['GET', '/api/admin/leads?search=%00'],
    ['GET', '/api/admin/leads?search=a%ED%B0%80'],
    ['GET', '/api/admin/leads/export.csv?search=%00'],
    ['GET', '/api/admin/leads/%00/replies'],
    ['DELETE', '/api/admin/posts/1%00'],
  ] as const)('answers %s %s with 400 and the usual error shape', async (method, url) => {
    const response = await call(method, url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request', message: expect.any(String) });
  });

  it.each([
    ['NUL', 'Anna\u0000'],
    ['a lone high surrogate', 'Anna \ud800'],
    ['a lone low surrogate', '\udc00 Anna'],
  ])('refuses %s in any JSON field, and stores nothing', async (_name, bad) => {
    const [leadsBefore, postsBefore, usersBefore] = await Promise.all([
      rowCount(leads),
      rowCount(posts),
      rowCount(users),
    ]);
    const contact = await call('POST', '/functions/v1/handle-contact-form', {
      ...validBodies['POST /functions/v1/handle-contact-form'],
      id: randomUUID(),
      message: bad,
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toEqual({ success: false, error: 'bad_request' });

    const login = await call('POST', '/api/auth/login', { email: testAdmins[0]!.email, password: bad });
    expect(login.statusCode).toBe(400);

    for (const [route, field] of [
      ['POST /api/admin/posts', 'titleEn'],
      ['PUT /api/admin/posts/:id', 'bodySv'],
      ['POST /api/admin/portfolio', 'name'],
      ['PUT /api/admin/portfolio/:id', 'descriptionEn'],
      ['POST /api/admin/invitations', 'name'],
      ['PUT /api/admin/settings', 'address'],
      ['POST /functions/v1/send-reply-email', 'message'],
    ] as const) {
      const [method, path] = route.split(' ') as [Method, string];
      const response = await call(method, path.replace(':id', '1'), { ...validBodies[route], [field]: bad });
      expect(response.statusCode, route).toBe(400);
      expect(response.json(), route).toMatchObject({ error: 'bad_request' });
    }
    // In a key, and deep inside arrays, too.
    expect((await call('POST', '/api/admin/posts', { [`a${bad}`]: 1 })).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/admin/posts', { ...validBodies['POST /api/admin/posts'], keywordsEn: [bad] }))
        .statusCode,
    ).toBe(400);

    expect(await rowCount(leads)).toBe(leadsBefore);
    expect(await rowCount(posts)).toBe(postsBefore);
    expect(await rowCount(users)).toBe(usersBefore);
  });

  it('finds no row for an id beyond a 32-bit integer (404), and refuses one in a body', async () => {
    for (const url of [
      '/api/admin/posts/2147483648',
      '/api/admin/portfolio/99999999999999999999',
      '/api/admin/users/2147483648',
      '/api/admin/redirects/2147483648',
    ]) {
      expect((await call('DELETE', url)).statusCode, url).toBe(404);
    }
    expect(
      (await call('PUT', '/api/admin/posts/2147483648', validBodies['POST /api/admin/posts'])).statusCode,
    ).toBe(404);
    const sortOrder = await call('POST', '/api/admin/portfolio', {
      ...validBodies['POST /api/admin/portfolio'],
      sortOrder: 2 ** 40,
    });
    expect(sortOrder.statusCode).toBe(400);
  });

  it.each(['2026-13-45', '2026-02-29', '2026-04-31', '2026-00-10', '20261-01-01'])(
    'refuses the date %s with a message at the field',
    async (date) => {
      const response = await call('POST', '/api/admin/posts', {
        ...validBodies['POST /api/admin/posts'],
        slug: `date-${date}`,
        date,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.date).toBeTruthy();
    },
  );

  it('accepts 29 February in a leap year', async () => {
    const response = await call('POST', '/api/admin/posts', {
      ...validBodies['POST /api/admin/posts'],
      slug: 'leap-day',
      date: '2028-02-29',
    });
    expect(response.statusCode).toBe(201);
  });
});

/** A string of any UTF-16 code units: NUL, lone surrogates and control characters included. */
const anyCodeUnits = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
  maxLength: 12,
});

const oddText = fc.oneof(
  anyCodeUnits,
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00',
    '2026-13-45',
    '2026-02-30',
    // Dates at the calendar's edges: PostgreSQL has no year 0.
    '0000-01-01',
    '0000-12-31',
    '0001-01-01',
    '9999-12-31',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59.999Z',
    '2147483648',
    '99999999999999999999',
    '-1',
    '0',
    '1e400',
    'NaN',
    '',
    ' ',
    "'; drop table leads; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '=cmd|calc',
    'x'.repeat(3000),
  ),
);

const oddValue = fc.oneof(
  oddText,
  fc.integer(),
  fc.constantFrom(2 ** 31, 2 ** 53, -1, 0, 1.5, Number.MAX_VALUE, true, false, null),
  fc.array(oddText, { maxLength: 3 }),
  fc.dictionary(oddText, oddText, { maxKeys: 3 }),
);

/** Percent-encodes any code units, a lone surrogate as the (invalid) UTF-8 bytes a client could send. */
function percentEncode(value: string): string {
  let encoded = '';
  for (const char of value) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else encoded += encodeURIComponent(char);
  }
  return encoded;
}

/** Path and query values: any text percent-encoded, or raw pieces a client could put in a URL as they are. */
const urlValue = fc.oneof(
  oddText.map(percentEncode),
  fc.constantFrom('%00', '%ZZ', '%', '%ED%A0%80', '%E0%A4%A', '1', '2147483648', randomUUID()),
  // Encoded slashes, backslashes, controls and the characters that end a path, alone or around a word. (A raw
  // backslash cannot be injected; server/hardening.test.ts sends one over a socket.)
  fc
    .tuple(
      fc.constantFrom('', 'a', 'en', 'blog'),
      fc.constantFrom('%2f', '%2F%2F', '%5C', '%5c', '%09', '%0a', '%0D', '%7F', '%C2%85', '%3F', '%23'),
      fc.constantFrom('', 'x', '/en', '/'),
    )
    .map((parts) => parts.join('')),
);

/** A page number: the first, pages past the last, and past the highest a list has. */
const pageValue = fc.oneof(
  fc.integer({ min: 1, max: 200_000 }).map(String),
  fc.constantFrom('10001', '99999', '100000', '0', '-1', '1e3', '%D9%A3'),
);

/** A date the routes read: ones at the calendar's edges (mostly), any real one, and ones that do not exist. */
const dateValue = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '0000-01-01',
      '0000-02-29',
      '0000-12-31',
      '9999-12-31',
      '2026-02-29',
      '2028-02-29',
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .date({
        min: new Date('0000-01-01T00:00:00Z'),
        max: new Date('9999-12-31T23:59:59Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10)),
  },
);

/** A query: any parameters, or the ones the lists and reports read, with edge values. */
const queryValue = fc.oneof(
  fc.dictionary(urlValue, urlValue, { maxKeys: 3 }),
  fc.record({ page: pageValue }),
  fc.record({ from: dateValue, to: dateValue }),
  dateValue.map((day) => ({ from: day, to: day })),
  fc.record({ q: fc.constantFrom('seo', 'webb', 'x'), page: pageValue }),
);

/** Paths the page route (`*`) gets besides odd ones: real pages, whose query and page number it reads. */
const pagePath = fc.constantFrom(
  '',
  'en',
  'blog',
  'en/blog',
  'blog/kategori/seo',
  'en/blog/category/seo',
  'search',
);

describe('no input yields a 5xx', () => {
  it('answers every route, whatever odd path, query and body it gets, with less than 500', async () => {
    const routes = registeredRoutes(ctx.app);
    // The walk covers the API, the functions and the page handler.
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toContainEqual({ method: 'POST', path: '/functions/v1/handle-contact-form' });

    const request = fc.record({
      params: fc.array(urlValue, { minLength: 3, maxLength: 3 }),
      page: fc.option(pagePath, { nil: null }),
      query: queryValue,
      body: fc.oneof(
        // A valid body with one field changed: it gets past the parser to the route's own checks.
        fc.record({ key: oddText, value: oddValue }).map((change) => ({ kind: 'changed' as const, change })),
        fc
          .constantFrom('field', 'key')
          .chain((kind) => fc.record({ kind: fc.constant(kind), value: oddValue })),
        fc.constant({ kind: 'raw' as const, value: '{"a":' }),
        // Every date of a valid body at once, at the calendar's edges.
        fc.record({ kind: fc.constant('dates' as const), value: dateValue, schedule: fc.boolean() }),
      ),
      signedIn: fc.oneof(
        { weight: 3, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
    });

    // Every route gets its own runs, so a route's own edge (a date, a page number) is met whatever the count;
    // signed in again where a route before it (a sign-out) ended the session, or the staff routes see only 401s.
    for (const route of routes) {
      const session = await ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: staff });
      if (session.statusCode !== 200)
        staff = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
      await fc.assert(
        fc.asyncProperty(request, async ({ params, page, query, body, signedIn }) => {
          let index = 0;
          const path = route.path
            .replace(/:[a-z]+/gi, () => params[index++]!)
            .replace('*', () => page ?? params[index++]!);
          const search = Object.entries(query)
            .map(([key, value]) => `${key}=${value}`)
            .join('&');
          // The page route is listed as `*`: a request's path always starts with '/'.
          const pathname = path.startsWith('/') ? path : `/${path}`;
          const url = search ? `${pathname}?${search}` : pathname;
          const valid = validBodies[`${route.method} ${route.path}`] ?? {};
          let payload: unknown;
          if (route.method !== 'GET' && route.method !== 'DELETE') {
            if (body.kind === 'changed') {
              const keys = Object.keys(valid);
              const key = keys.length > 0 ? keys[body.change.key.length % keys.length]! : body.change.key;
              payload = { ...valid, [key]: body.change.value };
            } else if (body.kind === 'dates') {
              // A new slug each time, or the first post made takes it and the rest stop at 409 before the date.
              payload = {
                ...valid,
                ...('date' in valid ? { date: body.value } : {}),
                ...('slug' in valid ? { slug: `edge-${randomUUID()}` } : {}),
                ...('publishAt' in valid && body.schedule ? { publishAt: `${body.value}T08:00:00Z` } : {}),
              };
            } else if (body.kind === 'field') payload = body.value;
            else if (body.kind === 'key') payload = { ...valid, [JSON.stringify(body.value) ?? '']: 1 };
            else payload = body.value;
          }
          const response = await call(
            route.method as Method,
            url,
            payload,
            signedIn ? staff : { origin: staff.origin },
          );
          if (response.statusCode >= 500) {
            throw new Error(`${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 300)}`);
          }
        }),
        { numRuns: route.path.endsWith('*') ? 200 : 30 },
      );
    }
    // Thousands of requests over every route: 16 s idle, past 30 s on a busy machine. A bound, not a measure.
  }, 180_000);
});
