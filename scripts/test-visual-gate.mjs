// `npm run test:visual-gate`: proves that the visual layer catches what it is for, and only that.
//
// 1. Colour: in a scratch copy of the project it moves the accent colour one step (violet700 → violet600),
//    builds that Storybook, and compares the Button stories with the committed baselines: they must fail.
// 2. Fonts: it makes a machine whose own font configuration maps the generic families (sans-serif, system-ui,
//    monospace) to another face, as installing a font package such as fonts-noto-mono does. With the project's
//    pinned fonts (tests/fonts/fonts.conf, set for every test browser in vitest.config.ts) a story with body text
//    and one with code text must still match their baselines; in a scratch copy with that pin removed they must
//    not (which shows that the check would see a font the machine slipped in).
//
// Each check is listed in TEST_REPORT (when `npm test` names that file) for the closing summary; the script
// fails when any check fails.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'visual-gate-'));
const copied = [
  'src',
  'shared',
  'mocks',
  // The stories show the seed's page copy and settings (mocks/fixtures/pages.ts, settings.ts, admin.ts): they
  // live only in the seed.
  'server/db/seed/pages',
  'server/db/seed/settings.ts',
  'stories',
  '.storybook',
  'public',
  'scripts/freePort.ts',
  'scripts/free-port.mjs',
  // The Storybook's config writes the visual changelog with it (a scratch copy has no history: it says so).
  'scripts/visualChangelog.mjs',
  'scripts/visualChangelog.d.mts',
  'tests/visual',
  'tests/fonts',
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
const fontStories = ['Foundations/Tokens › Colors', 'Primitives/Button › Primary'];

// The inner runs must not write over this layer's own report.
const { TEST_REPORT: reportFile, ...environment } = process.env;
const checks = [];
const check = (name, passed, detail) => {
  checks.push({ name, passed, detail });
  console.log(`\nvisual gate: ${passed ? 'held' : 'FAILED'}: ${name}. ${detail}`);
};

/** The visual comparison of the stories whose titles match `grep`, in `cwd`, with the given environment. */
function compare(cwd, grep, env = environment) {
  const run = spawnSync(
    'npx',
    ['playwright', 'test', '-c', 'playwright.visual.config.ts', '-g', grep, '--reporter=line', '--retries=0'],
    { cwd, env, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
  );
  const output = run.stdout ?? '';
  process.stdout.write(output);
  return { passed: run.status === 0, output };
}

/** Font configuration of a machine with one more face that takes the generic families: the machine's own
 * configuration, then a font directory and a preference of the kind a font package installs. */
function machineWithAnotherFont() {
  const dir = path.join(scratch, 'machine-fonts');
  mkdirSync(path.join(dir, 'fonts'), { recursive: true });
  copyFileSync(
    path.join(root, 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSerif.ttf'),
    path.join(dir, 'fonts/DejaVuSerif.ttf'),
  );
  const prefer = (family) =>
    `<alias binding="strong"><family>${family}</family><prefer><family>DejaVu Serif</family></prefer></alias>`;
  const file = path.join(dir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${path.join(dir, 'fonts')}</dir>
  <cachedir>${path.join(dir, 'cache')}</cachedir>
  ${['sans-serif', 'system-ui', 'monospace', 'Noto Sans', 'Roboto', 'Arial'].map(prefer).join('\n  ')}
</fontconfig>
`,
  );
  return file;
}

function fontsCheck() {
  const machineFonts = machineWithAnotherFont();
  const onThatMachine = { ...environment, FONTCONFIG_FILE: machineFonts };
  const grep = fontStories.join('|');

  // The scratch copy shows the project's own Storybook build (the one the visual layer compared), so that this
  // check leaves the visual layer's report and diff pictures as they are.
  symlinkSync(path.join(root, 'storybook-static'), path.join(scratch, 'storybook-static'), 'dir');
  const pinned = compare(scratch, grep, onThatMachine);
  check(
    'fonts: with the pinned fonts, a machine with another font renders the baselines',
    pinned.passed,
    pinned.passed
      ? `${fontStories.join(' and ')} match their baselines on it.`
      : 'The stories differ on a machine with other fonts: the pin (tests/fonts/fonts.conf) does not hold.',
  );

  // The same machine, with the pin gone: the browsers read the machine's configuration.
  const config = path.join(scratch, 'vitest.config.ts');
  const source = readFileSync(config, 'utf8');
  const pin = /^\s*FONTCONFIG_FILE: path\.join\(dirname, 'tests\/fonts\/fonts\.conf'\),\n/m;
  if (!pin.test(source)) throw new Error('the font pin was not found in vitest.config.ts');
  writeFileSync(config, source.replace(pin, ''));
  const unpinned = compare(scratch, grep, onThatMachine);
  const differed =
    !unpinned.passed &&
    /toHaveScreenshot/.test(unpinned.output) &&
    fontStories.every((story) => unpinned.output.includes(story));
  check(
    'fonts: without the pin, the same machine changes the pictures',
    differed,
    differed
      ? 'Both stories failed: the fonts check sees a font the machine slipped in.'
      : 'The stories matched with the machine’s own fonts: the fonts check cannot tell that the pin holds.',
  );
  writeFileSync(config, source);
  rmSync(path.join(scratch, 'storybook-static'));
}

function colourCheck() {
  const themeFile = path.join(scratch, 'src/styles/theme.ts');
  const theme = readFileSync(themeFile, 'utf8');
  const changed = theme.replace('accent: palette.violet700,', 'accent: palette.violet600,');
  if (changed === theme) throw new Error('the accent token was not found in src/styles/theme.ts');
  writeFileSync(themeFile, changed);

  console.log('visual gate: building Storybook with the accent one step lighter…');
  const build = spawnSync('npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static'], {
    cwd: scratch,
    env: environment,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the changed Storybook did not build');

  console.log('visual gate: comparing the Button stories with the committed baselines (they must differ)…');
  const { passed, output } = compare(scratch, 'Primitives/Button');
  const differed = !passed && /toHaveScreenshot/.test(output) && /Primitives\/Button › Primary/.test(output);
  check(
    'colour: a one-step change of the accent fails the Button stories',
    differed,
    differed
      ? 'The Button stories failed, as they must.'
      : 'A one-step change of the accent colour passed the visual layer: its tolerance is too loose.',
  );
}

try {
  if (!existsSync(path.join(root, 'storybook-static/index.json'))) {
    spawnSync('npm', ['run', 'build-storybook'], { cwd: root, env: environment, stdio: 'inherit' });
  }
  for (const entry of copied) {
    cpSync(path.join(root, entry), path.join(scratch, entry), {
      recursive: true,
      filter: (source) => !/^tests\/visual\/(__diff__|report)/.test(path.relative(root, source)),
    });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
  fontsCheck();
  colourCheck();
} catch (error) {
  check('the gate itself ran', false, error instanceof Error ? error.message : String(error));
} finally {
  rmSync(scratch, { recursive: true, force: true });
  if (reportFile) writeFileSync(reportFile, JSON.stringify({ checks }, null, 2));
}
process.exit(checks.every((entry) => entry.passed) ? 0 : 1);
