import { eq, inArray, or } from 'drizzle-orm';
import {
  isBlockType,
  pageBlock,
  type Block,
  type SitePartKey,
  type SiteParts,
} from '../../shared/blocks/registry';
import { missingTranslations } from '../../shared/localize';
import type { Lang } from '../../shared/i18n';
import { fixedPageKeys, type FixedPageKey } from '../../shared/pageAddresses';
import {
  localizePage,
  partsShownBy,
  type BlockProblem,
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

/** A stored key, if it names a fixed page. */
export const fixedKey = (key: string | null): FixedPageKey | null =>
  key !== null && (fixedPageKeys as readonly string[]).includes(key) ? (key as FixedPageKey) : null;

/** A page as the admin reads and saves it. */
export function pageDocument(row: PageRow): PageDocument {
  const { blocks, problems } = readBlocks(row.document.blocks);
  const meta = row.document.meta;
  return {
    id: row.id,
    key: fixedKey(row.key),
    path: { sv: row.pathSv, en: row.pathEn },
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
    meta,
    blocks,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    missingTranslations: missingTranslations({ meta, blocks }),
    problems,
  };
}

/** A row of Admin → Pages. */
export function pageSummary(row: PageRow): PageSummary {
  const document = pageDocument(row);
  return {
    id: row.id,
    key: document.key,
    path: document.path,
    status: row.status,
    publishAt: document.publishAt,
    title: document.meta.title,
    updatedAt: document.updatedAt,
    missingTranslations: document.missingTranslations.length,
    problems: document.problems.length,
  };
}

/** The shared parts `keys` as stored (a part never stored, or stored in an older shape, is left out). */
export async function readParts<Key extends SitePartKey>(
  db: Db,
  keys: Key[],
): Promise<Partial<Pick<SiteParts, Key>>> {
  if (keys.length === 0) return {};
  const rows = await db.select().from(siteParts).where(inArray(siteParts.key, keys));
  const parts: Partial<Record<SitePartKey, unknown>> = {};
  for (const row of rows) {
    const key = row.key as SitePartKey;
    const parsed = partSchemas[key]?.safeParse(row.data);
    if (parsed?.success) parts[key] = parsed.data;
  }
  return parts as Partial<Pick<SiteParts, Key>>;
}

/**
 * The addresses of the published pages, read once and kept until a page changes (the `pages` signal clears it):
 * an address no page has, which is every made-up one, is answered without asking the database. A read under
 * way when a page changes is dropped, so the next question reads again.
 */
export class PublishedAddresses {
  private addresses: Promise<Set<string>> | null = null;

  constructor(private readonly db: Db) {}

  async has(path: string): Promise<boolean> {
    return (await (this.addresses ?? this.read())).has(path);
  }

  clear(): void {
    this.addresses = null;
  }

  private read(): Promise<Set<string>> {
    const reading = this.db
      .select({ sv: pages.pathSv, en: pages.pathEn })
      .from(pages)
      .where(eq(pages.status, 'published'))
      .then((rows) => new Set(rows.flatMap((row) => [row.sv, row.en])));
    this.addresses = reading;
    reading.catch(() => {
      if (this.addresses === reading) this.addresses = null;
    });
    return reading;
  }
}

/** The published page at `path` (either language's address), or null. */
export async function publishedPageAt(db: Db, path: string): Promise<PageRow | null> {
  const [row] = await db
    .select()
    .from(pages)
    .where(or(eq(pages.pathSv, path), eq(pages.pathEn, path)));
  return row?.status === 'published' ? row : null;
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
export const pageSource = (row: PageRow, unsaved?: UnsavedPage): PageSource => ({
  id: row.id,
  key: fixedKey(row.key),
  path: { sv: row.pathSv, en: row.pathEn },
  meta: unsaved?.meta ?? row.document.meta,
  blocks: readBlocks(unsaved?.blocks ?? row.document.blocks).blocks,
  updatedAt: (unsaved?.at ?? row.updatedAt).toISOString(),
});

/**
 * A page as a visitor in `lang` gets it: its texts in that language, its social picture and the parts it shows.
 * With `unsaved`, the page as it would be with that document (the editor's live preview).
 */
export async function publicPage(
  db: Db,
  row: PageRow,
  lang: Lang,
  unsaved?: UnsavedPage,
): Promise<PublicPage> {
  const source = pageSource(row, unsaved);
  const { socialImage } = source.meta;
  const [parts, images] = await Promise.all([
    readParts(db, partsShownBy(source.blocks)),
    publicImages(db, [socialImage]),
  ]);
  return localizePage(source, lang, parts, (socialImage && images.get(socialImage)) || null);
}
