import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { emailjsTestConfig } from '../mocks/emailjsTestConfig';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)', '../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // Stories send the contact fallback to a mocked EmailJS, so the build gets a test configuration.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      define: Object.fromEntries(
        Object.entries(emailjsTestConfig).map(([name, value]) => [
          `import.meta.env.${name}`,
          JSON.stringify(value),
        ]),
      ),
    }),
};

export default config;
