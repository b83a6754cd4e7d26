/**
 * The production server as a child process, for the benchmark and the crash test: the compiled build
 * (scripts/serve.mjs runs dist/node/main.js, as `npm start` does) in a Node process of its own, so a signal
 * reaches the process that holds the database, after `npm run migrate` for its database, as `npm start` runs it.
 * Build first (`npm run build` or scripts/ensure-build.mjs).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

export interface ProductionServerOptions {
  port: number;
  dataDir: string;
  /** Seed passwords, rate limits and the like; they override the defaults below. */
  env?: Record<string, string>;
  /** The Node binary to run the server on (the benchmark compares runtimes); the current one by default. */
  node?: string;
  /** `pipe` to read what the server writes to standard error (else it goes to this process's). */
  stderr?: 'inherit' | 'pipe';
}

export function startProductionServer({
  port,
  dataDir,
  env = {},
  node = process.execPath,
  stderr = 'inherit',
}: ProductionServerOptions): ChildProcess {
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    SEED_ADMIN1_PASSWORD: 'local-server-password-1',
    SEED_ADMIN2_PASSWORD: 'local-server-password-2',
    // A backup at start would stand in the way of what these servers are started to measure.
    NIGHTLY_BACKUPS: 'off',
    ...env,
  };
  migrateDatabase(serverEnv);
  return spawn(node, ['scripts/serve.mjs'], { env: serverEnv, stdio: ['ignore', 'ignore', stderr] });
}

/** `npm run migrate` (server/db/migrateCli.ts) with `env`'s database; throws with what it said when it fails. */
export function migrateDatabase(env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/db/migrateCli.ts'], {
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`npm run migrate failed: ${result.stderr || result.stdout}`);
}

/** Polls `url` until it answers 2xx; resolves with the milliseconds that took. */
export async function waitUntilAnswering(url: string, timeoutMs = 60_000): Promise<number> {
  const start = performance.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return performance.now() - start;
    } catch {
      // not up yet
    }
    if (performance.now() - start > timeoutMs)
      throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Resolves once the child has exited (at once if it already has). */
export const exited = (child: ChildProcess): Promise<unknown> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));
