import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { exited, waitUntilAnswering } from '../../scripts/productionServer';
import { portFor } from '../../scripts/freePort';
import { isRunning as alive } from '../../scripts/storybookBuild.mjs';

const port = portFor('E2E_STOP_PORT');

/** Every process's parent, from /proc (Linux). */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (name) state ppid …": the name may hold spaces and parentheses, so read after the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  return parentOf;
}

/** The processes below `pid`: its children, theirs, and so on. */
function descendants(pid: number): number[] {
  const parentOf = parents();
  const found: number[] = [];
  const below = [pid];
  while (below.length > 0) {
    const parent = below.pop()!;
    for (const [child, itsParent] of parentOf) {
      if (itsParent === parent) {
        found.push(child);
        below.push(child);
      }
    }
  }
  return found;
}

/** Whether something may listen on the port again. */
const portIsFree = () =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`npm start stops on ${signal} with every process it started: exit code 0, the port free, no child left`, async () => {
    // A first start migrates and seeds on a machine that may be running other suites.
    test.setTimeout(180_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-stop-'));
    // npm runs the start script in a shell; the server and, when Storybook is stale, its build run below it.
    const npm = spawn('npm', ['start'], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'error',
        SEED_ADMIN1_PASSWORD: 'stop-test-password-1',
        SEED_ADMIN2_PASSWORD: 'stop-test-password-2',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    let started: number[] = [];
    try {
      await waitUntilAnswering(`http://127.0.0.1:${port}/healthz`, 150_000);
      started = descendants(npm.pid!);
      // At least the server (the shell that started it may have become it).
      expect(started.length).toBeGreaterThanOrEqual(1);

      npm.kill(signal);
      await exited(npm);
      expect(npm.exitCode).toBe(0);
      await expect.poll(() => started.filter(alive), { timeout: 5_000 }).toEqual([]);
      expect(await portIsFree()).toBe(true);
    } finally {
      if (npm.exitCode === null) npm.kill('SIGKILL');
      for (const pid of started.filter(alive)) process.kill(pid, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
