import { defineConfig } from '@playwright/test';
import { portFor } from './scripts/freePort';
import { chromiumArgs, chromiumEnv, chromiumPath } from './vitest.config';

const port = portFor('VISUAL_PORT');
export const storybookUrl = `http://127.0.0.1:${port}`;

/**
 * Visual regression: every story of the static Storybook build (`storybook-static/`), screenshotted in
 * Debian's Chromium and compared with the baselines committed under tests/visual/__screenshots__.
 * Run through `npm run test:visual` (which builds Storybook when it is missing or stale);
 * `npm run test:visual -- --update` rewrites the baselines on purpose.
 */
export default defineConfig({
  testDir: 'tests/visual',
  testMatch: '**/*.spec.ts',
  outputDir: 'tests/visual/__diff__',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  // One more try, in a fresh worker (a new Storybook preview): a toast a story's late answer raised once showed in
  // the next story of the same preview (Admin/Users › Edit pictured with the contact form's "sent" toast, one
  // fresh-clone run of session 13). A real difference fails both tries; `npm run test:visual-gate` shows it.
  retries: 1,
  // The HTML report shows expected, actual and diff side by side: npx playwright show-report tests/visual/report
  // `npm test` names a file in TEST_REPORT: the results as JSON there too, for its closing summary.
  reporter: [
    ['list'],
    ['html', { outputFolder: 'tests/visual/report', open: 'never' }],
    ...(process.env.TEST_REPORT ? [['json', { outputFile: process.env.TEST_REPORT }] as const] : []),
  ],
  timeout: 90_000,
  expect: {
    // A picture is taken until two in a row agree: a 6 000 px admin page with charts took over Playwright's default
    // 5 s to shoot twice while the other worker shot too, and Admin/Insights › Long Content over 20 s once (its
    // story alone took 15 s of a busy machine).
    timeout: 40_000,
    toHaveScreenshot: {
      // No pixel may differ by more than pixelmatch's colour threshold. Playwright's default (0.2) let a one-step
      // token change (violet700 → violet600) pass unseen; at 0.03 it fails, which `npm run test:visual-gate`
      // proves on every `npm test`, and an unchanged build renders identically run after run.
      maxDiffPixels: 0,
      threshold: 0.03,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: storybookUrl,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    // Every tile drawn whole (no partial raster). Chromium otherwise redraws only the part of a tile that changed
    // and keeps the rest from the frame before, and the edges of what straddles that part came out a shade
    // different depending on what the preview showed and redrew before the shot: Admin/Passkeys panel › Browser
    // Without Passkeys failed 3 of 6 tries on its first row's Rename button (left edge and pencil, a few levels
    // of anti-aliasing; no hover, no focus), and the same story shot from a script differed from its baseline
    // at the panel's corners in 5 of 10 shots. With this switch: none in 10 shots, 0 of 28 tries of the two
    // stories, and the other stories' baselines unchanged.
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--disable-partial-raster'],
      env: chromiumEnv,
    },
  },
  webServer: {
    command: `npx vite preview --outDir storybook-static --host 127.0.0.1 --port ${port} --strictPort`,
    url: `${storybookUrl}/iframe.html`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
