import { eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import {
  isBlockType,
  pageBlock,
  type Block,
  type SitePartKey,
  type SiteParts,
} from '../../shared/blocks/registry';
import { hyphenateTexts } from './hyphenation';
import { missingTranslations } from '../../shared/localize';
import type { Lang } from '../../shared/i18n';
import { fixedPageKeys, type FixedPageKey } from '../../shared/pageAddresses';
import {
  feedBlockTypes,
  localizePage,
  pageMeta,
  partsShownBy,
  type BlockProblem,
  type FeedBlockType,
  type PageDocument,
  type PageMeta,
  type PageSource,
  type PageSummary,
  type PublicPage,
} from '../../shared/pages';
import type { Db } from '../db/client';
import { pages, siteParts } from '../db/schema';
import { publicImages } from '../media/library';
import { siteParts as partSchemas } from '../../shared/blocks/registry';

export type PageRow = typeof pages.$inferSelect;

/**
 * A stored page's blocks as this release can show them. A block whose kind is no longer known, or whose data
 * no longer fits its schema, is left out and named, so a visitor gets the rest of the page (never a 5xx) and
 * staff see what is missing.
 */
export function readBlocks(stored: unknown[]): { blocks: Block[]; problems: BlockProblem[] } {
  const blocks: Block[] = [];
  const problems: BlockProblem[] = [];
  stored.forEach((value, index) => {
    const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    const id = typeof raw.id === 'string' ? raw.id : `#${index + 1}`;
    const type = typeof raw.type === 'string' ? raw.type : '(none)';
    if (!isBlockType(type)) {
      problems.push({ index, id, type, message: `This release has no block of type "${type}"` });
      return;
    }
    const parsed = pageBlock.safeParse(value);
    if (parsed.success) blocks.push(parsed.data);
    else {
      const issue = parsed.error.issues[0];
      problems.push({ index, id, type, message: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}` });
    }
  });
  return { blocks, problems };
}

/** What a page's meta falls back to, field by field, where the stored value no longer fits. */
const metaFallback: PageMeta = {
  title: { sv: '', en: '' },
  description: { sv: '', en: '' },
  keywords: { sv: '', en: '' },
  socialImage: null,
  noindex: false,
};

/**
 * A stored page's meta as this release can use it: each field that no longer fits its schema (a value an older
 * release let through, a row written by hand) falls back to empty and is named, like a block that cannot be shown.
 */
export function readMeta(stored: unknown): { meta: PageMeta; problems: BlockProblem[] } {
  const whole = pageMeta.safeParse(stored);
  if (whole.success) return { meta: whole.data, problems: [] };
  const raw = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const problems: BlockProblem[] = [];
  const meta = Object.fromEntries(
    (Object.keys(metaFallback) as (keyof PageMeta)[]).map((key) => {
      const parsed = pageMeta.shape[key].safeParse(raw[key]);
      if (parsed.success) return [key, parsed.data];
      problems.push({
        index: -1,
        id: `meta.${key}`,
        type: 'meta',
        message: `left out: ${parsed.error.issues[0]?.message ?? 'this value cannot be used'}`,
      });
      return [key, metaFallback[key]];
    }),
  ) as PageMeta;
  return { meta, problems };
}

/** A stored key, if it names a fixed page. */
export const fixedKey = (key: string | null): FixedPageKey | null =>
  key !== null && (fixedPageKeys as readonly string[]).includes(key) ? (key as FixedPageKey) : null;

/**
 * The version of a page staff work on: a published page's change not live yet (a draft, or scheduled), else
 * the page itself.
 */
export function workingVersion(
  row: Pick<PageRow, 'status' | 'publishAt' | 'document' | 'pending' | 'pendingAt'>,
): {
  status: PageRow['status'];
  publishAt: Date | null;
  content: PageRow['document'];
} {
  if (row.status === 'published' && row.pending) {
    return { status: row.pendingAt ? 'scheduled' : 'draft', publishAt: row.pendingAt, content: row.pending };
  }
  return { status: row.status, publishAt: row.publishAt, content: row.document };
}

/** A page as the admin reads and saves it: its working version (see `workingVersion`). */
export function pageDocument(row: PageRow): PageDocument {
  const working = workingVersion(row);
  const content = working.content;
  const read = readBlocks(Array.isArray(content.blocks) ? content.blocks : []);
  const { meta, problems: metaProblems } = readMeta(content.meta);
  const { blocks } = read;
  const problems = [...metaProblems, ...read.problems];
  return {
    id: row.id,
    key: fixedKey(row.key),
    path: { sv: row.pathSv, en: row.pathEn },
    status: working.status,
    publishAt: working.publishAt?.toISOString() ?? null,
    meta,
    blocks,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    missingTranslations: missingTranslations({ meta, blocks }),
    problems,
    live: row.status === 'published',
  };
}

/** A row of Admin → Pages. */
export function pageSummary(row: PageRow): PageSummary {
  const document = pageDocument(row);
  return {
    id: row.id,
    key: document.key,
    path: document.path,
    status: document.status,
    publishAt: document.publishAt,
    title: document.meta.title,
    keywords: document.meta.keywords,
    updatedAt: document.updatedAt,
    missingTranslations: document.missingTranslations.length,
    problems: document.problems.length,
    live: document.live,
  };
}

/** The shared parts as stored, by key: what `readParts` and the queries that bring the parts along return. */
export type StoredParts = Partial<Record<string, unknown>>;

/** Every stored part as one JSON object by key, to read the parts in the same query as what shows them. */
export const storedParts = sql<StoredParts | null>`(select json_object_agg(part.key, part.data) from ${siteParts} as part)`;

/** The parts `keys` out of the stored ones (a part never stored, or stored in an older shape, is left out). */
export function partsOf<Key extends SitePartKey>(
  stored: StoredParts | null,
  keys: readonly Key[],
): Partial<Pick<SiteParts, Key>> {
  const parts: Partial<Record<SitePartKey, unknown>> = {};
  for (const key of keys) {
    const parsed = stored && key in stored ? partSchemas[key].safeParse(stored[key]) : null;
    if (parsed?.success) parts[key] = parsed.data;
  }
  return parts as Partial<Pick<SiteParts, Key>>;
}

/** The shared parts `keys` as stored (a part never stored, or stored in an older shape, is left out). */
export async function readParts<Key extends SitePartKey>(
  db: Db,
  keys: Key[],
): Promise<Partial<Pick<SiteParts, Key>>> {
  if (keys.length === 0) return {};
  const rows = await db.select().from(siteParts).where(inArray(siteParts.key, keys));
  return partsOf(Object.fromEntries(rows.map((row) => [row.key, row.data])), keys);
}

/**
 * The addresses of the published pages and the lists each one's blocks show (`feedBlockTypes`), read once and kept
 * until a page changes (the `pages` signal clears it): an address no page has, which is every made-up one, is
 * answered without asking the database, and a page's lists can be read beside the page, not after it. A read under
 * way when a page changes is dropped, so the next question reads again.
 */
export class PublishedAddresses {
  private addresses: Promise<Map<string, readonly FeedBlockType[]>> | null = null;

  constructor(private readonly db: Db) {}

  /** The lists the published page at `path` shows; undefined when no published page has the address. */
  async feedsAt(path: string): Promise<readonly FeedBlockType[] | undefined> {
    return (await (this.addresses ?? this.read())).get(path);
  }

  clear(): void {
    this.addresses = null;
  }

  private read(): Promise<Map<string, readonly FeedBlockType[]>> {
    const reading = this.db
      .select({
        sv: pages.pathSv,
        en: pages.pathEn,
        // Lax: a document without a list of blocks has no types (a stored value never takes the site down).
        types: sql<unknown>`jsonb_path_query_array(${pages.document}, 'lax $.blocks[*].type')`,
      })
      .from(pages)
      .where(eq(pages.status, 'published'))
      .then(
        (rows) =>
          new Map(
            rows.flatMap((row) => {
              const types = Array.isArray(row.types) ? row.types : [];
              const feeds = feedBlockTypes.filter((type) => types.includes(type));
              return [
                [row.sv, feeds],
                [row.en, feeds],
              ] as const;
            }),
          ),
      );
    this.addresses = reading;
    reading.catch(() => {
      if (this.addresses === reading) this.addresses = null;
    });
    return reading;
  }
}

/** The published page at `path` (either language's address) and the stored parts, in one query; or null. */
export async function publishedPageAt(
  db: Db,
  path: string,
): Promise<{ row: PageRow; parts: StoredParts | null } | null> {
  const [found] = await db
    .select({ ...getTableColumns(pages), parts: storedParts })
    .from(pages)
    .where(or(eq(pages.pathSv, path), eq(pages.pathEn, path)));
  if (found?.status !== 'published') return null;
  const { parts, ...row } = found;
  return { row, parts };
}

/** A document the editor has not saved: what the live preview shows instead of the stored one. */
export interface UnsavedPage {
  meta: PageMeta;
  blocks: unknown[];
  at: Date;
}

/**
 * What a stored page's public form is made from (with `unsaved`, that document instead of the stored one): its
 * blocks as this release can show them.
 */
export const pageSource = (row: PageRow, unsaved?: UnsavedPage): PageSource =>
  readSource(row, unsaved).source;

/** `pageSource`, and what of the document was left out of it. */
function readSource(row: PageRow, unsaved?: UnsavedPage): { source: PageSource; problems: BlockProblem[] } {
  const meta = unsaved ? { meta: unsaved.meta, problems: [] } : readMeta(row.document.meta);
  const stored = unsaved?.blocks ?? row.document.blocks;
  const blocks = readBlocks(Array.isArray(stored) ? stored : []);
  return {
    source: {
      id: row.id,
      key: fixedKey(row.key),
      path: { sv: row.pathSv, en: row.pathEn },
      meta: meta.meta,
      blocks: blocks.blocks,
      updatedAt: (unsaved?.at ?? row.updatedAt).toISOString(),
    },
    problems: [...meta.problems, ...blocks.problems],
  };
}

/**
 * Each page's stored version whose left-out parts were logged last: each version is logged once, and the map
 * holds one entry per page (a set of every version logged grew with every save for as long as the process ran).
 */
const reported = new Map<number, number>();

/** Logs, once per stored version, what of a page a visitor does not get (the editor lists it for staff). */
function reportOnce(row: PageRow, problems: BlockProblem[], log: (details: object, message: string) => void) {
  if (problems.length === 0 || reported.get(row.id) === row.version) return;
  reported.set(row.id, row.version);
  log(
    {
      page: row.id,
      version: row.version,
      problems: problems.map(({ id, type, message }) => ({ id, type, message })),
    },
    'a stored page holds parts this release cannot show; it is shown without them',
  );
}

/**
 * A page as a visitor in `lang` gets it: its texts in that language, its social picture and the parts it shows.
 * With `unsaved`, the page as it would be with that document (the editor's live preview). With `parts`, the
 * stored parts already read (publishedPageAt brings them); without, they are read here.
 */
export async function publicPage(
  db: Db,
  row: PageRow,
  lang: Lang,
  {
    unsaved,
    parts,
    log,
  }: {
    unsaved?: UnsavedPage;
    parts?: StoredParts | null;
    /** Where a stored document's left-out parts are reported (once per version). */
    log?: (details: object, message: string) => void;
  } = {},
): Promise<PublicPage> {
  const { source, problems } = readSource(row, unsaved);
  if (log && !unsaved) reportOnce(row, problems, log);
  const { socialImage } = source.meta;
  const shown = partsShownBy(source.blocks, source.meta);
  const [partsShown, images] = await Promise.all([
    parts === undefined ? readParts(db, shown) : partsOf(parts, shown),
    publicImages(db, [socialImage]),
  ]);
  // What visitors read of the blocks and the parts gets soft hyphens in its long words; the meta does not.
  return localizePage(
    { ...source, blocks: hyphenateTexts(source.blocks) },
    lang,
    hyphenateTexts(partsShown),
    (socialImage && images.get(socialImage)) || null,
  );
}
