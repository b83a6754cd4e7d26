// `npm run test:visual-gate`: proves that the visual layer catches a real design change. In a scratch copy of
// the project it moves the accent colour one step (violet700 → violet600), builds that Storybook, and runs the
// visual comparison of the Button stories against the committed baselines. The gate holds when that run
// fails on those stories; this script fails when the changed build passes.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'visual-gate-'));
const copied = [
  'src',
  'shared',
  'mocks',
  'stories',
  '.storybook',
  'public',
  'tests/visual',
  'index.html',
  'package.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.app.json',
  'tsconfig.node.json',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.visual.config.ts',
];

const run = (command, args, options = {}) =>
  spawnSync(command, args, { cwd: scratch, stdio: 'inherit', ...options });

try {
  for (const entry of copied) {
    cpSync(path.join(root, entry), path.join(scratch, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}__diff__`),
    });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');

  const themeFile = path.join(scratch, 'src/styles/theme.ts');
  const theme = readFileSync(themeFile, 'utf8');
  const changed = theme.replace('accent: palette.violet700,', 'accent: palette.violet600,');
  if (changed === theme) throw new Error('the accent token was not found in src/styles/theme.ts');
  writeFileSync(themeFile, changed);

  console.log('visual gate: building Storybook with the accent one step lighter…');
  const build = run('npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']);
  if (build.status !== 0) throw new Error('the changed Storybook did not build');

  console.log('visual gate: comparing the Button stories with the committed baselines (they must differ)…');
  const compare = run(
    'npx',
    ['playwright', 'test', '-c', 'playwright.visual.config.ts', '-g', 'Primitives/Button', '--reporter=line'],
    { env: { ...process.env, VISUAL_PORT: '6107' }, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
  );
  const output = compare.stdout ?? '';
  process.stdout.write(output);
  const differed = /toHaveScreenshot/.test(output) && /Primitives\/Button › Primary/.test(output);
  if (compare.status === 0 || !differed) {
    console.error(
      '\nvisual gate: FAILED. A one-step change of the accent colour passed the visual layer: its tolerance is too loose.',
    );
    process.exit(1);
  }
  console.log('\nvisual gate: held. The one-step accent change failed the Button stories, as it must.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
