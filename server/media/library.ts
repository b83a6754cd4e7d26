import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { StaffUser } from '../auth/sessions';
import { audit } from '../audit';
import { isForeignKeyViolation, type Db } from '../db/client';
import { media, mediaVariants, pages, portfolioItems, posts, settings } from '../db/schema';
import { isDatabaseInt } from '../../shared/inputRules';
import type { MediaItem, MediaPage, MediaUse, MediaVariant, PublicImage } from '../../shared/api';
import { toPublicImage } from '../../shared/media';
import { mediaFormats, type MediaFormat, type ProcessedImage } from './process';

/**
 * The media library: processed images stored in the database (one stateful dependency: every instance sees
 * the same files, no shared disk), addressed by id and content hash so a URL names one file forever.
 */

/** How much of the SHA-256 a URL carries: enough that a URL can never name another file. */
const hashInUrl = 12;

/** `/media/<id>-<hash>-<width>.<format>`: what a page links to; served immutable (server/routes/media.ts). */
export const variantUrl = (row: { id: number; hash: string }, width: number, format: MediaFormat) =>
  `/media/${row.id}-${row.hash.slice(0, hashInUrl)}-${width}.${format}`;

/** Reads a variant URL's file name back; null for anything that is not one. */
export function parseVariantFile(file: string) {
  const match = /^([1-9]\d{0,9})-([0-9a-f]{12})-([1-9]\d{0,4})\.(avif|webp)$/.exec(file);
  if (!match) return null;
  const id = Number(match[1]);
  if (id > 2_147_483_647) return null;
  return { id, hashPrefix: match[2]!, width: Number(match[3]), format: match[4] as MediaFormat };
}

export type MediaRow = typeof media.$inferSelect;

const variantOrder = (a: MediaVariant, b: MediaVariant) =>
  mediaFormats.indexOf(a.format) - mediaFormats.indexOf(b.format) || a.width - b.width;

export function toMediaItem(
  row: MediaRow,
  variants: Array<{ format: MediaFormat; width: number; height: number }>,
): MediaItem {
  const listed = variants
    .map(({ format, width, height }) => ({ format, width, height, url: variantUrl(row, width, format) }))
    .sort(variantOrder);
  const widestWebp = listed.filter((variant) => variant.format === 'webp').at(-1);
  return {
    id: row.id,
    url: widestWebp?.url ?? '',
    filename: row.filename,
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    altSv: row.altSv,
    altEn: row.altEn,
    originalBytes: row.originalBytes,
    storedBytes: row.storedBytes,
    createdAt: row.createdAt.toISOString(),
    variants: listed,
  };
}

const variantColumns = {
  mediaId: mediaVariants.mediaId,
  format: mediaVariants.format,
  width: mediaVariants.width,
  height: mediaVariants.height,
};

/** The items with these ids, each with its variants (without their bytes). */
export async function mediaItems(db: Db, rows: MediaRow[]): Promise<MediaItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const variants = await db
    .select(variantColumns)
    .from(mediaVariants)
    .where(inArray(mediaVariants.mediaId, ids));
  return rows.map((row) =>
    toMediaItem(
      row,
      variants.filter((variant) => variant.mediaId === row.id),
    ),
  );
}

/** Each media row's variants (without their bytes) as one JSON array, so a row and its files come in one query. */
const variantsOfRow = sql<Array<{ format: MediaFormat; width: number; height: number }>>`coalesce((
  select json_agg(json_build_object('format', variant.format, 'width', variant.width, 'height', variant.height))
  from ${mediaVariants} as variant where variant.media_id = ${media}.id
), '[]'::json)`;

/**
 * The images with these ids as pages draw them, by id; ids that are null or gone are left out, and so is a value
 * no row could have (a stored document may hold anything: it must not fail the query). One query.
 */
export async function publicImages(db: Db, ids: unknown[]): Promise<Map<number, PublicImage>> {
  const wanted = [...new Set(ids.filter(isDatabaseInt))];
  const images = new Map<number, PublicImage>();
  if (wanted.length === 0) return images;
  const rows = await db
    .select({ ...getTableColumns(media), variants: variantsOfRow })
    .from(media)
    .where(inArray(media.id, wanted));
  for (const { variants, ...row } of rows)
    images.set(row.id, toPublicImage(toMediaItem(row, variants), row.preview));
  return images;
}

/**
 * For a feed's `<enclosure>`: each image's widest WebP, with its size in bytes (which RSS requires), by
 * media id.
 */
export async function widestWebp(db: Db, ids: Array<number | null>) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const files = new Map<number, { url: string; bytes: number }>();
  if (wanted.length === 0) return files;
  const rows = await db
    .selectDistinctOn([mediaVariants.mediaId], {
      id: media.id,
      hash: media.hash,
      width: mediaVariants.width,
      bytes: sql<number>`octet_length(${mediaVariants.data})`.mapWith(Number),
    })
    .from(mediaVariants)
    .innerJoin(media, eq(media.id, mediaVariants.mediaId))
    .where(and(inArray(mediaVariants.mediaId, wanted), eq(mediaVariants.format, 'webp')))
    .orderBy(mediaVariants.mediaId, desc(mediaVariants.width));
  for (const row of rows) files.set(row.id, { url: variantUrl(row, row.width, 'webp'), bytes: row.bytes });
  return files;
}

export async function findMedia(db: Db, id: number): Promise<MediaItem | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ? ((await mediaItems(db, [row]))[0] ?? null) : null;
}

export const mediaPageSize = 24;

/** A post's bodies and its waiting change, as one text: a picture in either is named there by its address. */
const postBodies = (alias: string) =>
  sql.raw(
    `(${alias}.body_doc_sv::text || ' ' || ${alias}.body_doc_en::text || ' ' || coalesce(${alias}.pending::text, ''))`,
  );

/**
 * Whether anything shows an image: a post's cover or a picture in its text, a project's cover or before/after picture, the site's social
 * picture, or a page's (named in its document, as text). The same uses `mediaUses` lists, as one condition.
 */
const usedImage = sql<boolean>`(
  exists (select 1 from ${posts} as post where post.cover_media_id = ${media}.id
    or strpos(${postBodies('post')}, '/media/' || ${media}.id || '-') > 0)
  or exists (select 1 from ${portfolioItems} as project
    where ${media}.id in (project.cover_media_id, project.before_media_id, project.after_media_id))
  or exists (select 1 from ${settings} as setting where setting.social_media_id = ${media}.id)
  or exists (select 1 from ${pages} as page where page.document -> 'meta' ->> 'socialImage' = ${media}.id::text)
)`;

export interface MediaFilters {
  /** Words of the file name or an alt text, in any case. */
  q?: string;
  /** Only the images something uses, or only those nothing does. */
  use?: 'used' | 'unused';
}

/** One page of the library, newest first, searched and filtered; each item says whether anything uses it. */
export async function listMedia(db: Db, page: number, filters: MediaFilters = {}): Promise<MediaPage> {
  const conditions: SQL[] = [];
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(
      or(ilike(media.filename, pattern), ilike(media.altSv, pattern), ilike(media.altEn, pattern))!,
    );
  }
  if (filters.use === 'used') conditions.push(usedImage);
  if (filters.use === 'unused') conditions.push(not(usedImage));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(media).where(where);
  const rows = await db
    .select({ row: media, inUse: usedImage })
    .from(media)
    .where(where)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(mediaPageSize)
    .offset((page - 1) * mediaPageSize);
  const items = await mediaItems(
    db,
    rows.map(({ row }) => row),
  );
  return {
    items: items.map((item, index) => ({ ...item, inUse: Boolean(rows[index]!.inUse) })),
    page,
    pageSize: mediaPageSize,
    total,
  };
}

export interface AltTexts {
  altSv: string;
  altEn: string;
}

/**
 * Stores a processed upload with its variants, audited, in one transaction. The same picture uploaded again
 * is the item already stored (`created: false`), its alt texts untouched.
 */
type Writer = Pick<Db, 'insert'>;

/**
 * Inserts a processed image and its variants (inside the caller's transaction); null when the same picture
 * is stored already.
 */
export async function insertMedia(
  tx: Writer,
  image: ProcessedImage,
  fields: AltTexts & { filename: string; originalBytes: number; uploadedBy: number | null },
): Promise<MediaRow | null> {
  const [row] = await tx
    .insert(media)
    .values({
      hash: image.hash,
      type: image.type,
      width: image.width,
      height: image.height,
      placeholder: image.placeholder,
      preview: image.preview,
      storedBytes: image.variants.reduce((sum, variant) => sum + variant.data.length, 0),
      ...fields,
    })
    .onConflictDoNothing({ target: media.hash })
    .returning();
  if (!row) return null;
  await tx.insert(mediaVariants).values(
    image.variants.map((variant) => ({
      mediaId: row.id,
      format: variant.format,
      width: variant.width,
      height: variant.height,
      data: variant.data,
    })),
  );
  return row;
}

/**
 * Stores an upload with its variants, audited, in one transaction. The same picture uploaded again is the
 * item already stored (`created: false`), its alt texts untouched.
 */
export async function storeMedia(
  db: Db,
  staff: StaffUser,
  image: ProcessedImage,
  fields: AltTexts & { filename: string; originalBytes: number },
): Promise<{ item: MediaItem; created: boolean }> {
  const stored = await db.transaction(async (tx) => {
    const row = await insertMedia(tx, image, { ...fields, uploadedBy: staff.id });
    if (row) await audit(tx, staff, 'create', 'media', row.id, fields.filename || fields.altEn);
    return row;
  });
  if (stored) return { item: (await mediaItems(db, [stored]))[0]!, created: true };
  const [existing] = await db.select().from(media).where(eq(media.hash, image.hash));
  return { item: (await mediaItems(db, [existing!]))[0]!, created: false };
}

export async function updateAltTexts(db: Db, staff: StaffUser, id: number, texts: AltTexts) {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(media)
      .set({ ...texts, updatedAt: new Date() })
      .where(eq(media.id, id))
      .returning();
    if (updated) await audit(tx, staff, 'update', 'media', id, texts.altEn);
    return updated;
  });
  return row ? findMedia(db, row.id) : null;
}

/** The posts (as a cover or in their text) and portfolio items that show the image: while there are any, it cannot be deleted. */
export async function mediaUses(db: Db, id: number): Promise<MediaUse[]> {
  const postRows = await db
    .select({ id: posts.id, title: sql<string>`coalesce(nullif(${posts.titleEn}, ''), ${posts.titleSv})` })
    .from(posts)
    .where(
      or(
        eq(posts.coverMediaId, id),
        sql`strpos(${posts.bodySv}::text || ' ' || ${posts.bodyEn}::text || ' ' || coalesce(${posts.pending}::text, ''), ${`/media/${id}-`}) > 0`,
      ),
    );
  const projectRows = await db
    .select({ id: portfolioItems.id, title: portfolioItems.name })
    .from(portfolioItems)
    .where(
      or(
        eq(portfolioItems.coverMediaId, id),
        eq(portfolioItems.beforeMediaId, id),
        eq(portfolioItems.afterMediaId, id),
      ),
    );
  const settingsRows = await db
    .select({ id: settings.id })
    .from(settings)
    .where(eq(settings.socialMediaId, id));
  // A page names its social picture inside its document (no foreign key holds it): as text, so any stored value
  // compares without a cast failing.
  const pageRows = await db
    .select({ id: pages.id, title: pages.pathSv })
    .from(pages)
    .where(sql`${pages.document} -> 'meta' ->> 'socialImage' = ${String(id)}`);
  return [
    ...postRows.map((row) => ({ type: 'post' as const, ...row })),
    ...pageRows.map((row) => ({ type: 'page' as const, ...row })),
    ...projectRows.map((row) => ({ type: 'project' as const, ...row })),
    ...settingsRows.map((row) => ({ type: 'settings' as const, id: row.id, title: 'Default social image' })),
  ];
}

/** Which of these media ids have no row (a reference to them would show nothing). */
export async function missingMedia(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: media.id }).from(media).where(inArray(media.id, ids));
  return ids.filter((id) => !found.some((row) => row.id === id));
}

/** Deletes an unused item: 'in_use' with its uses otherwise (the foreign keys hold the same line). */
export async function deleteMedia(
  db: Db,
  staff: StaffUser,
  id: number,
): Promise<{ deleted: true } | { deleted: false; uses: MediaUse[] } | null> {
  const uses = await mediaUses(db, id);
  if (uses.length > 0) return { deleted: false, uses };
  try {
    const row = await db.transaction(async (tx) => {
      const [removed] = await tx.delete(media).where(eq(media.id, id)).returning();
      if (removed) await audit(tx, staff, 'delete', 'media', id, removed.filename || removed.altEn);
      return removed;
    });
    return row ? { deleted: true } : null;
  } catch (error) {
    // Put to use between the check and the delete: the foreign key refused it.
    if (isForeignKeyViolation(error)) return { deleted: false, uses: await mediaUses(db, id) };
    throw error;
  }
}

/**
 * Deletes several items at once, all or nothing in one transaction (issue #41): an item gone meanwhile, or one
 * in use (as the list showed it or put to use since, the foreign keys' refusal), keeps every item and is named.
 */
/** Which of these images something uses: one query, the list's own condition. */
const usedAmong = async (db: Pick<Db, 'select'>, ids: number[]) =>
  (
    await db
      .select({ id: media.id })
      .from(media)
      .where(and(inArray(media.id, ids), usedImage))
      .orderBy(asc(media.id))
  ).map((row) => row.id);

export async function deleteUnusedMedia(
  db: Db,
  staff: StaffUser,
  ids: number[],
): Promise<{ deleted: number } | { missing: number[] } | { inUse: number[] }> {
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx.select().from(media).where(inArray(media.id, ids)).for('update');
      const missing = ids.filter((id) => !rows.some((row) => row.id === id));
      if (missing.length > 0) return { missing };
      const inUse = await usedAmong(tx, ids);
      if (inUse.length > 0) return { inUse };
      await tx.delete(media).where(inArray(media.id, ids));
      for (const row of rows) await audit(tx, staff, 'delete', 'media', row.id, row.filename || row.altEn);
      return { deleted: rows.length };
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    return { inUse: await usedAmong(db, ids) };
  }
}

/** A variant's bytes, if the URL names one (id, hash and variant all match). */
export async function variantFile(db: Db, file: ReturnType<typeof parseVariantFile> & object) {
  const [row] = await db
    .select({ hash: media.hash, data: mediaVariants.data })
    .from(mediaVariants)
    .innerJoin(media, eq(media.id, mediaVariants.mediaId))
    .where(
      and(
        eq(mediaVariants.mediaId, file.id),
        eq(mediaVariants.format, file.format),
        eq(mediaVariants.width, file.width),
      ),
    );
  if (!row || !row.hash.startsWith(file.hashPrefix)) return null;
  return row.data;
}

/** The widest file of an image (for drawing from it, as a social card does); null when it is gone. */
export async function widestFile(db: Db, id: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ data: mediaVariants.data })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.mediaId, id), eq(mediaVariants.format, 'webp')))
    .orderBy(desc(mediaVariants.width))
    .limit(1);
  return row?.data ?? null;
}
