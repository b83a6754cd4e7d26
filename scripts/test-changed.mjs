// `npm run test:changed [-- <base>]`: the tests of what the working tree changes against <base> (a commit or a
// branch; uncommitted changes against HEAD when none is given), for feedback in minutes while working:
// 1. Vitest's own `--changed` over the unit and server projects: every test file that imports a changed file,
//    however deep (Vitest follows the module graph);
// 2. the story files the same graph reaches, in the visual layer (`-g` on their titles: each story's play
//    function, axe and picture in one pass, as `npm test` runs them), after building Storybook when it is older
//    than the stories.
// It runs no e2e journey and no visual gate: `npm test` (and CI) run everything. docs/testing.md says when to
// run what.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { storybookIsCurrent } from './storybookBuild.mjs';

const base = process.argv[2];
const changed = base ? [`--changed=${base}`] : ['--changed'];
const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;

const tests = run('npx', [
  'vitest',
  'run',
  ...changed,
  '--project',
  'unit',
  '--project',
  'server',
  '--passWithNoTests',
]);

// The story files the change touches, by the same graph, to picture only those.
const scratch = mkdtempSync(path.join(tmpdir(), 'test-changed-'));
const listed = path.join(scratch, 'stories.json');
spawnSync(
  'npx',
  ['vitest', 'list', ...changed, '--project', 'storybook', '--filesOnly', `--json=${listed}`],
  { stdio: 'ignore' },
);
let storyFiles = [];
try {
  storyFiles = JSON.parse(readFileSync(listed, 'utf8')).map(({ file }) => path.relative(process.cwd(), file));
} catch {
  // Nothing listed: no story file is touched.
}
rmSync(scratch, { recursive: true, force: true });

let pictures = 0;
if (storyFiles.length > 0) {
  // Titles from the build's index (made again when older than the stories): the visual test of a story is
  // named `<title> › <story>`.
  if (!storybookIsCurrent(process.cwd())) {
    const build = run('npm', ['run', 'build-storybook', '--', '--quiet']);
    if (build !== 0) process.exit(build);
  }
  const entries = Object.values(JSON.parse(readFileSync('storybook-static/index.json', 'utf8')).entries);
  const wanted = new Set(storyFiles.map((file) => `./${file}`));
  const titles = [
    ...new Set(entries.filter((entry) => wanted.has(entry.importPath)).map((entry) => entry.title)),
  ];
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (titles.length > 0) {
    console.log(`\nThe stories of ${titles.length} file(s): ${titles.join(', ')}`);
    pictures = run('node', [
      'scripts/test-visual.mjs',
      '-g',
      `(?:^| )(?:${titles.map(escape).join('|')}) › `,
    ]);
  }
} else {
  console.log('\nNo story is touched by the change: no pictures to compare.');
}

process.exit(tests !== 0 ? tests : pictures);
