// The latest modification time (ms) under any of the given files or folders; 0 when none exists.
// Used to tell whether a build is older than the sources it comes from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestUnder(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(entry).reduce(
    (latest, name) => Math.max(latest, newestUnder(path.join(entry, name))),
    info.mtimeMs,
  );
}

export function newestModification(entries) {
  return Math.max(0, ...entries.map(newestUnder));
}
