import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'storybook-static.next',
      'mocks/public/mockServiceWorker.js',
      'server/db/migrations',
      'test-results',
      'playwright-report',
      '.e2e-data',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...storybook.configs['flat/recommended'],
  // Boundaries: the browser code never reaches into the server or the mocks; the server reaches the
  // app only through the SSR entry.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.stories.tsx', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/mocks/**'], message: 'src must not import server code or mocks.' },
          ],
        },
      ],
    },
  },
  // src/app is the composition (routes, start-up): it imports the pages, so nothing below it imports it back.
  // What components need of the browser's runtime (idle scheduling, scroll effects, signals) is in src/runtime.
  {
    files: ['src/*/**/*.{ts,tsx}'],
    ignores: ['src/app/**', 'src/**/*.stories.tsx', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/mocks/**'], message: 'src must not import server code or mocks.' },
            {
              group: ['**/app/*'],
              message: 'Only the entries import src/app (the composition); use src/runtime.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '**/server/**', 'react', 'react-dom'],
              message: 'shared is pure TypeScript.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '!**/src/entry-server'],
              message: 'The server reaches the app only through the SSR entry.',
            },
            { group: ['**/mocks/**'], message: 'Production code never imports mocks.' },
          ],
        },
      ],
    },
  },
);
