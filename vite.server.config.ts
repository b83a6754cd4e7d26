import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const outDir = path.resolve('dist/node');

/**
 * Server modules find the files they read beside their own source (the migrations next to server/db/client.ts,
 * the seed's drawings in public/images) through `import.meta.url`. In one bundle that would be the bundle's
 * address, so each module's own is written in, relative to the bundle: the same files are read whether the
 * server runs from the source (tsx, Vitest) or from dist/node, and the checkout can move as a whole.
 */
function ownImportMetaUrl(): Plugin {
  return {
    name: 'own-import-meta-url',
    transform: {
      filter: { id: { exclude: /[\\/]node_modules[\\/]/ }, code: 'import.meta.url' },
      handler(code, id) {
        const fromBundle = path.relative(outDir, id).split(path.sep).join('/');
        return {
          code: code.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
          ),
          // Lines are unchanged, so the mappings stay right to the line.
          map: null,
        };
      },
    },
  };
}

/**
 * The production server as JavaScript (`npm run build`, after the client and SSR bundles): server/main.ts and
 * what it imports from server/ and shared/ in one ES module, dist/node/main.js, with a source map so stack
 * traces point at the TypeScript. Run by scripts/serve.mjs.
 *
 * Packages stay in node_modules and load from there (native ones like sharp and argon2, PGlite with its
 * WebAssembly and data files, which it finds beside itself), except two pure-JavaScript ones that are cheaper
 * inside the bundle, measured at start: drizzle-orm, whose ~110 modules each made Node read its 179 KB
 * package.json again (~0.35 s of a 2.1 s start), and zod (~95 modules, ~40 ms).
 */
export default defineConfig({
  publicDir: false,
  plugins: [ownImportMetaUrl()],
  ssr: { noExternal: ['drizzle-orm', 'zod'] },
  build: {
    ssr: 'server/main.ts',
    outDir,
    emptyOutDir: true,
    target: 'node26',
    sourcemap: true,
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
});
