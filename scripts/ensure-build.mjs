// `npm start` builds first when the build is missing or older than the sources it comes from.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const stamp = 'dist/.build-stamp';
const sources = ['src', 'shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(entry).reduce(
    (latest, name) => Math.max(latest, newest(path.join(entry, name))),
    info.mtimeMs,
  );
}

const built = existsSync(stamp) && existsSync('dist/server/entry-server.js') ? statSync(stamp).mtimeMs : 0;
const changed = Math.max(...sources.map(newest));
if (built >= changed) {
  console.log('Build is up to date.');
} else {
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  execSync('npm run build', { stdio: 'inherit' });
}
