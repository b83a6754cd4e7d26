// Each story's result in the last whole run of the visual layer, for the Storybook's sidebar (.storybook/manager.ts
// shows it beside each story): `npm run test:visual` writes it from Playwright's JSON report into the build it
// tested (`storybook-static/story-status.json`) and keeps a copy in `.test-reports/`, which the build `npm start`
// makes takes along (scripts/storybookBuild.mjs). One entry per story: passed, or what failed first (its play
// function and axe, the picture, or its width), with the first line of the failure.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const storyStatusFile = 'story-status.json';
export const keptStoryStatus = '.test-reports/story-status.json';

/** Which check a failure's message is of. */
export function failedCheck(message) {
  if (/toHaveScreenshot|[Ss]creenshot comparison|pixels? \(ratio/.test(message)) return 'picture';
  if (/wider than the \d+ px viewport/.test(message)) return 'layout';
  if (/\ba11y: /.test(message)) return 'accessibility';
  return 'interactions';
}

/** The terminal's colour codes in Playwright's messages (ESC, then `[…m`). */
const colourCodes = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const firstLine = (message = '') =>
  message
    .replace(colourCodes, '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim() ?? '';

/**
 * The stories' statuses from Playwright's JSON `report` of the visual layer and the build's `index` (its
 * `index.json`): a story's test is named `<title> › <name>`, a page story's once per width (`… at 375 px`), and
 * a story passes when each of its tests passed (a retry that passed counts, as it does for the run).
 */
export function storyStatuses(report, index, { at, commit }) {
  const idOf = new Map(
    Object.values(index.entries)
      .filter((entry) => entry.type === 'story')
      .map((entry) => [`${entry.title} › ${entry.name}`, entry.id]),
  );
  const stories = {};
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const id = idOf.get(spec.title.replace(/ at \d+ px$/, ''));
      if (!id) continue;
      for (const test of spec.tests ?? []) {
        const passed = test.status === 'expected' || test.status === 'flaky';
        const known = stories[id];
        if (passed) {
          if (!known) stories[id] = { status: 'passed' };
          continue;
        }
        if (known?.status === 'failed') continue;
        const message = test.results?.at(-1)?.error?.message ?? '';
        stories[id] = { status: 'failed', check: failedCheck(message), message: firstLine(message) };
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  const values = Object.values(stories);
  return {
    at,
    commit,
    passed: values.filter((story) => story.status === 'passed').length,
    failed: values.filter((story) => story.status === 'failed').length,
    stories,
  };
}

/** Writes the statuses of a whole run into the tested build and keeps a copy; quietly nothing without a report. */
export function writeStoryStatus({ reportFile, builtDir, commit }) {
  if (!existsSync(reportFile) || !existsSync(`${builtDir}/index.json`)) return null;
  const status = storyStatuses(
    JSON.parse(readFileSync(reportFile, 'utf8')),
    JSON.parse(readFileSync(`${builtDir}/index.json`, 'utf8')),
    { at: new Date().toISOString(), commit },
  );
  writeFileSync(`${builtDir}/${storyStatusFile}`, JSON.stringify(status));
  mkdirSync(path.dirname(keptStoryStatus), { recursive: true });
  copyFileSync(`${builtDir}/${storyStatusFile}`, keptStoryStatus);
  return status;
}
