/** Where the committed pictures of stories are. */
export const baselinesDir: string;
/** The changelog's file in its folder. */
export const changelogFile: string;
export interface ChangelogLimits {
  commits: number;
  perCommit: number;
  pictures: number;
}
export const changelogLimits: ChangelogLimits;

/** One picture a commit added, changed or removed; `before`/`after` are git blobs, each a `<blob>.png`. */
export interface PictureChange {
  change: 'added' | 'changed' | 'removed';
  storyId: string;
  width?: number;
  before: string | null;
  after: string | null;
  /** Whether its pictures are in the folder (beyond the limits they are only listed). */
  pictured?: boolean;
}

/** One commit that changed pictures, newest first. */
export interface ChangelogEntry {
  commit: string;
  date: string;
  subject: string;
  pictures: PictureChange[];
  /** Pictures only moved to a new name (their story was renamed). */
  renamed: number;
}

export interface VisualChangelog {
  head: string | null;
  limits: ChangelogLimits;
  changes: ChangelogEntry[];
  /** Why there is no history to show (a checkout without git). */
  unavailable?: string;
}

export function pictureOf(file: string): { storyId: string; width?: number };
export function readChanges(
  root: string,
  options?: { baselines?: string; limits?: ChangelogLimits },
): ChangelogEntry[];
export function writeVisualChangelog(
  root: string,
  outDir: string,
  options?: { baselines?: string; limits?: ChangelogLimits },
): VisualChangelog;
