import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium: test tools cannot download a browser here (see README). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/**
 * The browsers' environment: the project's own font configuration (tests/fonts/fonts.conf: DejaVu from an npm
 * package, every generic family mapped), so a machine with more or other font packages renders every story and
 * page exactly as the baselines do. `npm run test:visual-gate` shows that removing this line breaks that.
 */
export const chromiumEnv = {
  ...process.env,
  FONTCONFIG_FILE: path.join(dirname, 'tests/fonts/fonts.conf'),
};

/**
 * `npm test` (scripts/test-all.mjs) names a file in TEST_REPORT for each layer it runs: the layer's results are
 * written there as JSON as well, so the closing summary can count them and name every failed test.
 */
const reportFile = process.env.TEST_REPORT;

export default defineConfig({
  plugins: [react()],
  ssr: { noExternal: ['styled-components'] },
  test: {
    reporters: reportFile ? ['default', ['json', { outputFile: reportFile }]] : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is single-threaded WebAssembly; two workers keep within the machine's two cores.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            instances: [{ browser: 'chromium' }],
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs, env: chromiumEnv },
            }),
          },
        },
      },
    ],
  },
});
