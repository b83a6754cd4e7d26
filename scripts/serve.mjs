// The production server: the compiled build (dist/node/main.js, written by `npm run build`) run by Node itself,
// with no TypeScript loader. `npm start` comes here after building when needed; `npm run serve`, the benchmark,
// the crash test and the end-to-end suite come here directly.
import { existsSync } from 'node:fs';
import module from 'node:module';

const server = new URL('../dist/node/main.js', import.meta.url);
if (!existsSync(server)) {
  console.error(
    'The production build is missing: run `npm run build` first (or use `npm start`, which builds).',
  );
  process.exit(1);
}

// Stack traces name the TypeScript's files and lines (the build writes source maps).
module.setSourceMapsSupport?.(true);
// V8's compiled code for the server and every package it loads, kept on disk (NODE_COMPILE_CACHE, else
// node-compile-cache in the system's temporary folder) so that a start skips compiling what an earlier start
// compiled: about a tenth of the start. Both calls exist from Node 22.14; an older Node (the benchmark can
// compare one, BENCH_COMPARE_NODE) runs the server without them.
module.enableCompileCache?.();
await import(server.href);
