// The Storybook's visual changelog (Introduction/Visual changelog): which committed pictures of stories
// (tests/visual/__screenshots__/, one per story, a page story's once per width) changed in the latest commits that
// changed any, with each picture before and after. Made from git's history, so it shows what landed, never a
// picture updated and not committed. The Storybook's config writes it into a folder it serves (.storybook/main.ts):
// `index.json` and each picture once, named by its git blob (a picture that is one change's "after" and the next
// one's "before" is one file).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const baselinesDir = 'tests/visual/__screenshots__';
export const changelogFile = 'index.json';

/**
 * How far back the page goes: the newest commits that changed a picture, the pictures each shows at most (a
 * commit that changed 90 leaves room for the older ones), and the picture files it copies at most.
 */
export const changelogLimits = { commits: 15, perCommit: 8, pictures: 160 };

const git = (root, args) =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** A picture's file name is its story's id; a page story's ends in its width (`pages-home--swedish-375`). */
export function pictureOf(file) {
  const name = path.basename(file, '.png');
  const width = /-(375|1280)$/.exec(name);
  return width ? { storyId: name.slice(0, -width[0].length), width: Number(width[1]) } : { storyId: name };
}

const zeroBlob = /^0+$/;

/**
 * The newest `limits.commits` commits (first parent) that changed the pictures under `baselines`, newest first:
 * each with the pictures it added, changed or removed, and the git blob of each before and after. A picture only
 * moved to a new name (a story renamed) is counted, not shown.
 */
export function readChanges(root, { baselines = baselinesDir, limits = changelogLimits } = {}) {
  const log = git(root, [
    'log',
    '--first-parent',
    '-M',
    '--raw',
    '--no-abbrev',
    `-n${limits.commits}`,
    '--format=%x00%H%x09%aI%x09%s',
    '--',
    baselines,
  ]);
  return log
    .split('\0')
    .filter((chunk) => chunk.trim() !== '')
    .map((chunk) => {
      const [header, ...lines] = chunk.split('\n');
      const [commit, date, subject] = header.split('\t');
      const pictures = [];
      let renamed = 0;
      for (const line of lines) {
        // `:100644 100644 <old blob> <new blob> M\t<path>` (R100\t<old path>\t<new path> for a rename).
        const match = /^:\d+ \d+ ([0-9a-f]+) ([0-9a-f]+) ([AMDR])\d*\t(.+)$/.exec(line);
        if (!match) continue;
        const [, before, after, status, paths] = match;
        const file = paths.split('\t').at(-1);
        if (!file.endsWith('.png')) continue;
        if (status === 'R' && before === after) {
          renamed += 1;
          continue;
        }
        pictures.push({
          change: { A: 'added', M: 'changed', D: 'removed', R: 'changed' }[status],
          ...pictureOf(file),
          before: zeroBlob.test(before) ? null : before,
          after: zeroBlob.test(after) ? null : after,
        });
      }
      pictures.sort((a, b) => a.storyId.localeCompare(b.storyId) || (a.width ?? 0) - (b.width ?? 0));
      return { commit, date, subject, pictures, renamed };
    });
}

/** Writes each blob in `blobs` to `<dir>/<blob>.png` with one `git cat-file --batch`. */
function writeBlobs(root, dir, blobs) {
  if (blobs.length === 0) return;
  const result = spawnSync('git', ['cat-file', '--batch'], {
    cwd: root,
    input: `${blobs.join('\n')}\n`,
    maxBuffer: 1024 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`git cat-file failed: ${result.stderr}`);
  const out = result.stdout;
  let at = 0;
  while (at < out.length) {
    const headerEnd = out.indexOf(0x0a, at);
    const [blob, type, size] = out.subarray(at, headerEnd).toString().split(' ');
    if (type !== 'blob') throw new Error(`git cat-file: ${blob} is ${type}`);
    const start = headerEnd + 1;
    const end = start + Number(size);
    writeFileSync(path.join(dir, `${blob}.png`), out.subarray(start, end));
    at = end + 1;
  }
}

/**
 * Writes the changelog into `outDir` (replacing what was there) unless it was made for this commit already.
 * Pictures beyond a commit's `limits.perCommit` or the page's `limits.pictures` are listed without them. A checkout without
 * the history (a shallow clone, no git) gets a changelog that says so instead of failing the build.
 */
export function writeVisualChangelog(
  root,
  outDir,
  { baselines = baselinesDir, limits = changelogLimits } = {},
) {
  const indexFile = path.join(outDir, changelogFile);
  let head = null;
  try {
    head = git(root, ['rev-parse', 'HEAD']).trim();
  } catch {
    // No git: said in the changelog below.
  }
  if (head && existsSync(indexFile)) {
    try {
      const kept = JSON.parse(readFileSync(indexFile, 'utf8'));
      if (kept.head === head && JSON.stringify(kept.limits) === JSON.stringify(limits)) return kept;
    } catch {
      // Unreadable: made again.
    }
  }
  // Made beside the folder and moved into place whole: the Storybook's build and its test runner may both make
  // it at once, and neither may read a half-written one.
  const next = `${outDir}.${process.pid}`;
  rmSync(next, { recursive: true, force: true });
  mkdirSync(next, { recursive: true });
  let changelog;
  try {
    if (!head) throw new Error('this checkout has no git history');
    const changes = readChanges(root, { baselines, limits });
    const blobs = new Set();
    for (const change of changes) {
      for (const [at, picture] of change.pictures.entries()) {
        const needed = [picture.before, picture.after].filter((blob) => blob && !blobs.has(blob));
        picture.pictured = at < limits.perCommit && blobs.size + needed.length <= limits.pictures;
        if (picture.pictured) for (const blob of needed) blobs.add(blob);
      }
    }
    writeBlobs(root, next, [...blobs]);
    changelog = { head, limits, changes };
  } catch (error) {
    changelog = {
      head,
      limits,
      changes: [],
      unavailable: error instanceof Error ? error.message : String(error),
    };
  }
  writeFileSync(path.join(next, changelogFile), JSON.stringify(changelog));
  rmSync(outDir, { recursive: true, force: true });
  try {
    renameSync(next, outDir);
  } catch {
    // Another process moved its own (the same changelog) into place first.
    rmSync(next, { recursive: true, force: true });
  }
  return changelog;
}
