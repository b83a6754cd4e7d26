import { and, asc, desc, eq } from 'drizzle-orm';
import {
  contentFormat,
  contentFormatVersion,
  contentSettingKeys,
  type ContentFile,
  type ExportedMedia,
} from '../../../shared/contentTransfer';
import type { Db } from '../../db/client';
import {
  media,
  mediaVariants,
  pages,
  portfolioItems,
  posts,
  redirects,
  settings,
  siteParts,
} from '../../db/schema';
import { postContent, type PostRow } from '../posts';
import type { PageRow } from '../pages';

/**
 * The site's content as one file (docs/content-export.md): settings, shared parts, posts, pages, portfolio,
 * redirects and every picture of the library. The import (importContent.ts) reads each item back with the same
 * functions below, so an item compares equal to what it was exported from.
 */

type Reader = Pick<Db, 'select'>;
type PortfolioRow = typeof portfolioItems.$inferSelect;
type RedirectRow = typeof redirects.$inferSelect;
type SettingsRow = typeof settings.$inferSelect;

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** A post as the file holds it: its content, its publication and a waiting change. */
export const exportedPost = (row: PostRow) => ({
  ...postContent(row),
  published: row.published,
  publishAt: iso(row.publishAt),
  pending: row.pending ? postContent({ ...postContent(row), ...row.pending }) : null,
  pendingAt: iso(row.pendingAt),
});

export const exportedPage = (row: PageRow) => ({
  key: row.key,
  path: { sv: row.pathSv, en: row.pathEn },
  status: row.status,
  publishAt: iso(row.publishAt),
  document: row.document,
  pending: row.pending,
  pendingAt: iso(row.pendingAt),
});

export const exportedProject = (row: PortfolioRow) => {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = row;
  return fields;
};

export const exportedRedirect = (row: RedirectRow) => ({
  from: row.fromPath,
  to: row.toTarget,
  status: row.status,
  source: row.source,
});

export const exportedSettings = (row: SettingsRow) =>
  Object.fromEntries(contentSettingKeys.map((key) => [key, row[key]]));

/** Every picture with its widest WebP, in base64. */
async function exportedMedia(db: Reader): Promise<ExportedMedia[]> {
  const rows = await db.select().from(media).orderBy(asc(media.id));
  const pictures: ExportedMedia[] = [];
  for (const row of rows) {
    // One picture's bytes at a time: the whole library is never held twice.
    const [widest] = await db
      .select({ data: mediaVariants.data })
      .from(mediaVariants)
      .where(and(eq(mediaVariants.mediaId, row.id), eq(mediaVariants.format, 'webp')))
      .orderBy(desc(mediaVariants.width))
      .limit(1);
    if (!widest) continue;
    pictures.push({
      id: row.id,
      hash: row.hash,
      filename: row.filename,
      type: row.type,
      altSv: row.altSv,
      altEn: row.altEn,
      webp: widest.data.toString('base64'),
    });
  }
  return pictures;
}

export async function exportContent(db: Db): Promise<ContentFile> {
  // One snapshot: an edit made while the file is written is in it whole or not at all.
  return db.transaction(
    async (tx) => {
      const [settingsRow] = await tx.select().from(settings).where(eq(settings.id, 1));
      return {
        format: contentFormat,
        version: contentFormatVersion,
        exportedAt: new Date().toISOString(),
        site: settingsRow?.siteName ?? '',
        media: await exportedMedia(tx),
        settings: settingsRow ? exportedSettings(settingsRow) : {},
        siteParts: (await tx.select().from(siteParts).orderBy(asc(siteParts.key))).map(({ key, data }) => ({
          key,
          data,
        })),
        posts: (await tx.select().from(posts).orderBy(asc(posts.id))).map(exportedPost),
        pages: (await tx.select().from(pages).orderBy(asc(pages.id))).map(exportedPage),
        portfolio: (await tx.select().from(portfolioItems).orderBy(asc(portfolioItems.id))).map(
          exportedProject,
        ),
        redirects: (await tx.select().from(redirects).orderBy(asc(redirects.id))).map(exportedRedirect),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
