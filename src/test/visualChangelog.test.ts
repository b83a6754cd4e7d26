import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pictureOf, writeVisualChangelog, type ChangelogEntry } from '../../scripts/visualChangelog.mjs';

let root: string;
const baselines = 'pictures';
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const picture = (name: string) => path.join(root, baselines, `${name}.png`);
/** Commits everything with `subject` and answers the commit. */
const commit = (subject: string) => {
  git('add', '-A');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-q', '-m', subject);
  return git('rev-parse', 'HEAD');
};
const blobOf = (rev: string, name: string) => git('rev-parse', `${rev}:${baselines}/${name}.png`);

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'visual-changelog-'));
  git('init', '-q');
  mkdirSync(path.join(root, baselines));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the Storybook's visual changelog", () => {
  it('names a picture by its story and, for a page story, its width', () => {
    expect(pictureOf('tests/visual/__screenshots__/pages-home--swedish-375.png')).toEqual({
      storyId: 'pages-home--swedish',
      width: 375,
    });
    expect(pictureOf('blocks-hero--swedish.png')).toEqual({ storyId: 'blocks-hero--swedish' });
  });

  it("lists each commit's changed pictures newest first, with each picture before and after in its folder", () => {
    writeFileSync(picture('blocks-hero--swedish'), 'hero 1');
    writeFileSync(picture('pages-home--swedish-375'), 'home 1');
    writeFileSync(path.join(root, 'README.md'), 'not a picture');
    const first = commit('First pictures');
    writeFileSync(picture('blocks-hero--swedish'), 'hero 2');
    rmSync(picture('pages-home--swedish-375'));
    writeFileSync(picture('blocks-faq--english'), 'faq 1');
    const second = commit('Hero retouched');
    writeFileSync(path.join(root, 'README.md'), 'a change of no picture');
    commit('Words only');
    renameSync(picture('blocks-faq--english'), picture('blocks-accordion--english'));
    const renamed = commit('FAQ renamed');

    const out = path.join(root, 'out');
    const changelog = writeVisualChangelog(root, out, { baselines });
    expect(changelog.head).toBe(renamed);
    expect(changelog.changes.map((change) => change.subject)).toEqual([
      'FAQ renamed',
      'Hero retouched',
      'First pictures',
    ]);
    const [rename, retouch, start] = changelog.changes as [ChangelogEntry, ChangelogEntry, ChangelogEntry];
    // A picture that only moved with its story's new name is counted, not shown twice.
    expect(rename).toMatchObject({ renamed: 1, pictures: [] });
    expect(retouch.commit).toBe(second);
    expect(retouch.pictures).toEqual([
      {
        change: 'added',
        storyId: 'blocks-faq--english',
        before: null,
        after: blobOf(second, 'blocks-faq--english'),
        pictured: true,
      },
      {
        change: 'changed',
        storyId: 'blocks-hero--swedish',
        before: blobOf(first, 'blocks-hero--swedish'),
        after: blobOf(second, 'blocks-hero--swedish'),
        pictured: true,
      },
      {
        change: 'removed',
        storyId: 'pages-home--swedish',
        width: 375,
        before: blobOf(first, 'pages-home--swedish-375'),
        after: null,
        pictured: true,
      },
    ]);
    expect(start.pictures.map((change) => change.change)).toEqual(['added', 'added']);
    // Each picture is in the folder once, by its blob, with its bytes.
    expect(readFileSync(path.join(out, `${retouch.pictures[1]?.before}.png`), 'utf8')).toBe('hero 1');
    expect(readFileSync(path.join(out, `${retouch.pictures[1]?.after}.png`), 'utf8')).toBe('hero 2');
    expect(JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8'))).toEqual(changelog);
  });

  it('pictures the newest changes up to its limits and lists the rest without pictures', () => {
    writeFileSync(picture('a--one'), 'a 1');
    writeFileSync(picture('b--one'), 'b 1');
    commit('Old');
    writeFileSync(picture('a--one'), 'a 2');
    commit('New');
    const out = path.join(root, 'out');
    const changelog = writeVisualChangelog(root, out, {
      baselines,
      limits: { commits: 10, perCommit: 5, pictures: 2 },
    });
    const [newer, older] = changelog.changes as [ChangelogEntry, ChangelogEntry];
    // The newest change's before and after are the 2 files; the older "a 1" is among them already, "b 1" is not.
    expect(newer.pictures.map((change) => change.pictured)).toEqual([true]);
    expect(older.pictures.map((change) => [change.storyId, change.pictured])).toEqual([
      ['a--one', true],
      ['b--one', false],
    ]);
    expect(existsSync(path.join(out, `${older.pictures[1]?.after}.png`))).toBe(false);
    // A commit shows its first pictures only, leaving room for the older commits'.
    const perCommit = writeVisualChangelog(root, path.join(root, 'out-2'), {
      baselines,
      limits: { commits: 10, perCommit: 1, pictures: 100 },
    });
    expect(perCommit.changes[1]?.pictures.map((change) => change.pictured)).toEqual([true, false]);
  });

  it('is made once per commit, and says so instead of failing where there is no history', () => {
    writeFileSync(picture('a--one'), 'a 1');
    commit('Only');
    const out = path.join(root, 'out');
    writeVisualChangelog(root, out, { baselines });
    writeFileSync(path.join(out, 'marker'), 'kept');
    writeVisualChangelog(root, out, { baselines });
    expect(existsSync(path.join(out, 'marker'))).toBe(true);

    rmSync(path.join(root, '.git'), { recursive: true, force: true });
    const outside = mkdtempSync(path.join(os.tmpdir(), 'no-history-'));
    try {
      const changelog = writeVisualChangelog(outside, path.join(outside, 'out'), { baselines });
      expect(changelog.changes).toEqual([]);
      expect(changelog.unavailable).toMatch(/no git history/);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
