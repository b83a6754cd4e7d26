import { delay, http, HttpResponse } from 'msw';
import { missingTranslations } from '../../shared/localize';
import { siteParts as partSchemas, type SitePartKey } from '../../shared/blocks/registry';
import { seedChrome } from '../../server/db/seed/pages/chrome';
import type { FixedPageKey } from '../../shared/pageAddresses';
import {
  documentFieldErrors,
  pageInput,
  type PageCheckFinding,
  type PageChecks,
  type PageDocument,
  type PageSummary,
  type SitePartDocument,
} from '../../shared/pages';
import { fillPriceTokens } from '../../shared/blocks/priceTokens';
import { fixedPageSources, homePageSource, pricesFixture } from '../fixtures/pages';
import type { Revision } from '../../src/admin/api';
import type { StoredContent } from '../../src/admin/pages';
import { adminReceived } from './admin';

/** A fixed page as the admin reads it, from the seed: a copy, so a story that changes it changes only its own. */
export const adminFixedPageFixture = (key: FixedPageKey): PageDocument => {
  const source = fixedPageSources.find((candidate) => candidate.key === key)!;
  return {
    id: source.id,
    key,
    path: structuredClone(source.path),
    status: 'published',
    publishAt: null,
    meta: structuredClone(source.meta),
    blocks: structuredClone(source.blocks),
    version: 3,
    createdAt: '2026-10-01T08:00:00.000Z',
    updatedAt: source.updatedAt,
    missingTranslations: [],
    problems: [],
    live: true,
  };
};

/** The home page as the admin reads it. */
export const adminHomePageFixture = () => adminFixedPageFixture('home');

/** A landing page staff made, still a draft with no blocks. */
export const emptyDraftFixture = (): PageDocument => ({
  ...adminHomePageFixture(),
  // After the fixed pages' ids.
  id: 21,
  key: null,
  path: { sv: '/kampanj/varerbjudande', en: '/en/campaign/spring-offer' },
  status: 'draft',
  live: false,
  meta: {
    ...homePageSource.meta,
    title: { sv: 'Vårerbjudande | Novaweb', en: '' },
    description: { sv: 'Ny hemsida till vårpris.', en: '' },
  },
  blocks: [],
  version: 1,
  missingTranslations: [
    { field: 'meta.title', missing: 'en' },
    { field: 'meta.description', missing: 'en' },
  ],
});

/**
 * Pages and the shared parts as the mocked server holds them: a save shows in the next read, an old version is a
 * conflict (409) and a document the registry refuses a 400 naming the fields, as on the real server.
 */
let storedPages: PageDocument[] = [];
/** What visitors see of each live page (its published content), while a draft or scheduled change waits. */
let publishedContent = new Map<number, Pick<PageDocument, 'meta' | 'blocks'>>();
/** The shared parts as the mocked server holds them. */
const partsAsSeeded = (): { [Key in SitePartKey]: SitePartDocument<Key> } => ({
  prices: {
    key: 'prices',
    data: structuredClone(pricesFixture),
    pending: null,
    version: 1,
    updatedAt: '2026-11-01T09:00:00.000Z',
  },
  chrome: {
    key: 'chrome',
    data: structuredClone(seedChrome),
    pending: null,
    version: 1,
    updatedAt: '2026-11-01T09:00:00.000Z',
  },
});
let storedParts = partsAsSeeded();
/** Each page's saves, newest first, as GET …/revisions lists them. */
let storedRevisions = new Map<number, Revision<StoredContent>[]>();

/** The home page's saves: the seed's copy, an Admin's change of the headline, and an Editor's current version. */
export function homeRevisionsFixture(): Revision<StoredContent>[] {
  const current = adminHomePageFixture();
  const withTitle = (sv: string, en: string) => ({
    meta: current.meta,
    blocks: current.blocks.map((block) =>
      block.type === 'hero' ? { ...block, data: { ...block.data, title: { sv, en } } } : block,
    ),
  });
  return [
    {
      id: 3,
      authorName: 'Eva Editor',
      createdAt: '2026-11-02T09:00:00.000Z',
      snapshot: { meta: current.meta, blocks: current.blocks },
    },
    {
      id: 2,
      authorName: 'Anna Admin',
      createdAt: '2026-10-20T13:30:00.000Z',
      snapshot: withTitle('Hemsidor som säljer, till ett fast pris', 'Websites that sell, at a fixed price'),
    },
    {
      id: 1,
      authorName: '',
      createdAt: '2026-10-01T08:00:00.000Z',
      snapshot: withTitle('Ny hemsida på en vecka', 'A new website in a week'),
    },
  ];
}

/** The mocked server answers saves after this long (a story holds it at "Saving…" with Infinity). */
let saveDelay = 0;
/** Saves that fail as if the network were down (the offline state). */
let offline = false;

export function resetPageMocks() {
  storedPages = [...fixedPageSources.map(({ key }) => adminFixedPageFixture(key!)), emptyDraftFixture()];
  publishedContent = new Map(
    storedPages
      .filter((page) => page.live)
      .map((page) => [page.id, { meta: page.meta, blocks: page.blocks }]),
  );
  storedRevisions = new Map([[1, homeRevisionsFixture()]]);
  storedParts = partsAsSeeded();
  saveDelay = 0;
  offline = false;
}
resetPageMocks();

/** Starts a story with page `id` as an earlier release left it: parts of it this release cannot show. */
export function mockPageProblems(id: number, problems: PageDocument['problems']) {
  storedPages.find((candidate) => candidate.id === id)!.problems = problems;
}

/**
 * Starts a story with page `id` in another state of publication: live (its content now is what visitors see), with
 * a draft or a scheduled change waiting, or off the site.
 */
export function mockPagePublication(
  id: number,
  publication: Pick<PageDocument, 'status' | 'publishAt' | 'live'>,
) {
  const page = storedPages.find((candidate) => candidate.id === id)!;
  Object.assign(page, publication);
  if (page.live) publishedContent.set(id, structuredClone({ meta: page.meta, blocks: page.blocks }));
  else publishedContent.delete(id);
}

/** Starts a story with other staff having saved page `id` since it was opened (its version is one higher). */
export function mockPageSavedElsewhere(id: number, change: (page: PageDocument) => void) {
  const page = storedPages.find((candidate) => candidate.id === id)!;
  change(page);
  page.version += 1;
  page.updatedAt = '2026-11-28T14:02:00.000Z';
  keepRevision(page, 'Sofia Support');
}

export function mockPageSaves({
  delayMs = 0,
  unreachable = false,
}: {
  delayMs?: number;
  unreachable?: boolean;
}) {
  saveDelay = delayMs;
  offline = unreachable;
}

/** A save kept as the newest revision, by the signed-in staff the stories show (unless another saved it). */
function keepRevision(page: PageDocument, authorName = 'Anna Admin') {
  const kept = storedRevisions.get(page.id) ?? [];
  const id = Math.max(0, ...[...storedRevisions.values()].flat().map((revision) => revision.id)) + 1;
  storedRevisions.set(page.id, [
    {
      id,
      authorName,
      createdAt: page.updatedAt,
      snapshot: { meta: page.meta, blocks: page.blocks },
    },
    ...kept,
  ]);
}

const summary = (page: PageDocument): PageSummary => ({
  id: page.id,
  key: page.key,
  path: page.path,
  status: page.status,
  publishAt: page.publishAt,
  title: page.meta.title,
  keywords: page.meta.keywords,
  updatedAt: page.updatedAt,
  missingTranslations: page.missingTranslations.length,
  problems: page.problems.length,
  live: page.live,
});

const conflict = (current: PageDocument) =>
  HttpResponse.json(
    {
      error: 'conflict',
      message: 'Someone else saved this page after you opened it. See their version before you save again.',
      current,
      // Who saved it: the newest revision's author, as the server answers.
      savedBy: storedRevisions.get(current.id)?.[0]?.authorName ?? null,
    },
    { status: 409 },
  );

const notFound = () => HttpResponse.json({ error: 'not_found', message: 'No such page' }, { status: 404 });

/**
 * A step of a live page's editor beside saving (POST …/:id/<name> with `{ version }`), as the server takes it:
 * `change` refuses with a message (409) or names what changes; an old version is a conflict.
 */
const pageStep = (name: string, change: (before: PageDocument) => string | Partial<PageDocument>) =>
  http.post(`*/api/admin/pages/:id/${name}`, async ({ params, request }) => {
    const body = (await request.json()) as { version: number };
    adminReceived.saved.push({ path: new URL(request.url).pathname, method: 'POST', body });
    const index = storedPages.findIndex((candidate) => String(candidate.id) === params.id);
    if (index < 0) return notFound();
    const before = storedPages[index]!;
    const changed = change(before);
    if (typeof changed === 'string')
      return HttpResponse.json({ error: 'conflict', message: changed }, { status: 409 });
    if (body.version !== before.version) return conflict(before);
    const after: PageDocument = {
      ...before,
      ...changed,
      version: before.version + 1,
      updatedAt: '2026-11-28T15:10:00.000Z',
    };
    storedPages[index] = after;
    if (!after.live) publishedContent.delete(after.id);
    return HttpResponse.json(after);
  });

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

export const pageHandlers = {
  list: http.get('*/api/admin/pages', () => HttpResponse.json(storedPages.map(summary))),
  listError: http.get('*/api/admin/pages', () =>
    HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 }),
  ),
  listLoading: http.get('*/api/admin/pages', async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
  get: http.get('*/api/admin/pages/:id', ({ params }) => {
    const page = storedPages.find((candidate) => String(candidate.id) === params.id);
    return page ? HttpResponse.json(page) : notFound();
  }),
  save: http.put('*/api/admin/pages/:id', async ({ params, request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    adminReceived.saved.push({ path: new URL(request.url).pathname, method: 'PUT', body });
    if (offline) return HttpResponse.error();
    await delay(saveDelay);
    const index = storedPages.findIndex((candidate) => String(candidate.id) === params.id);
    if (index < 0) return notFound();
    const parsed = pageInput.safeParse(body);
    if (!parsed.success) {
      return HttpResponse.json(
        { error: 'validation', fields: documentFieldErrors(parsed.error) },
        { status: 400 },
      );
    }
    const before = storedPages[index]!;
    if (parsed.data.version !== before.version) return conflict(before);
    const saved: PageDocument = {
      ...before,
      ...parsed.data,
      // A change to a live page that is not published stays a change: the page stays live.
      live: before.live || parsed.data.status === 'published',
      version: before.version + 1,
      // A fixed time, so the pictures of stories that save are the same on every run.
      updatedAt: '2026-11-28T15:00:00.000Z',
      missingTranslations: missingTranslations({ meta: parsed.data.meta, blocks: parsed.data.blocks }),
    };
    storedPages[index] = saved;
    if (saved.status === 'published')
      publishedContent.set(saved.id, { meta: saved.meta, blocks: saved.blocks });
    keepRevision(saved);
    return HttpResponse.json(saved);
  }),
  /** Off the site: the working version kept as a draft (a fixed page refuses). */
  unpublish: pageStep('unpublish', (before) => {
    if (before.key !== null) return 'A fixed page is part of the site and stays published';
    if (!before.live) return 'This page is not published';
    return { status: 'draft', publishAt: null, live: false };
  }),
  /** A live page's waiting change dropped: the published version is the working one again. */
  discard: pageStep('discard', (before) => {
    const published = publishedContent.get(before.id);
    if (!published || before.status === 'published') return 'This page has no change waiting to go live';
    return {
      ...structuredClone(published),
      status: 'published',
      publishAt: null,
      missingTranslations: missingTranslations(published),
    };
  }),
  /** Another page took the address meanwhile: the server names it at the page's address. */
  createAddressTaken: http.post('*/api/admin/pages', () =>
    HttpResponse.json(
      { error: 'validation', fields: { path: 'Another page has this address' } },
      { status: 400 },
    ),
  ),
  create: http.post('*/api/admin/pages', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    adminReceived.saved.push({ path: '/api/admin/pages', method: 'POST', body });
    const parsed = pageInput.omit({ version: true }).safeParse(body);
    if (!parsed.success) {
      return HttpResponse.json(
        { error: 'validation', fields: documentFieldErrors(parsed.error) },
        { status: 400 },
      );
    }
    const id = Math.max(...storedPages.map((page) => page.id)) + 1;
    storedPages.push({ ...emptyDraftFixture(), ...parsed.data, id, version: 1 });
    return HttpResponse.json({ id }, { status: 201 });
  }),
  revisions: http.get('*/api/admin/pages/:id/revisions', ({ params }) => {
    const page = storedPages.find((candidate) => String(candidate.id) === params.id);
    return page ? HttpResponse.json(storedRevisions.get(page.id) ?? []) : notFound();
  }),
  restore: http.post('*/api/admin/pages/:id/revisions/:revisionId/restore', async ({ params, request }) => {
    const text = await request.text();
    const body = (text ? JSON.parse(text) : {}) as { publish?: boolean };
    adminReceived.saved.push({ path: new URL(request.url).pathname, method: 'POST', body });
    const index = storedPages.findIndex((candidate) => String(candidate.id) === params.id);
    const revision = storedRevisions
      .get(Number(params.id))
      ?.find((candidate) => String(candidate.id) === params.revisionId);
    if (index < 0 || !revision)
      return HttpResponse.json({ error: 'not_found', message: 'No such revision' }, { status: 404 });
    const before = storedPages[index]!;
    // On a live page the revision is a draft change to review, unless it is to be published at once.
    const status = before.live && !body.publish ? 'draft' : before.live ? 'published' : before.status;
    const restored: PageDocument = {
      ...before,
      status,
      publishAt: status === 'scheduled' ? before.publishAt : null,
      meta: revision.snapshot.meta,
      blocks: revision.snapshot.blocks as PageDocument['blocks'],
      version: before.version + 1,
      updatedAt: '2026-11-28T15:05:00.000Z',
    };
    storedPages[index] = restored;
    if (status === 'published')
      publishedContent.set(restored.id, { meta: restored.meta, blocks: restored.blocks });
    keepRevision(restored);
    return HttpResponse.json(restored);
  }),
  /** Not the server's render (Storybook has no server): each block's texts, so the preview follows typing. */
  preview: http.post('*/api/admin/pages/:id/preview', async ({ request }) => {
    const { lang, document } = (await request.json()) as {
      lang: 'sv' | 'en';
      document: { blocks: { id: string; hidden: boolean; data: Record<string, unknown> }[] };
    };
    const texts = (value: unknown): string[] => {
      if (typeof value !== 'object' || value === null) return [];
      const record = value as Record<string, unknown>;
      if (typeof record.sv === 'string' && typeof record.en === 'string') {
        const text = (record[lang] as string) || record.sv;
        return text ? [text] : [];
      }
      return Object.values(record).flatMap(texts);
    };
    const sections = document.blocks
      .filter((block) => !block.hidden)
      .map(
        (block) =>
          // Each block's section has its id, as in the server's render (the editor finds the block by it).
          `<section id="${escape(block.id)}">${texts(block.data)
            .map((text) => `<p>${escape(text)}</p>`)
            .join('')}</section>`,
      )
      .join('');
    return new HttpResponse(
      // Bands about as tall as the site's, so the page is longer than the frame and scrolls, as a real one does.
      `<!doctype html><html lang="${lang}"><head><style>section { padding: 4rem 1.5rem; }</style></head>` +
        `<body><main>${sections}</main></body></html>`,
      {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      },
    );
  }),
  /** The preview that never arrives (the frame stays busy). */
  previewLoading: http.post('*/api/admin/pages/:id/preview', async () => {
    await delay('infinite');
    return new HttpResponse('');
  }),
  /** The server cannot draw the preview. */
  previewError: http.post('*/api/admin/pages/:id/preview', () =>
    HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 }),
  ),
  /**
   * The checks before publishing, on what Storybook has (no render): the title's length and the main headings
   * (a Page head or a Hero each is one), by the server's wording, for the stories of their states.
   */
  checks: http.post('*/api/admin/pages/:id/checks', async ({ request }) => {
    const { document } = (await request.json()) as {
      document: {
        meta: { title: { sv: string; en: string } };
        blocks: { id: string; type: string; hidden: boolean; data: { title?: Record<string, string> } }[];
      };
    };
    const findings: PageCheckFinding[] = [];
    for (const lang of ['sv', 'en'] as const) {
      const title = fillPriceTokens(document.meta.title[lang], storedParts.prices.data, lang, {
        momsWords: false,
      });
      if (title.length < 20 || title.length > 60)
        findings.push({
          lang,
          rule: 'title-length',
          message: `The title is ${title.length} characters (“${title.slice(0, 60)}”): search results show 20–60 whole.`,
          blockId: null,
        });
      const heads = document.blocks.filter(
        (block) => !block.hidden && (block.type === 'hero' || block.type === 'pageHead'),
      );
      if (heads.length === 0)
        findings.push({
          lang,
          rule: 'one-h1',
          message: 'The page has no main heading (h1): add a Page head or a Hero block.',
          blockId: null,
        });
      for (const extra of heads.slice(1))
        findings.push({
          lang,
          rule: 'one-h1',
          message: `A second main heading (h1), “${(extra.data.title?.[lang] ?? '').slice(0, 60)}”: a page has one.`,
          blockId: extra.id,
        });
    }
    return HttpResponse.json({ findings, linksChecked: 12 } satisfies PageChecks);
  }),
  /** The checks that never finish. */
  checksLoading: http.post('*/api/admin/pages/:id/checks', async () => {
    await delay('infinite');
    return new HttpResponse('');
  }),
  /** The server cannot run the checks. */
  checksError: http.post('*/api/admin/pages/:id/checks', () =>
    HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 }),
  ),
  sitePart: http.get('*/api/admin/site-parts/:key', ({ params }) => {
    const key = params.key as SitePartKey;
    return Object.hasOwn(storedParts, key)
      ? HttpResponse.json(storedParts[key])
      : HttpResponse.json({ error: 'not_found', message: 'No such part' }, { status: 404 });
  }),
  saveSitePart: http.put('*/api/admin/site-parts/:key', async ({ params, request }) => {
    const key = params.key as SitePartKey;
    if (!Object.hasOwn(storedParts, key))
      return HttpResponse.json({ error: 'not_found', message: 'No such part' }, { status: 404 });
    const body = (await request.json()) as { data: unknown; version: number; publish?: boolean };
    adminReceived.saved.push({ path: `/api/admin/site-parts/${key}`, method: 'PUT', body });
    const parsed = partSchemas[key].safeParse(body.data);
    if (!parsed.success) {
      const fields = documentFieldErrors(parsed.error);
      return HttpResponse.json(
        {
          error: 'validation',
          fields: Object.fromEntries(
            Object.entries(fields).map(([field, message]) => [`data.${field}`, message]),
          ),
        },
        { status: 400 },
      );
    }
    const stored = storedParts[key];
    if (body.version !== stored.version) {
      return HttpResponse.json(
        { error: 'conflict', message: 'Someone else saved', current: stored },
        { status: 409 },
      );
    }
    // A draft (`publish: false`) waits; a publish replaces what every page shows.
    const saved = {
      ...stored,
      ...(body.publish === false ? { pending: parsed.data } : { data: parsed.data, pending: null }),
      version: stored.version + 1,
      updatedAt: '2026-11-28T15:00:00.000Z',
    };
    storedParts = { ...storedParts, [key]: saved };
    return HttpResponse.json(saved);
  }),
  discardSitePart: http.post('*/api/admin/site-parts/:key/discard', async ({ params, request }) => {
    const key = params.key as SitePartKey;
    if (!Object.hasOwn(storedParts, key))
      return HttpResponse.json({ error: 'not_found', message: 'No such part' }, { status: 404 });
    const body = (await request.json()) as { version: number };
    adminReceived.saved.push({ path: `/api/admin/site-parts/${key}/discard`, method: 'POST', body });
    const stored = storedParts[key];
    if (body.version !== stored.version)
      return HttpResponse.json(
        { error: 'conflict', message: 'Someone else saved', current: stored },
        { status: 409 },
      );
    const saved = {
      ...stored,
      pending: null,
      version: stored.version + 1,
      updatedAt: '2026-11-28T15:10:00.000Z',
    };
    storedParts = { ...storedParts, [key]: saved };
    return HttpResponse.json(saved);
  }),
  /**
   * Not the server's render: the part's texts and amounts as a page would list them, so the preview follows
   * typing (each plan's name and price in the language drawn; the navigation's button and the footer's words).
   */
  sitePartPreview: http.post('*/api/admin/site-parts/:key/preview', async ({ request }) => {
    const { lang, data } = (await request.json()) as { lang: 'sv' | 'en'; data: unknown };
    const texts = (value: unknown): string[] => {
      if (typeof value === 'number') return [String(value)];
      if (typeof value !== 'object' || value === null) return [];
      const record = value as Record<string, unknown>;
      if (typeof record.sv === 'string' && typeof record.en === 'string') {
        const text = (record[lang] as string) || record.sv;
        return text ? [text] : [];
      }
      if (typeof record.sek === 'number' && typeof record.usd === 'number')
        return [lang === 'sv' ? `${record.sek} kr` : `$${record.usd}`];
      return Object.values(record).flatMap(texts);
    };
    return new HttpResponse(
      `<!doctype html><html lang="${lang}"><head><style>p { margin: 0; padding: 0.5rem 1.5rem; }</style></head>` +
        `<body><main>${texts(data)
          .map((text) => `<p>${escape(text)}</p>`)
          .join('')}</main></body></html>`,
      { headers: { 'content-type': 'text/html; charset=utf-8' } },
    );
  }),
};
