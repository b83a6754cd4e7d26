// `npm run test:visual`: builds Storybook when its static build is missing or older than its sources, then
// compares every story with its baseline. `npm run test:visual -- --update` rewrites the baselines; any other
// argument goes to Playwright (for instance a story id to run one: `npm run test:visual -- -g pages-home`).
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { newestModification } from './newest.mjs';

const built = 'storybook-static/index.json';
const sources = ['src', 'shared', 'mocks', 'stories', '.storybook', 'public', 'package-lock.json'];

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
if (builtAt < newestModification(sources)) {
  console.log(builtAt ? 'Stories changed since the last Storybook build: building…' : 'Building Storybook…');
  execSync('npm run build-storybook -- --quiet', { stdio: 'inherit' });
}

const args = process.argv.slice(2).map((arg) => (arg === '--update' ? '--update-snapshots' : arg));
const result = spawnSync('npx', ['playwright', 'test', '-c', 'playwright.visual.config.ts', ...args], {
  stdio: 'inherit',
});
if (result.status !== 0) {
  console.error(
    '\nVisual differences: expected, actual and diff images are under tests/visual/__diff__/.\n' +
      'If the change is intended, update the baselines: npm run test:visual -- --update',
  );
}
process.exit(result.status ?? 1);
