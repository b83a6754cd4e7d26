// `npm run test:visual`: builds Storybook when its static build is missing or older than its sources, then
// compares every story with its baseline. `npm run test:visual -- --update` rewrites the baselines; any other
// argument goes to Playwright (for instance a story id to run one: `npm run test:visual -- -g pages-home`).
// A whole run also checks the baselines themselves: one per screenshot taken (no file left from a story that
// is gone or no longer screenshotted) and no two pictures alike (a story that draws what another draws is
// tagged 'no-screenshot'). After `--update`, left-over files are removed and the palette's pictures
// (scripts/palettePictures.ts) are made again; `--baselines` runs only that check.
import { execSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { storybookIsCurrent } from './storybookBuild.mjs';
import { writeStoryStatus } from './storyStatus.mjs';

const built = 'storybook-static/index.json';
const baselines = 'tests/visual/__screenshots__';

if (!storybookIsCurrent(process.cwd())) {
  console.log(
    existsSync(built) ? 'Stories changed since the last Storybook build: building…' : 'Building Storybook…',
  );
  execSync('npm run build-storybook -- --quiet', { stdio: 'inherit' });
}

const given = process.argv.slice(2);
const update = given.includes('--update');
// `--baselines` checks the baselines against the build without taking any screenshot.
const compare = !given.includes('--baselines');
const args = given.map((arg) => (arg === '--update' ? '--update-snapshots' : arg));
// Playwright's JSON report of the run: `npm test` names its file; on its own the run writes one here, for the
// stories' statuses below.
const reportFile = process.env.TEST_REPORT ?? '.test-reports/test-visual.json';
const wholeRun = !given.some((arg) => arg !== '--update' && arg !== '--baselines');
const result = compare
  ? spawnSync('npx', ['playwright', 'test', '-c', 'playwright.visual.config.ts', ...args], {
      stdio: 'inherit',
      env: { ...process.env, TEST_REPORT: reportFile },
    })
  : { status: 0 };
// A run of every story tells the Storybook's sidebar how each one did, passed or failed (scripts/storyStatus.mjs).
if (compare && wholeRun) {
  const commit =
    spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout?.trim() || null;
  const status = writeStoryStatus({ reportFile, builtDir: 'storybook-static', commit });
  if (status)
    console.log(`Stories' statuses for the Storybook: ${status.passed} passed, ${status.failed} failed.`);
}
if (result.status !== 0) {
  console.error(
    '\nVisual differences: open the report (npx playwright show-report tests/visual/report) to see expected,\n' +
      'actual and diff side by side; the images are also under tests/visual/__diff__/.\n' +
      'If the change is intended, update the baselines: npm run test:visual -- --update',
  );
  process.exit(result.status ?? 1);
}

// Only a run of every story knows which baselines are used.
if (!wholeRun) process.exit(0);

/** The file names the visual spec screenshots to (see tests/visual/stories.spec.ts; Playwright writes the
 * '@' of `id@375.png` as '-'). */
const entries = Object.values(JSON.parse(readFileSync(built, 'utf8')).entries);
const expected = new Set(
  entries
    .filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-screenshot'))
    .flatMap((entry) =>
      entry.tags?.includes('page') ? [`${entry.id}-375.png`, `${entry.id}-1280.png`] : [`${entry.id}.png`],
    ),
);
const files = readdirSync(baselines).filter((name) => name.endsWith('.png'));
const leftOver = files.filter((name) => !expected.has(name));
const problems = [];
if (leftOver.length > 0) {
  if (update) {
    for (const name of leftOver) rmSync(path.join(baselines, name));
    console.log(`Removed ${leftOver.length} baselines no story screenshots any more: ${leftOver.join(', ')}`);
  } else {
    problems.push(
      `Baselines no story screenshots (remove them, or run with --update): ${leftOver.join(', ')}`,
    );
  }
}
const byPicture = new Map();
for (const name of files.filter((file) => expected.has(file))) {
  const hash = createHash('sha256')
    .update(readFileSync(path.join(baselines, name)))
    .digest('hex');
  byPicture.set(hash, [...(byPicture.get(hash) ?? []), name]);
}
for (const names of byPicture.values()) {
  if (names.length > 1)
    problems.push(
      `The same picture twice: ${names.join(' = ')} (tag all but one story 'no-screenshot' or make them differ)`,
    );
}
if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}

// The page builder's palette shows each block as its baseline does: made again from the new baselines.
if (update) execSync('npx tsx scripts/palettePictures.ts', { stdio: 'inherit' });
