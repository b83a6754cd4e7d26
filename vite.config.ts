import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  'react-helmet-async',
  'react-fast-compare',
  'invariant',
  'shallowequal',
  'cookie',
  'set-cookie-parser',
];
const frameworkModule = new RegExp(
  `[\\\\/]node_modules[\\\\/](${frameworkPackages.map((name) => name.replace('/', '[\\\\/]')).join('|')})[\\\\/]`,
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: 'framework', test: frameworkModule }] } } },
  },
  ssr: {
    // Node would load styled-components' CommonJS build if it stayed external (stack notes, pitfall 2).
    noExternal: ['styled-components'],
  },
  server: { port: 5173 },
}));
