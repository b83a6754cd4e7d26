import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite serves one process: a second one opening the same data directory (a second `npm start`, a restore while
 * the server runs) would corrupt it. The server notes its process id beside the directory while it has it open (not
 * inside: a backup of the directory would carry the note along), and what else would open it asks first.
 */
export const lockFileOf = (dataDir: string) => `${path.resolve(dataDir)}.server.pid`;

/**
 * Whether `pid` is a running Node process: a note left by a server that was killed names a process id the system
 * may have given to another program since (where /proc tells, Linux, the program is read too).
 */
const isRunningNode = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return /node|tsx/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return !existsSync('/proc/self');
  }
};

/** The process id of a running server that has `dataDir` open, or null (a note left by one that died is ignored). */
export function dataDirHolder(dataDir: string): number | null {
  const file = lockFileOf(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunningNode(pid) ? pid : null;
}

/** Notes this process as the one with `dataDir` open; answers the function that takes the note away. */
export function holdDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // Gone already.
    }
  };
}
