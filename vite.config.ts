import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { gzipSync } from 'node:zlib';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { connectSources, connectSourcesFile } from './shared/connectSources.ts';

/**
 * The framework every page hydrates with, in a chunk of its own: it changes far less often than the site's
 * code, so a returning visitor keeps it cached across releases. Vite preloads it alongside the application
 * chunk (no waterfall). Named packages only: a catch-all node_modules group would pull the admin area's and
 * the contact form's lazily loaded libraries into code every page loads.
 */
const frameworkPackages = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  '@tanstack/query-core',
  '@tanstack/react-query',
  'styled-components',
  'stylis',
  '@emotion/is-prop-valid',
  '@emotion/unitless',
  'cookie',
  'set-cookie-parser',
];
const frameworkModule = new RegExp(
  `[\\\\/]node_modules[\\\\/](${frameworkPackages.map((name) => name.replace('/', '[\\\\/]')).join('|')})[\\\\/]`,
);

/**
 * What the first file itself is made of (src/entry-client.tsx and what it imports statically): it stays in the
 * entry chunk, the few kilobytes a public page loads before interaction. And the application's start
 * (src/app/startApp.tsx), the chunk the first file imports on intent, and the scroll effects
 * (src/runtime/scrollEffects.ts), which it imports at the first scroll, stay chunks of their own.
 */
const firstFileModule =
  /[\\/](src[\\/](entry-client\.tsx|app[\\/](pages|startApp)\.tsx?|runtime[\\/](earlyControls|hydrateOnIntent|idle|prefetchWhenIdle|scrollEffects)\.ts|features[\\/]contact[\\/]pendingLeadsKey\.ts|styles[\\/]fonts\.css)|shared[\\/](langPaths|i18n|speculationRules)\.ts)$/;

/**
 * The site's own code every public page hydrates with (layout, components, texts, API hooks) in one chunk, so
 * the first tap waits for a few files, not dozens of tiny shared ones: each page is a chunk of its own
 * (src/app/pages.ts), and the admin area's code stays in its own chunks.
 */
const sharedAppModule = (id: string) =>
  !firstFileModule.test(id) &&
  !/[\\/]src[\\/](pages|admin)[\\/]/.test(id) &&
  (/[\\/](src|shared)[\\/]/.test(id)
    ? !id.includes('node_modules')
    : /[\\/]node_modules[\\/]lucide-react[\\/]/.test(id));

/**
 * Writes the hosts the contact flow of this build may call (shared/connectSources.ts) beside Vite's manifest, so
 * the server's Content Security Policy names exactly those.
 */
const connectSourcesList = (mode: string): Plugin => ({
  name: 'connect-sources',
  apply: 'build',
  generateBundle() {
    if (this.environment.name !== 'client') return;
    const sources = connectSources(loadEnv(mode, process.cwd(), 'VITE_'));
    this.emitFile({
      type: 'asset',
      fileName: `.vite/${connectSourcesFile}`,
      source: JSON.stringify(sources),
    });
  },
});

/** The package a module belongs to (`react-dom`, `@tanstack/query-core`), or `site` for the project's own code. */
const packageOf = (id: string) =>
  /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id)?.[1]?.replace('\\', '/') ?? 'site';

/**
 * Writes what each chunk of the client build is made of beside Vite's manifest: per package (and the site's own
 * code), the gzip bytes of its modules' rendered code, compressed on their own. `npm run bench` reports the first
 * intent's composition from it (#15: where its bytes go, and so what a smaller first intent would have to drop).
 */
const chunkComposition = (): Plugin => ({
  name: 'chunk-composition',
  apply: 'build',
  generateBundle(_options, bundle) {
    // Only beside a manifest (the site's client build): Storybook's build has none and no reader for this.
    if (this.environment.name !== 'client' || !this.environment.config.build.manifest) return;
    const composition: Record<string, Record<string, number>> = {};
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      const code = new Map<string, string>();
      for (const [id, module] of Object.entries(output.modules)) {
        const name = packageOf(id);
        code.set(name, (code.get(name) ?? '') + (module.code ?? ''));
      }
      composition[output.fileName] = Object.fromEntries(
        [...code].map(([name, text]) => [name, gzipSync(text).length]),
      );
    }
    this.emitFile({
      type: 'asset',
      fileName: '.vite/chunk-composition.json',
      source: JSON.stringify(composition),
    });
  },
});

/**
 * styled-components names a component (and so the class of every rule it makes) by the order in which the bundle
 * creates its components, unless the component is given an id. The SSR bundle creates every page's components at
 * start, the browser only the application's and then the page's: the ids part ways, so hydration met class names
 * the server had not written and inserted ~120 rules of its own on the home page, one by one, each making the
 * browser restyle the whole page in the next frame (16-17 ms a frame at 4x CPU, while the visitor's first tap
 * waits). styled-components' own Babel plugin names each component by its file and place in it instead, the same
 * in both bundles, so hydration finds every rule the server wrote (tests/e2e/before-hydration.spec.ts). Only the
 * sources that import styled-components go through Babel.
 */
const styledComponentIds = babel({
  presets: [
    defineRolldownBabelPreset({
      preset: () => ({
        plugins: [
          [
            'babel-plugin-styled-components',
            {
              ssr: true,
              displayName: false,
              fileName: false,
              minify: false,
              transpileTemplateLiterals: false,
            },
          ],
        ],
      }),
      rolldown: { filter: { id: /[\\/](src|stories)[\\/].*\.tsx?$/, code: /from 'styled-components'/ } },
    }),
  ],
});

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [react(), styledComponentIds, connectSourcesList(mode), chunkComposition()],
  build: {
    outDir: 'dist/client',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser the site supports knows <link rel="modulepreload">: the polyfill would only add ~0.3 KB
    // gzip to the first file, the script every public page loads before interaction (#18: at most 6 KB).
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              // A group would otherwise take the modules its members import too: the first file's among them.
              includeDependenciesRecursively: false,
              groups: [
                { name: 'framework', test: frameworkModule, priority: 2 },
                { name: 'app', test: sharedAppModule, minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
  },
  ssr: {
    // Node would load styled-components' CommonJS build if it stayed external (stack notes, pitfall 2).
    // lucide-react's is one file of every icon, ~0.1 s of the server's start to load; bundled, the SSR build
    // keeps only the icons the pages use.
    noExternal: ['styled-components', 'lucide-react'],
  },
  server: { port: 5173 },
}));
