import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/** Console errors a page is allowed to log: the not-found page reports the unknown route on purpose. */
const expectedErrors = [/^404 Error: User attempted to access non-existent route/, /status of 404/];

/**
 * Every test fails when the page logs an unexpected console error: hydration mismatches, CSP
 * violations and uncaught exceptions all surface there.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error' && !expectedErrors.some((pattern) => pattern.test(message.text()))) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
