import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import type { MediaPage } from '../../shared/api';
import { exited, startProductionServer, waitUntilAnswering } from '../../scripts/productionServer';
import { portFor } from '../../scripts/freePort';
import { rememberEnglishAdmin } from './fixtures';
import { signInAs } from './signIn';

const port = portFor('E2E_BACKUP_PORT');
const base = `http://127.0.0.1:${port}`;
const password = 'backup-e2e-password-1';

test('an Admin downloads a backup; after the data is lost, a restore brings back the leads, posts and an uploaded image', async ({
  browser,
}) => {
  // A first start migrates and seeds (its demo images take seconds of CPU), twice, on a machine that may be busy.
  test.setTimeout(360_000);
  const work = mkdtempSync(path.join(tmpdir(), 'agency-backup-e2e-'));
  const dataDir = path.join(work, 'data');
  const start = () =>
    startProductionServer({
      port,
      dataDir,
      env: {
        BACKUP_DIR: path.join(work, 'kept'),
        NIGHTLY_BACKUPS: 'off',
        SEED_ADMIN1_PASSWORD: password,
        PUBLIC_BASE_URL: base,
      },
    });
  let server = start();
  try {
    await waitUntilAnswering(`${base}/healthz`, 150_000);

    // A visitor's message.
    const lead = { id: randomUUID(), email: `backup-${Date.now()}@example.se` };
    const sent = await fetch(`${base}/functions/v1/handle-contact-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...lead,
        name: 'Vera Backup',
        message: 'Finns jag kvar efter en återställning?',
        language: 'sv',
      }),
    });
    expect(sent.status).toBe(200);

    const context = await browser.newContext({ baseURL: base, acceptDownloads: true });
    await rememberEnglishAdmin(context);
    const page = await context.newPage();
    await page.goto('/admin/login');
    await signInAs(page, 'admin@novaweb.se', password);

    // An image uploaded through the library.
    const filename = `backup-e2e-${Date.now()}.png`;
    const picture = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    await page.getByRole('link', { name: 'Media' }).click();
    await page
      .getByLabel('Choose images to upload')
      .setInputFiles({ name: filename, mimeType: 'image/png', buffer: picture });
    const row = page.getByRole('list', { name: 'Images to upload' }).getByRole('listitem');
    await row.getByLabel('Alt text (Swedish) *').fill('En grön yta');
    await row.getByLabel('Alt text (English) *').fill('A green field');
    await row.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Image uploaded')).toBeVisible();
    const posts = async () =>
      ((await (await fetch(`${base}/api/posts?lang=sv`)).json()) as { total: number }).total;
    const postsBefore = await posts();
    expect(postsBefore).toBeGreaterThan(0);

    // Admin → Backups: one made now, and downloaded.
    await page.getByRole('link', { name: 'Backups' }).click();
    await expect(page.getByText('No backups yet. Make the first one now.')).toBeVisible();
    await page.getByRole('button', { name: 'Make a backup now' }).click();
    // A backup reads every table and the uploads: seconds when the machine is busy (a full run beside a build
    // once took over five), not an answer of the moment.
    await expect(page.getByText(/^The backup is ready \(\d/)).toBeVisible({ timeout: 30_000 });
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: /^Download the backup of / }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^backup-.+\.tar$/);
    const file = path.join(work, download.suggestedFilename());
    await download.saveAs(file);
    await context.close();

    // The data is lost: the server stops and its directory goes.
    server.kill('SIGTERM');
    await exited(server);
    expect(server.exitCode).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });

    // `npm run restore -- <file>` into the same DATA_DIR, then the server starts on it.
    const restore = await promisify(execFile)(
      path.resolve('node_modules/.bin/tsx'),
      ['server/backup/cli.ts', 'restore', file],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    );
    expect(restore.stdout).toMatch(/every table as its manifest says/);
    server = start();
    await waitUntilAnswering(`${base}/healthz`, 150_000);

    const staff = await browser.newContext({ baseURL: base });
    await rememberEnglishAdmin(staff);
    const admin = await staff.newPage();
    await admin.goto('/admin/login');
    await signInAs(admin, 'admin@novaweb.se', password);
    const leads = (await (
      await admin.request.get(`/api/admin/leads?q=${encodeURIComponent(lead.email)}`)
    ).json()) as {
      items: { id: string }[];
    };
    expect(leads.items.map((item) => item.id)).toEqual([lead.id]);
    const library = (await (
      await admin.request.get(`/api/admin/media?q=${encodeURIComponent(filename)}`)
    ).json()) as MediaPage;
    expect(library.items.map((item) => [item.filename, item.altSv])).toEqual([[filename, 'En grön yta']]);
    // Its picture is served again, from the restored database.
    const served = await admin.request.get(library.items[0]!.url);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(await posts()).toBe(postsBefore);
    await staff.close();
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await exited(server);
    }
    rmSync(work, { recursive: true, force: true });
  }
});
