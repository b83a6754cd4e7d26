import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** What can ask the server its version: a pool or a client of node-postgres. */
interface Queryable {
  query(text: string): Promise<{ rows: Array<Record<string, unknown>> }>;
}

/**
 * One of PostgreSQL's own programs (`pg_dump`, `pg_restore`) of the server's major version where Debian installs
 * several side by side (/usr/lib/postgresql/<major>/bin: `pg_dump` refuses a server newer than itself), else the one
 * on the PATH. Answers a function that runs it with arguments and fails with what it printed.
 */
export async function postgresTool(
  name: 'pg_dump' | 'pg_restore',
  server: Queryable,
): Promise<(args: string[]) => Promise<void>> {
  const { rows } = await server.query('show server_version_num');
  const major = Math.floor(Number(rows[0]?.server_version_num) / 10_000);
  const versioned = `/usr/lib/postgresql/${major}/bin/${name}`;
  const program = existsSync(versioned) ? versioned : name;
  return async (args) => {
    try {
      await execFileAsync(program, args, { maxBuffer: 16 * 1024 * 1024 });
    } catch (error) {
      const { stderr, code } = error as { stderr?: string; code?: string | number };
      if (code === 'ENOENT') {
        throw new Error(
          `${name} was not found: install PostgreSQL's client programs (Debian: postgresql-client)`,
        );
      }
      throw new Error(`${name} failed: ${(stderr ?? String(error)).trim()}`);
    }
  };
}
