import { isDeepStrictEqual } from 'node:util';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  contentFile,
  transferOutcomes,
  transferSections,
  type ContentFile,
  type ExportedMedia,
  type ImportProblem,
  type ImportReport,
  type TransferOutcome,
  type TransferSection,
} from '../../../shared/contentTransfer';
import type { StaffUser } from '../../auth/sessions';
import { audit } from '../../audit';
import { isUniqueViolation, type Db, type Tx } from '../../db/client';
import { media, pages, portfolioItems, posts, redirects, settings, siteParts } from '../../db/schema';
import { insertMedia } from '../../media/library';
import { MediaError, processImage, type ProcessedImage } from '../../media/process';
import type { ServerRoutes } from '../pagePaths';
import { workingVersion } from '../pages';
import { postSnapshot } from '../posts';
import { releaseAddresses, releasePostAddresses } from '../redirects';
import { keepEarlierVersion, recordRevision } from '../revisions';
import {
  exportedPage,
  exportedPost,
  exportedProject,
  exportedRedirect,
  exportedSettings,
} from './exportContent';
import {
  readFile,
  readPage,
  readPost,
  readProject,
  readRedirect,
  readSettings,
  type ReadFile,
} from './readItems';

/**
 * Brings a content file (exportContent.ts) into this site, all or nothing (docs/content-export.md). Items are
 * matched by what names them on a site: a post by its slug, a page by its fixed key or its Swedish address, a
 * portfolio entry by its kind and name, a redirect by its old address, a picture by the SHA-256 of its upload, a
 * shared part by its key. Each is added, changed (and a revision kept, so it can be undone) or skipped when it
 * holds the same already. Pictures are processed again from their WebP and keep their hash, so their addresses
 * in the text of posts and pages are rewritten to this site's ids only.
 *
 * A check (`check: true`) answers what the import would do and changes nothing.
 */

/** Why nothing was imported: each item at fault. */
export class ImportRefused extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super(problems[0]?.message ?? 'The file cannot be imported');
    this.name = 'ImportRefused';
  }
}

/** The same content, whatever the order of its keys. */
const same = (a: unknown, b: unknown) =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));

const mediaAddress = /\/media\/(\d{1,10})-([0-9a-f]{12})-/g;

/** Every picture a file's items name: by id in their fields, and in the addresses in their text. */
function namedPictures(read: ReadFile): Array<{ section: TransferSection; name: string; id: number }> {
  const named: Array<{ section: TransferSection; name: string; id: number }> = [];
  const add = (section: TransferSection, name: string, id: number | null | undefined) => {
    if (typeof id === 'number') named.push({ section, name, id });
  };
  add('settings', 'settings', read.settings?.socialMediaId as number | null);
  for (const post of read.posts) {
    add('posts', post.slug, post.coverMediaId);
    add('posts', post.slug, post.pending?.coverMediaId);
  }
  for (const page of read.pages) {
    add('pages', page.key ?? page.path.sv, page.document.meta.socialImage);
    add('pages', page.key ?? page.path.sv, page.pending?.meta.socialImage);
  }
  for (const project of read.projects) {
    for (const id of [project.coverMediaId, project.beforeMediaId, project.afterMediaId])
      add('portfolio', project.name, id);
  }
  return named;
}

/** The item with each picture's id of the file replaced by this site's, in its fields and in its text. */
function remapped<Value>(value: Value, ids: Map<number, number>, hashes: Map<number, string>): Value {
  const walk = (node: unknown, key?: string): unknown => {
    if (typeof node === 'string') {
      return node.replace(mediaAddress, (address, id: string, hash: string) => {
        const local = ids.get(Number(id));
        return local !== undefined && hashes.get(Number(id))?.startsWith(hash)
          ? `/media/${local}-${hash}-`
          : address;
      });
    }
    if (typeof node === 'number' && key !== undefined && pictureFields.has(key)) return ids.get(node) ?? node;
    if (Array.isArray(node)) return node.map((entry) => walk(entry));
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([name, entry]) => [name, walk(entry, name)]));
    }
    return node;
  };
  return walk(value) as Value;
}
const pictureFields = new Set([
  'coverMediaId',
  'beforeMediaId',
  'afterMediaId',
  'socialMediaId',
  'socialImage',
]);

interface Step {
  section: TransferSection;
  name: string;
  outcome: TransferOutcome;
  /** What applying it writes (none for a skip). */
  write?: (tx: Tx) => Promise<void>;
}

type Reader = Db | Tx;

/**
 * The pictures, matched by hash. On an import a new one is stored at once (the other items need its id); on a
 * check it gets a stand-in id no row of this site has.
 */
async function pictureSteps(
  reader: Reader,
  pictures: ExportedMedia[],
  processed: Map<string, ProcessedImage> | null,
  staff: StaffUser,
): Promise<{ steps: Step[]; ids: Map<number, number> }> {
  const local =
    pictures.length === 0
      ? []
      : await reader
          .select({ id: media.id, hash: media.hash, altSv: media.altSv, altEn: media.altEn })
          .from(media)
          .where(
            inArray(
              media.hash,
              pictures.map((picture) => picture.hash),
            ),
          );
  const ids = new Map<number, number>();
  const steps: Step[] = [];
  for (const [index, picture] of pictures.entries()) {
    const name = picture.filename || picture.hash.slice(0, 12);
    const alts = { altSv: picture.altSv, altEn: picture.altEn };
    const found = local.find((row) => row.hash === picture.hash);
    if (found) {
      ids.set(picture.id, found.id);
      const outcome = same(alts, { altSv: found.altSv, altEn: found.altEn }) ? 'skipped' : 'changed';
      steps.push({
        section: 'media',
        name,
        outcome,
        write: async (tx) => {
          await tx
            .update(media)
            .set({ ...alts, updatedAt: new Date() })
            .where(eq(media.id, found.id));
        },
      });
      continue;
    }
    steps.push({ section: 'media', name, outcome: 'added' });
    if (!processed) {
      ids.set(picture.id, -1 - index);
      continue;
    }
    const row = await insertMedia(reader, processed.get(picture.hash)!, {
      ...alts,
      filename: picture.filename,
      originalBytes: Buffer.byteLength(picture.webp, 'base64'),
      uploadedBy: staff.id,
    });
    // Stored meanwhile by an upload of the same picture: that item is this one.
    const id =
      row?.id ??
      (await reader.select({ id: media.id }).from(media).where(eq(media.hash, picture.hash)))[0]!.id;
    ids.set(picture.id, id);
  }
  return { steps, ids };
}

/** An item of the site as the file would hold it, read the same way; null when it no longer reads (then it differs). */
const asRead = <Value>(read: { ok: true; value: Value } | { ok: false }) => (read.ok ? read.value : null);

/** Added when the site has no such item, skipped when the site's holds the same as the file's, else changed. */
const outcomeOf = <Row>(
  row: Row | undefined,
  asFileHasIt: (row: Row) => unknown,
  wanted: unknown,
): TransferOutcome => (!row ? 'added' : same(asFileHasIt(row), wanted) ? 'skipped' : 'changed');

async function settingsSteps(reader: Reader, read: ReadFile['settings']): Promise<Step[]> {
  if (!read) return [];
  const [row] = await reader.select().from(settings).where(eq(settings.id, 1));
  const current = row ? asRead(readSettings(exportedSettings(row))) : null;
  return [
    {
      section: 'settings',
      name: 'settings',
      outcome: same(current, read) ? 'skipped' : row ? 'changed' : 'added',
      write: async (tx) => {
        if (row)
          await tx
            .update(settings)
            .set({ ...read, updatedAt: new Date() })
            .where(eq(settings.id, 1));
        else await tx.insert(settings).values({ id: 1, ...read });
      },
    },
  ];
}

async function partSteps(reader: Reader, parts: ReadFile['parts']): Promise<Step[]> {
  const rows = await reader.select().from(siteParts);
  return parts.map((part) => {
    const row = rows.find((candidate) => candidate.key === part.key);
    return {
      section: 'siteParts',
      name: part.key,
      outcome: outcomeOf(row, (found) => found.data, part.data),
      write: async (tx) => {
        if (!row) await tx.insert(siteParts).values({ key: part.key, data: part.data });
        else
          await tx
            .update(siteParts)
            .set({ data: part.data, version: row.version + 1, updatedAt: new Date() })
            .where(eq(siteParts.key, part.key));
      },
    };
  });
}

const moment = (value: string | null) => (value === null ? null : new Date(value));

async function postSteps(reader: Reader, read: ReadFile['posts'], staff: StaffUser): Promise<Step[]> {
  const rows = await reader.select().from(posts);
  return read.map((post) => {
    const row = rows.find((candidate) => candidate.slug === post.slug);
    const values = { ...post, publishAt: moment(post.publishAt), pendingAt: moment(post.pendingAt) };
    const outcome = outcomeOf(row, (found) => asRead(readPost(exportedPost(found))), post);
    return {
      section: 'posts',
      name: post.slug,
      outcome,
      write: async (tx) => {
        const [saved] = row
          ? await tx
              .update(posts)
              .set({ ...values, version: row.version + 1, updatedAt: new Date() })
              .where(eq(posts.id, row.id))
              .returning()
          : await tx.insert(posts).values(values).returning();
        if (row) await keepEarlierVersion(tx, { post: row.id }, row.updatedAt, postSnapshot(row));
        await recordRevision(tx, { post: saved!.id }, staff, postSnapshot(saved!));
        // A post live at its address takes it back from a redirect, as a save does.
        if (saved!.published) await releasePostAddresses(tx, saved!.slug);
      },
    };
  });
}

async function pageSteps(
  reader: Reader,
  read: ReadFile['pages'],
  staff: StaffUser,
  problems: ImportProblem[],
) {
  const rows = await reader.select().from(pages).orderBy(asc(pages.id));
  return read.map((page): Step => {
    const name = page.key ?? page.path.sv;
    const row = rows.find((candidate) =>
      page.key !== null
        ? candidate.key === page.key
        : candidate.key === null && candidate.pathSv === page.path.sv,
    );
    // A fixed page keeps this site's addresses (the site's own routes answer there).
    const wanted = row && page.key !== null ? { ...page, path: { sv: row.pathSv, en: row.pathEn } } : page;
    const taken = rows.find(
      (other) =>
        other !== row &&
        [other.pathSv, other.pathEn].some((path) => path === wanted.path.sv || path === wanted.path.en),
    );
    if (taken) {
      problems.push({
        section: 'pages',
        name,
        field: 'path',
        message: `Another page of this site has this address (${taken.pathSv})`,
      });
    }
    const values = {
      key: wanted.key,
      pathSv: wanted.path.sv,
      pathEn: wanted.path.en,
      status: wanted.status,
      publishAt: moment(wanted.publishAt),
      document: wanted.document,
      pending: wanted.pending,
      pendingAt: moment(wanted.pendingAt),
    };
    const outcome = outcomeOf(row, (found) => asRead(readPage(exportedPage(found))), wanted);
    return {
      section: 'pages',
      name,
      outcome,
      write: async (tx) => {
        const [saved] = row
          ? await tx
              .update(pages)
              .set({ ...values, version: row.version + 1, updatedAt: new Date() })
              .where(eq(pages.id, row.id))
              .returning()
          : await tx.insert(pages).values(values).returning();
        if (row) await keepEarlierVersion(tx, { page: row.id }, row.updatedAt, workingVersion(row).content);
        await recordRevision(tx, { page: saved!.id }, staff, workingVersion(saved!).content);
        if (saved!.status === 'published') await releaseAddresses(tx, [saved!.pathSv, saved!.pathEn]);
      },
    };
  });
}

async function projectSteps(reader: Reader, read: ReadFile['projects']): Promise<Step[]> {
  const rows = await reader.select().from(portfolioItems).orderBy(asc(portfolioItems.id));
  return read.map((project) => {
    const row = rows.find((candidate) => candidate.kind === project.kind && candidate.name === project.name);
    const outcome = outcomeOf(row, (found) => asRead(readProject(exportedProject(found))), project);
    return {
      section: 'portfolio',
      name: project.name,
      outcome,
      write: async (tx) => {
        if (row)
          await tx
            .update(portfolioItems)
            .set({ ...project, updatedAt: new Date() })
            .where(eq(portfolioItems.id, row.id));
        else await tx.insert(portfolioItems).values(project);
      },
    };
  });
}

async function redirectSteps(reader: Reader, read: ReadFile['redirects'], staff: StaffUser): Promise<Step[]> {
  const rows =
    read.length === 0
      ? []
      : await reader
          .select()
          .from(redirects)
          .where(
            inArray(
              redirects.fromPath,
              read.map((redirect) => redirect.from),
            ),
          );
  return read.map((redirect) => {
    const row = rows.find((candidate) => candidate.fromPath === redirect.from);
    const outcome = outcomeOf(row, (found) => asRead(readRedirect(exportedRedirect(found))), redirect);
    const values = {
      toTarget: redirect.to,
      status: redirect.status,
      source: redirect.source,
      updatedBy: staff.id,
    };
    return {
      section: 'redirects',
      name: redirect.from,
      outcome,
      write: async (tx) => {
        if (row)
          await tx
            .update(redirects)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(redirects.id, row.id));
        else await tx.insert(redirects).values({ fromPath: redirect.from, ...values, createdBy: staff.id });
      },
    };
  });
}

/** The file read and checked, before anything is written: the refusal names every problem at once. */
export function readContentFile(
  input: unknown,
  serverRoutes?: ServerRoutes,
): { file: ContentFile; read: ReadFile } {
  const parsed = contentFile.safeParse(input);
  if (!parsed.success) {
    throw new ImportRefused(
      parsed.error.issues.slice(0, 50).map((issue) => ({
        section: 'file',
        name: '',
        field: issue.path.map(String).join('.') || '(file)',
        message: issue.message,
      })),
    );
  }
  const file = parsed.data;
  const read = readFile(file, serverRoutes);
  const inFile = new Set(file.media.map((picture) => picture.id));
  for (const { section, name, id } of namedPictures(read)) {
    if (!inFile.has(id)) {
      read.problems.push({
        section,
        name,
        field: 'media',
        message: `Names picture ${id}, which the file does not hold`,
      });
    }
  }
  if (read.problems.length > 0) throw new ImportRefused(read.problems);
  return { file, read };
}

/** Each new picture processed again from its WebP, before the transaction (libvips works outside it). */
async function processPictures(db: Db, pictures: ExportedMedia[]): Promise<Map<string, ProcessedImage>> {
  const known = new Set(
    pictures.length === 0
      ? []
      : (
          await db
            .select({ hash: media.hash })
            .from(media)
            .where(
              inArray(
                media.hash,
                pictures.map((picture) => picture.hash),
              ),
            )
        ).map((row) => row.hash),
  );
  const processed = new Map<string, ProcessedImage>();
  const problems: ImportProblem[] = [];
  for (const picture of pictures) {
    if (known.has(picture.hash)) continue;
    try {
      const image = await processImage(Buffer.from(picture.webp, 'base64'));
      // The picture keeps the hash of its upload: the same upload here later is this item.
      processed.set(picture.hash, {
        ...image,
        hash: picture.hash,
        type: picture.type as ProcessedImage['type'],
      });
    } catch (error) {
      if (!(error instanceof MediaError)) throw error;
      problems.push({
        section: 'media',
        name: picture.filename || picture.hash.slice(0, 12),
        field: 'webp',
        message: error.message,
      });
    }
  }
  if (problems.length > 0) throw new ImportRefused(problems);
  return processed;
}

export async function importContent(
  db: Db,
  staff: StaffUser,
  input: unknown,
  { check = false, serverRoutes }: { check?: boolean; serverRoutes?: ServerRoutes } = {},
): Promise<ImportReport> {
  const { file, read } = readContentFile(input, serverRoutes);
  const processed = check ? null : await processPictures(db, file.media);

  const plan = async (reader: Reader) => {
    const pictures = await pictureSteps(reader, file.media, processed, staff);
    const hashes = new Map(file.media.map((picture) => [picture.id, picture.hash]));
    const local = <Value>(value: Value) => remapped(value, pictures.ids, hashes);
    const problems: ImportProblem[] = [];
    const steps = [
      ...pictures.steps,
      ...(await settingsSteps(reader, local(read.settings))),
      ...(await partSteps(reader, local(read.parts))),
      ...(await postSteps(reader, local(read.posts), staff)),
      ...(await pageSteps(reader, local(read.pages), staff, problems)),
      ...(await projectSteps(reader, local(read.projects))),
      ...(await redirectSteps(reader, local(read.redirects), staff)),
    ];
    if (problems.length > 0) throw new ImportRefused(problems);
    return steps;
  };

  let steps: Step[];
  if (check) steps = await plan(db);
  else {
    try {
      steps = await db.transaction(async (tx) => {
        const planned = await plan(tx);
        for (const step of planned) if (step.outcome !== 'skipped') await step.write?.(tx);
        const done = planned.filter((step) => step.outcome !== 'skipped').length;
        await audit(
          tx,
          staff,
          'import',
          'content',
          '',
          `${done} of ${planned.length} items added or changed, from ${file.site || 'a site'} (${file.exportedAt})`,
        );
        return planned;
      });
    } catch (error) {
      // Two items of the site at one address that the checks above did not foresee: refused, nothing kept.
      if (!isUniqueViolation(error)) throw error;
      throw new ImportRefused([
        {
          section: 'file',
          name: '',
          field: '(file)',
          message: `An item of the file takes an address this site uses for another: ${(error as Error).message}`,
        },
      ]);
    }
  }
  const counts = Object.fromEntries(
    transferSections.map((section) => [
      section,
      Object.fromEntries(
        transferOutcomes.map((outcome) => [
          outcome,
          steps.filter((step) => step.section === section && step.outcome === outcome).length,
        ]),
      ),
    ]),
  ) as ImportReport['counts'];
  return {
    applied: !check,
    site: file.site,
    exportedAt: file.exportedAt,
    counts,
    items: steps.map(({ section, name, outcome }) => ({ section, name, outcome })),
  };
}
