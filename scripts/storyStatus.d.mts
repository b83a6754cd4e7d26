/** The file the stories' statuses are in, in a Storybook build. */
export const storyStatusFile: string;
/** Where the last whole run's statuses are kept, for a build made later. */
export const keptStoryStatus: string;

export type StoryCheck = 'picture' | 'layout' | 'accessibility' | 'interactions';
export type StoryResult = { status: 'passed' } | { status: 'failed'; check: StoryCheck; message: string };

/** The stories' results of one whole run of the visual layer (scripts/storyStatus.mjs). */
export interface StoryStatus {
  at: string;
  commit: string | null;
  passed: number;
  failed: number;
  stories: Record<string, StoryResult>;
}

export function failedCheck(message: string): StoryCheck;
export function storyStatuses(
  report: unknown,
  index: { entries: Record<string, { type: string; id: string; title: string; name: string }> },
  run: { at: string; commit: string | null },
): StoryStatus;
export function writeStoryStatus(options: {
  reportFile: string;
  builtDir: string;
  commit: string | null;
}): StoryStatus | null;
