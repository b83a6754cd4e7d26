// The production server: the compiled build (dist/node/main.js, written by `npm run build`) run by Node itself,
// with no TypeScript loader. `npm start` comes here after building when needed; `npm run serve`, the benchmark,
// the crash test and the end-to-end suite come here directly.
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import module from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildStorybookInBackground } from './storybookBuild.mjs';

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

// `npm start` (BUILD_STORYBOOK=1) also builds the Storybook staff see at /admin/storybook/ when it is missing or
// stale: beside the site, at the lowest CPU priority, so the site starts as fast as without it
// (scripts/storybookBuild.mjs). Once, in the first process (a cluster's servers run this file again).
if (process.env.BUILD_STORYBOOK === '1' && cluster.isPrimary) {
  const child = buildStorybookInBackground({
    root: fileURLToPath(new URL('..', import.meta.url)),
    onDone: (ok) =>
      console.log(
        ok
          ? 'Storybook is built: staff see it at /admin/storybook/.'
          : 'Storybook could not be built: /admin/storybook/ says why; `npm run build-storybook` tries again.',
      ),
  });
  if (child)
    console.log('Building Storybook in the background for /admin/storybook/ (the site is not held up).');
}

await import(server.href);
