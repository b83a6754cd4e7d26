import { z } from 'zod';
import { withBodyDocuments } from '../posts';
import {
  portfolioInputSchema,
  postInputSchema,
  redirectInputSchema,
  settingsInputSchema,
} from '../../../shared/adminSchemas';
import { siteParts as partSchemas, type SitePartKey } from '../../../shared/blocks/registry';
import {
  contentSettingKeys,
  type ContentFile,
  type ImportProblem,
  type TransferSection,
} from '../../../shared/contentTransfer';
import { pageInput, pageMeta, pagePaths, pageStatuses } from '../../../shared/pages';
import { postContent } from '../posts';
import { reservedPagePath, type ServerRoutes } from '../pagePaths';
import { fixedKey } from '../pages';

/**
 * The items of a content file read with the schemas a staff save uses: each comes out in the form the export
 * writes (exportContent.ts), normalized, so a file item and a row of the site compare equal when they hold the
 * same. An item that fails is a problem naming the item and the field; the import then changes nothing.
 */

const moment = z.iso.datetime({ offset: true }).nullable().default(null);
const normalMoment = (value: string | null) => (value === null ? null : new Date(value).toISOString());

const storedPage = z.strictObject({ meta: pageMeta, blocks: pageInput.shape.blocks });

const pageItem = z
  .strictObject({
    key: z.string().max(60).nullable().default(null),
    path: pagePaths,
    status: z.enum(pageStatuses),
    publishAt: moment,
    document: storedPage,
    pending: storedPage.nullable().default(null),
    pendingAt: moment,
  })
  .refine((page) => (page.status === 'scheduled') === (page.publishAt !== null), {
    path: ['publishAt'],
    message: 'A scheduled page has a time, and only a scheduled page',
  })
  .refine((page) => page.pending === null || page.status === 'published', {
    path: ['pending'],
    message: 'Only a published page has a waiting change',
  })
  .refine((page) => page.pendingAt === null || page.pending !== null, {
    path: ['pendingAt'],
    message: 'A time for a change that is not there',
  });

const postExtras = z.strictObject({
  pending: z.record(z.string(), z.unknown()).nullable().default(null),
  pendingAt: moment,
});

const redirectSource = z.enum(['staff', 'slug']).default('staff');

export type ReadPost = ReturnType<typeof normalPost>;
export type ReadPage = z.output<typeof pageItem>;
export type ReadProject = z.output<typeof portfolioInputSchema>;
export type ReadRedirect = z.output<typeof redirectInputSchema> & { source: 'staff' | 'slug' };
export type ReadSettings = Pick<z.output<typeof settingsInputSchema>, (typeof contentSettingKeys)[number]>;

type Read<Value> = { ok: true; value: Value } | { ok: false; field: string; message: string };

const fail = (error: z.ZodError): { ok: false; field: string; message: string } => {
  const issue = error.issues[0]!;
  return { ok: false, field: issue.path.map(String).join('.') || '(item)', message: issue.message };
};

function normalPost(
  post: z.output<typeof postInputSchema>,
  pending: ReturnType<typeof postContent> | null,
  pendingAt: string | null,
) {
  return {
    ...postContent(post),
    published: post.published,
    publishAt: normalMoment(post.publishAt),
    pending,
    pendingAt: normalMoment(pendingAt),
  };
}

export function readPost(raw: Record<string, unknown>): Read<ReadPost> {
  const { pending: rawPending, pendingAt: rawPendingAt, ...fields } = raw;
  const extras = postExtras.safeParse({ pending: rawPending, pendingAt: rawPendingAt });
  if (!extras.success) return fail(extras.error);
  const post = postInputSchema.safeParse(withBodyDocuments(fields));
  if (!post.success) return fail(post.error);
  let pending = null;
  if (extras.data.pending !== null) {
    if (!post.data.published)
      return { ok: false, field: 'pending', message: 'Only a published post has a waiting change' };
    const change = postInputSchema.safeParse({
      ...(withBodyDocuments(extras.data.pending) as object),
      published: true,
      publishAt: null,
    });
    if (!change.success) {
      const problem = fail(change.error);
      return { ...problem, field: `pending.${problem.field}` };
    }
    pending = postContent(change.data);
  } else if (extras.data.pendingAt !== null) {
    return { ok: false, field: 'pendingAt', message: 'A time for a change that is not there' };
  }
  return { ok: true, value: normalPost(post.data, pending, extras.data.pendingAt) };
}

export function readPage(raw: Record<string, unknown>, serverRoutes?: ServerRoutes): Read<ReadPage> {
  const page = pageItem.safeParse(raw);
  if (!page.success) return fail(page.error);
  const value = {
    ...page.data,
    publishAt: normalMoment(page.data.publishAt),
    pendingAt: normalMoment(page.data.pendingAt),
  };
  if (value.key !== null) {
    if (!fixedKey(value.key)) {
      return { ok: false, field: 'key', message: 'A fixed page this release does not have' };
    }
    return { ok: true, value };
  }
  for (const lang of ['sv', 'en'] as const) {
    if (reservedPagePath(value.path[lang], serverRoutes)) {
      return { ok: false, field: `path.${lang}`, message: 'The site already has a page at this address' };
    }
  }
  return { ok: true, value };
}

export function readProject(raw: Record<string, unknown>): Read<ReadProject> {
  const project = portfolioInputSchema.safeParse(raw);
  return project.success ? { ok: true, value: project.data } : fail(project.error);
}

export function readRedirect(raw: Record<string, unknown>): Read<ReadRedirect> {
  const { source, ...fields } = raw;
  const redirect = redirectInputSchema.safeParse(fields);
  if (!redirect.success) return fail(redirect.error);
  const from = redirectSource.safeParse(source);
  if (!from.success) return { ...fail(from.error), field: 'source' };
  return { ok: true, value: { ...redirect.data, source: from.data } };
}

export function readSettings(raw: Record<string, unknown>): Read<ReadSettings> {
  const parsed = settingsInputSchema.safeParse(raw);
  if (!parsed.success) return fail(parsed.error);
  return {
    ok: true,
    value: Object.fromEntries(contentSettingKeys.map((key) => [key, parsed.data[key]])) as ReadSettings,
  };
}

export function readSitePart(key: string, data: unknown): Read<{ key: SitePartKey; data: unknown }> {
  if (!Object.hasOwn(partSchemas, key)) {
    return { ok: false, field: 'key', message: 'A shared part this release does not have' };
  }
  const parsed = partSchemas[key as SitePartKey].safeParse(data);
  return parsed.success
    ? { ok: true, value: { key: key as SitePartKey, data: parsed.data } }
    : { ...fail(parsed.error), field: `data.${fail(parsed.error).field}` };
}

/** The items of a file, read; every problem found, so the refusal names them all at once. */
export interface ReadFile {
  settings: ReadSettings | null;
  parts: Array<{ key: SitePartKey; data: unknown }>;
  posts: ReadPost[];
  pages: ReadPage[];
  projects: ReadProject[];
  redirects: ReadRedirect[];
  problems: ImportProblem[];
}

const nameOf = (section: TransferSection, raw: Record<string, unknown>, index: number): string => {
  const candidate =
    section === 'posts'
      ? raw.slug
      : section === 'pages'
        ? (raw.key ?? (raw.path as { sv?: unknown } | undefined)?.sv)
        : section === 'portfolio'
          ? raw.name
          : section === 'redirects'
            ? raw.from
            : raw.key;
  return typeof candidate === 'string' && candidate !== '' ? candidate.slice(0, 120) : `#${index + 1}`;
};

export function readFile(file: ContentFile, serverRoutes?: ServerRoutes): ReadFile {
  const problems: ImportProblem[] = [];
  const each = <Value>(
    section: TransferSection,
    items: Array<Record<string, unknown>>,
    read: (raw: Record<string, unknown>) => Read<Value>,
    identity: (value: Value) => string[],
  ): Value[] => {
    const values: Value[] = [];
    const seen = new Set<string>();
    items.forEach((raw, index) => {
      const name = nameOf(section, raw, index);
      const result = read(raw);
      if (!result.ok) {
        problems.push({ section, name, field: result.field, message: result.message });
        return;
      }
      for (const key of identity(result.value)) {
        if (seen.has(key)) {
          problems.push({ section, name, field: '(item)', message: 'The file holds this item twice' });
          return;
        }
        seen.add(key);
      }
      values.push(result.value);
    });
    return values;
  };

  let settings: ReadSettings | null = null;
  if (Object.keys(file.settings).length > 0) {
    const read = readSettings(file.settings);
    if (read.ok) settings = read.value;
    else problems.push({ section: 'settings', name: 'settings', field: read.field, message: read.message });
  }
  const parts = each(
    'siteParts',
    file.siteParts,
    (raw) => readSitePart(String(raw.key), raw.data),
    (part) => [part.key],
  );
  const posts = each('posts', file.posts, readPost, (post) => [post.slug]);
  const pages = each(
    'pages',
    file.pages,
    (raw) => readPage(raw, serverRoutes),
    (page) => (page.key !== null ? [`key:${page.key}`] : [`path:${page.path.sv}`, `path:${page.path.en}`]),
  );
  const projects = each('portfolio', file.portfolio, readProject, (project) => [
    `${project.kind}:${project.name}`,
  ]);
  const redirects = each('redirects', file.redirects, readRedirect, (redirect) => [redirect.from]);
  return { settings, parts, posts, pages, projects, redirects, problems };
}
