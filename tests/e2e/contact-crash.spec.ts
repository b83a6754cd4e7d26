import { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { exited, startProductionServer, waitUntilAnswering } from '../../scripts/productionServer';
import { pgliteExtensions } from '../../server/db/client';
import { portFor } from '../../scripts/freePort';

const port = portFor('E2E_CRASH_PORT');
const base = `http://127.0.0.1:${port}`;

const startServer = (dataDir: string) =>
  startProductionServer({ port, dataDir, env: { CONTACT_RATE_LIMIT: '100000/1' } });

async function submit(id: string, n: number): Promise<boolean> {
  try {
    const response = await fetch(`${base}/functions/v1/handle-contact-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id,
        name: `Visitor ${n}`,
        email: `visitor${n}@example.se`,
        message: `Message number ${n}`,
        language: 'sv',
      }),
    });
    return response.status === 200 && ((await response.json()) as { id: string }).id === id;
  } catch {
    return false;
  }
}

test('a crash loses no answered lead and stores none twice', async () => {
  // A first start migrates and seeds (its demo images take seconds of CPU), on a machine that may be running
  // other suites: the server is given time to come up; what is measured is what it kept, not how fast.
  test.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-crash-'));
  let server = startServer(dataDir);
  try {
    await waitUntilAnswering(`${base}/healthz`, 120_000);
    const submissions = Array.from({ length: 300 }, (_, n) => ({ id: randomUUID(), n }));
    const answered = new Set<string>();
    let next = 0;
    let killed = false;
    // 40 requests in flight; the server is killed outright once 120 have been answered.
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        while (next < submissions.length) {
          const { id, n } = submissions[next++]!;
          if (await submit(id, n)) answered.add(id);
          if (!killed && answered.size >= 120) {
            killed = true;
            server.kill('SIGKILL');
          }
        }
      }),
    );
    expect(killed).toBe(true);
    await exited(server);
    expect(answered.size).toBeGreaterThanOrEqual(120);
    expect(answered.size).toBeLessThan(submissions.length);

    // Restart on the same data; the browser would send its unconfirmed leads again with the same ids.
    server = startServer(dataDir);
    await waitUntilAnswering(`${base}/healthz`, 120_000);
    const resent = await Promise.all(submissions.map(({ id, n }) => submit(id, n)));
    expect(resent.every(Boolean)).toBe(true);
    server.kill('SIGTERM');
    await exited(server);

    const db = await PGlite.create(dataDir, { extensions: pgliteExtensions });
    try {
      const { rows } = await db.query<{ id: string; email: string }>('select id, email from leads');
      const stored = new Set(rows.map((row) => row.id));
      for (const id of answered) expect(stored.has(id)).toBe(true);
      expect(rows).toHaveLength(submissions.length);
      expect(new Set(rows.map((row) => row.email)).size).toBe(submissions.length);
      const { rows: mails } = await db.query<{ n: number }>('select count(*)::int as n from outbox');
      expect(mails[0]!.n).toBe(2 * submissions.length);
    } finally {
      await db.close();
    }
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
