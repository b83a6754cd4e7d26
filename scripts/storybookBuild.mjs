// The static Storybook staff browse at /admin/storybook/ (`npm run build-storybook` writes it to
// storybook-static/). `npm start` has it built after the site has started (scripts/serve.mjs), so a fresh clone
// shows it without a step of its own and without delaying the site: at the lowest CPU priority, into a folder of
// its own that replaces the old build only once it is whole. While it builds, and when it failed, a status file
// beside the build (`storybook-static.build.json`) says so, and the server's page at /admin/storybook/ reads it
// (server/routes/storybook.ts).
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { keptStoryStatus, storyStatusFile } from './storyStatus.mjs';
import os from 'node:os';
import path from 'node:path';
import { newestModification } from './newest.mjs';

/** What a Storybook build is made from: a build older than the newest of these is stale. */
export const storybookSources = [
  'src',
  'shared',
  'mocks',
  // The stories' fixtures are the seed's pages, prices and settings (mocks/fixtures): a reworded seed is a new picture.
  'server/db/seed',
  'stories',
  '.storybook',
  'public',
  'package-lock.json',
];

/** The status file of the build at `dir`. */
export const statusFileOf = (dir) => `${dir}.build.json`;

/** Whether the build at `dir` exists and is newer than every source under `root`. */
export function storybookIsCurrent(root, dir = path.join(root, 'storybook-static')) {
  const index = path.join(dir, 'index.json');
  if (!existsSync(index)) return false;
  return (
    statSync(index).mtimeMs >= newestModification(storybookSources.map((source) => path.join(root, source)))
  );
}

/** Whether a process with this id is running (signal 0 only asks). */
export const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The status a build in progress or a failed one left, or null. */
function readStatus(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Builds the Storybook at `dir` in the background unless it is current or another process is building it.
 * `command` builds into the folder it is given as its last argument (the real one: `storybook build`).
 * Answers the child process (null when nothing was started); `onDone(ok)` is called when it ends.
 */
export function buildStorybookInBackground({
  root,
  dir = path.join(root, 'storybook-static'),
  command = [
    process.execPath,
    path.join(root, 'node_modules/storybook/dist/bin/dispatcher.js'),
    'build',
    '--quiet',
    '--output-dir',
  ],
  onDone = () => {},
}) {
  const statusFile = statusFileOf(dir);
  const status = readStatus(statusFile);
  if (status?.state === 'building' && isRunning(status.pid)) return null;
  if (storybookIsCurrent(root, dir)) {
    rmSync(statusFile, { force: true });
    return null;
  }
  const next = `${dir}.next`;
  rmSync(next, { recursive: true, force: true });
  const [program, ...args] = command;
  const child = spawn(program, [...args, next], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    os.setPriority(child.pid, os.constants.priority.PRIORITY_LOW);
  } catch {
    // A platform that refuses it builds at the normal priority.
  }
  const since = new Date().toISOString();
  writeFileSync(statusFile, JSON.stringify({ state: 'building', since, pid: child.pid }));
  // The last lines the build printed, for the failure's message.
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const finish = (ok, reason) => {
    if (ok) {
      // The stories' results of the last test run go with it (scripts/storyStatus.mjs): the sidebar shows them.
      const kept = path.join(root, keptStoryStatus);
      if (existsSync(kept)) copyFileSync(kept, path.join(next, storyStatusFile));
      rmSync(dir, { recursive: true, force: true });
      renameSync(next, dir);
      rmSync(statusFile, { force: true });
    } else {
      rmSync(next, { recursive: true, force: true });
      const lines = output.trim().split('\n').slice(-12).join('\n');
      writeFileSync(
        statusFile,
        JSON.stringify({ state: 'failed', since, at: new Date().toISOString(), message: reason || lines }),
      );
    }
    onDone(ok);
  };
  child.on('error', (error) => finish(false, error.message));
  child.on('exit', (code, signal) => {
    if (signal) finish(false, `The build was stopped (${signal}).`);
    else finish(code === 0 && existsSync(path.join(next, 'index.html')), '');
  });
  // A build the server leaves behind stops with it; the next start builds again.
  const stop = () => child.exitCode === null && child.kill();
  process.once('exit', stop);
  child.once('exit', () => process.off('exit', stop));
  return child;
}
