import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './vitest.config';

const port = Number(process.env.VISUAL_PORT ?? 6106);
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
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: {
    toHaveScreenshot: {
      // No pixel may differ beyond pixelmatch's colour threshold, left at Playwright's 0.2 for now: that lets a
      // one-step token change (violet700 → violet600) pass unseen, which `npm run test:visual-gate` shows. At
      // 0.03 every story but Admin/Leads › Update Status (a toast's edge) renders identically run after run.
      maxDiffPixels: 0,
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
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: `npx vite preview --outDir storybook-static --host 127.0.0.1 --port ${port} --strictPort`,
    url: `${storybookUrl}/iframe.html`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
