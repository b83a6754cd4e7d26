// `npm start` builds first when the build is missing or older than the sources it comes from.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { newestModification } from './newest.mjs';

const stamp = 'dist/.build-stamp';
const sources = [
  'src',
  'shared',
  'server',
  'public',
  'index.html',
  'vite.config.ts',
  'vite.server.config.ts',
  'package-lock.json',
];
const outputs = ['dist/server/entry-server.js', 'dist/node/main.js'];

const built = existsSync(stamp) && outputs.every((file) => existsSync(file)) ? statSync(stamp).mtimeMs : 0;
const changed = newestModification(sources);
if (built >= changed) {
  console.log('Build is up to date.');
} else {
  console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  execSync('npm run build', { stdio: 'inherit' });
}
