import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MediaItem } from '../../shared/api';
import type { StaffUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { mediaUploads } from '../db/schema';
import { findMedia, storeMedia } from './library';
import { MediaError, processImage } from './process';
import type { AltTexts } from '../../shared/adminSchemas';

/** What the uploader hears about an upload: where it is, and at the end the item or the reason it failed. */
export type UploadState =
  | { id: string; status: 'queued' | 'processing' }
  | { id: string; status: 'done'; item: MediaItem; created: boolean }
  | { id: string; status: 'failed'; error: { status: number; code: string; message: string } };

/** An upload not finished after this long was lost with its instance (a restart): it is said to have failed. */
const lostAfterMs = 10 * 60_000;
/** Finished uploads are forgotten after a day. */
const keptMs = 24 * 3_600_000;

const lost = {
  status: 503,
  code: 'interrupted',
  message: 'The server restarted before the image was processed. Upload it again.',
};
const broken = {
  status: 500,
  code: 'processing_failed',
  message: 'The image could not be processed. Upload it again; if it fails again, tell the developers.',
};

/**
 * Uploads processed after the answer: the upload answers 202 at once with an id, the image waits its turn
 * (server/media/process.ts takes one at a time) and the uploader asks after it. A large image then holds no
 * request open, and the screen can say "queued" and "processing" rather than wait in silence.
 */
export class MediaUploads {
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly options: { db: Db; log: FastifyBaseLogger }) {}

  /** Records the upload and queues its processing; answers its id. */
  async start(
    staff: StaffUser,
    bytes: Buffer,
    fields: AltTexts & { filename: string; originalBytes: number },
  ): Promise<string> {
    const { db, log } = this.options;
    const id = randomBytes(16).toString('base64url');
    await db.delete(mediaUploads).where(lt(mediaUploads.createdAt, new Date(Date.now() - keptMs)));
    await db
      .insert(mediaUploads)
      .values({ id, userId: staff.id, filename: fields.filename, status: 'queued' });
    const set = async (values: Partial<typeof mediaUploads.$inferInsert>) => {
      await db
        .update(mediaUploads)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(mediaUploads.id, id));
    };
    const work = processImage(bytes, { onTurn: () => set({ status: 'processing' }) })
      .then(async (image) => {
        const { item, created } = await storeMedia(db, staff, image, fields);
        await set({ status: 'done', mediaId: item.id, existing: !created });
      })
      .catch(async (error: unknown) => {
        if (!(error instanceof MediaError)) log.error({ err: error, upload: id }, 'an upload failed');
        const reason =
          error instanceof MediaError
            ? { status: error.status, code: error.code, message: error.message }
            : broken;
        await set({ status: 'failed', error: reason }).catch((cause: unknown) =>
          log.error({ err: cause, upload: id }, 'an upload failed and its state could not be saved'),
        );
      });
    this.tail = this.tail.then(() => work);
    return id;
  }

  /** Where an upload of this staff member's is; null for one unknown to them. */
  async state(id: string, staffId: number): Promise<UploadState | null> {
    const { db } = this.options;
    const [row] = await db
      .select()
      .from(mediaUploads)
      .where(and(eq(mediaUploads.id, id), eq(mediaUploads.userId, staffId)));
    if (!row) return null;
    if (row.status === 'done') {
      const item = row.mediaId ? await findMedia(db, row.mediaId) : null;
      if (!item) {
        return {
          id,
          status: 'failed',
          error: { status: 410, code: 'deleted', message: 'The image was deleted.' },
        };
      }
      return { id, status: 'done', item, created: !row.existing };
    }
    if (row.status === 'failed') return { id, status: 'failed', error: row.error ?? broken };
    if (Date.now() - row.updatedAt.getTime() > lostAfterMs) {
      await db
        .update(mediaUploads)
        .set({ status: 'failed', error: lost, updatedAt: new Date() })
        .where(and(eq(mediaUploads.id, id), inArray(mediaUploads.status, ['queued', 'processing'])));
      return { id, status: 'failed', error: lost };
    }
    return { id, status: row.status };
  }

  /** Resolves once every upload started so far is processed (the app waits for it when it closes). */
  settled(): Promise<void> {
    return this.tail;
  }
}
