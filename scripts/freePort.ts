import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The port named by the environment variable `name`, or a free one (scripts/free-port.mjs). A chosen port is
 * written back to `process.env[name]`, so the processes a test runner starts after reading its configuration
 * (its workers, its web server) all agree on it. Synchronous, because Playwright reads its configuration
 * synchronously.
 */
export function portFor(name: string): number {
  const given = process.env[name];
  if (given) return Number(given);
  const port = Number(
    execFileSync(process.execPath, [path.join(import.meta.dirname, 'free-port.mjs')], { encoding: 'utf8' }),
  );
  process.env[name] = String(port);
  return port;
}
