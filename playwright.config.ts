import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './vitest.config';

const port = Number(process.env.E2E_PORT ?? 5180);
export const e2eBaseUrl = `http://127.0.0.1:${port}`;

/** End to end: the production build of the server on a fresh embedded database, in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: e2eBaseUrl,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: `rm -rf .e2e-data && NODE_ENV=production DATA_DIR=.e2e-data PORT=${port} HOST=127.0.0.1 PUBLIC_BASE_URL=${e2eBaseUrl} LOG_LEVEL=warn SMTP_URL=smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 2591} OUTBOX_POLL_MS=200 AGENCY_NOTIFY_TO=leads@novaweb.se CONTACT_RATE_LIMIT=100/10 SEED_ADMIN1_PASSWORD=e2e-admin-password-1 SEED_ADMIN2_PASSWORD=e2e-admin-password-2 node scripts/serve.mjs`,
    url: `${e2eBaseUrl}/healthz`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
