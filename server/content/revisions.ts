import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { StaffUser } from '../auth/sessions';
import type { Database } from '../db/client';
import { revisions, type PageSnapshot, type PostSnapshot } from '../db/schema';

/**
 * The revisions of posts and pages: one machinery, one table. Every save keeps what was saved and who saved it;
 * the editors list them, compare one with now and put one back (a restore is itself a new revision).
 */

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];
type Reader = Database['db'] | Tx;

/** Whose revisions: a post's or a page's. */
export type RevisionSubject = { post: number } | { page: number };
type SnapshotOf<Subject extends RevisionSubject> = Subject extends { post: number }
  ? PostSnapshot
  : PageSnapshot;

/** How many revisions a post or a page keeps (the newest): an older one goes when a save passes this. */
export const revisionsKept = 100;

const ofSubject = (subject: RevisionSubject): SQL =>
  'post' in subject ? eq(revisions.postId, subject.post) : eq(revisions.pageId, subject.page);

const subjectColumns = (subject: RevisionSubject) =>
  'post' in subject ? { postId: subject.post } : { pageId: subject.page };

export interface RevisionView<Snapshot> {
  id: number;
  authorName: string;
  createdAt: string;
  snapshot: Snapshot;
}

/** A save: what it stored, by whom. */
export async function recordRevision<Subject extends RevisionSubject>(
  tx: Tx,
  subject: Subject,
  staff: StaffUser,
  snapshot: SnapshotOf<Subject>,
) {
  await tx
    .insert(revisions)
    .values({ ...subjectColumns(subject), authorId: staff.id, authorName: staff.name, snapshot });
  // Bounded: the revisions older than the newest `revisionsKept` go (none while there are fewer).
  await tx
    .delete(revisions)
    .where(
      and(
        ofSubject(subject),
        lt(
          revisions.id,
          sql`(select ${revisions.id} from ${revisions} where ${ofSubject(subject)} order by ${revisions.id} desc offset ${revisionsKept - 1} limit 1)`,
        ),
      ),
    );
}

/**
 * A draft saving itself (every few seconds while staff type) keeps one revision per sitting: a save by the same
 * person within `withinMs` of their last revision replaces that revision's snapshot instead of adding one.
 */
export async function recordDraftRevision<Subject extends RevisionSubject>(
  tx: Tx,
  subject: Subject,
  staff: StaffUser,
  snapshot: SnapshotOf<Subject>,
  withinMs = 10 * 60_000,
) {
  const [latest] = await tx
    .select({ id: revisions.id, authorId: revisions.authorId, createdAt: revisions.createdAt })
    .from(revisions)
    .where(ofSubject(subject))
    .orderBy(desc(revisions.id))
    .limit(1);
  if (latest && latest.authorId === staff.id && Date.now() - latest.createdAt.getTime() < withinMs) {
    await tx.update(revisions).set({ snapshot }).where(eq(revisions.id, latest.id));
    return;
  }
  await recordRevision(tx, subject, staff, snapshot);
}

/**
 * A post or page stored before revisions were kept (the demo content, or any from before a release) has none: its
 * content as it stands is kept first, with no author, so the first change can still be undone.
 */
export async function keepEarlierVersion<Subject extends RevisionSubject>(
  tx: Tx,
  subject: Subject,
  at: Date,
  snapshot: SnapshotOf<Subject>,
) {
  const [any] = await tx.select({ id: revisions.id }).from(revisions).where(ofSubject(subject)).limit(1);
  if (any) return;
  await tx
    .insert(revisions)
    .values({ ...subjectColumns(subject), authorId: null, authorName: '', createdAt: at, snapshot });
}

/** The newest revisions of a post or a page, newest first. */
export async function listRevisions<Subject extends RevisionSubject>(
  db: Reader,
  subject: Subject,
): Promise<RevisionView<SnapshotOf<Subject>>[]> {
  const rows = await db
    .select()
    .from(revisions)
    .where(ofSubject(subject))
    .orderBy(desc(revisions.id))
    .limit(revisionsKept);
  return rows.map((row) => ({
    id: row.id,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    snapshot: row.snapshot as SnapshotOf<Subject>,
  }));
}

/** Who saved a post or a page last (the author of its newest revision), or null when no revision says. */
export async function lastSavedBy(db: Reader, subject: RevisionSubject): Promise<string | null> {
  const [row] = await db
    .select({ name: revisions.authorName })
    .from(revisions)
    .where(ofSubject(subject))
    .orderBy(desc(revisions.id))
    .limit(1);
  return row?.name ?? null;
}

/** One revision of a post or a page, or undefined when it is not one of theirs. */
export async function findRevision<Subject extends RevisionSubject>(tx: Tx, subject: Subject, id: number) {
  const [row] = await tx
    .select()
    .from(revisions)
    .where(and(eq(revisions.id, id), ofSubject(subject)));
  return row && { ...row, snapshot: row.snapshot as SnapshotOf<Subject> };
}
