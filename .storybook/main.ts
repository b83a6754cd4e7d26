import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { emailjsTestConfig } from '../mocks/emailjsTestConfig';
import { writeVisualChangelog } from '../scripts/visualChangelog.mjs';

// Introduction/Visual changelog reads the pictures that changed in the latest commits from here; made once per
// commit (scripts/visualChangelog.mjs). In the checkout's own folder, not node_modules' (a scratch copy of the
// project, such as the visual gate's, shares node_modules and must not write over it).
const root = path.resolve(import.meta.dirname, '..');
const visualChangelog = path.join(root, '.visual-changelog');
try {
  writeVisualChangelog(root, visualChangelog);
} catch (error) {
  // The page says it has no changelog; the Storybook itself is built (its static folder must exist).
  console.warn(`The visual changelog was not written: ${error instanceof Error ? error.message : error}`);
  mkdirSync(visualChangelog, { recursive: true });
}

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)', '../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The site's own static files, and MSW's worker (mocks only: production never serves it).
  staticDirs: ['../public', '../mocks/public', { from: visualChangelog, to: '/visual-changelog' }],
  core: { disableTelemetry: true },
  // Stories send the contact fallback to a mocked EmailJS, so the build gets a test configuration.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // The contact form imports these on send, and the Insights screen uPlot when it opens; bundling them up
      // front keeps a cold first run (CI) from spending the story's time budget on Vite's on-demand dependency
      // optimisation (which also reloads the page it found them on).
      optimizeDeps: { include: ['@supabase/supabase-js', '@emailjs/browser', 'uplot'] },
      define: Object.fromEntries(
        Object.entries(emailjsTestConfig).map(([name, value]) => [
          `import.meta.env.${name}`,
          JSON.stringify(value),
        ]),
      ),
    }),
};

export default config;
