import type { ChildProcess } from 'node:child_process';

/** What a Storybook build is made from. */
export const storybookSources: string[];
/** The status file of the build at `dir`. */
export function statusFileOf(dir: string): string;
/** Whether a process with this id is running (signal 0 only asks). */
export function isRunning(pid: number): boolean;
/** Whether the build at `dir` exists and is newer than every source under `root`. */
export function storybookIsCurrent(root: string, dir?: string): boolean;
/** Builds the Storybook at `dir` in the background unless it is current or being built (scripts/storybookBuild.mjs). */
export function buildStorybookInBackground(options: {
  root: string;
  dir?: string;
  command?: string[];
  onDone?: (ok: boolean) => void;
}): ChildProcess | null;
