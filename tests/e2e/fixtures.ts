import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import { e2eServers } from './servers';

/**
 * Console errors a page is allowed to log: the not-found page reports the unknown route on purpose, and the
 * Outbox shows a mail in a frame sandboxed without scripts, where Chromium now and then says it blocked one
 * (by design: nothing in a mail may run).
 */
const expectedErrors = [
  /^404 Error: User attempted to access non-existent route/,
  /status of 404/,
  /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/,
];

/**
 * Makes `context` a browser that showed the admin in English before (its remembered language, which the sign-in
 * page speaks and a staff member without a chosen language keeps): most specs are written in the admin's English
 * words. A fresh browser meets the admin in Swedish, the default; a spec that wants that opens a context of its own
 * or sets `adminLang: null`. Only admin pages are touched: a public page's storage stays empty.
 */
export async function rememberEnglishAdmin(context: BrowserContext) {
  await context.addInitScript(() => {
    try {
      if (location.pathname.startsWith('/admin') && !localStorage.getItem('novaweb.adminLang'))
        localStorage.setItem('novaweb.adminLang', 'en');
    } catch {
      // No storage (an opaque origin): the page is not the admin.
    }
  });
}

/**
 * Every test fails when the page logs an unexpected console error: hydration mismatches, CSP
 * violations and uncaught exceptions all surface there.
 */
export const test = base.extend<{
  consoleErrors: string[];
  allowedConsoleError: RegExp | null;
  adminLang: 'en' | null;
}>({
  /** This worker's own server (tests/e2e/servers.ts): page, request and every context a test opens go there. */
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(e2eServers[testInfo.parallelIndex % e2eServers.length]!.baseUrl),
  /** Errors a test causes on purpose, such as a request it aborts (one expression: Playwright reads an array
   * given to test.use as a [value, options] pair). */
  allowedConsoleError: [null, { option: true }],
  /** The admin's language this browser remembers: English (see `rememberEnglishAdmin`), or none (Swedish). */
  adminLang: ['en', { option: true }],
  context: async ({ context, adminLang }, use) => {
    if (adminLang === 'en') await rememberEnglishAdmin(context);
    await use(context);
  },
  consoleErrors: [
    async ({ page, allowedConsoleError }, use) => {
      const errors: string[] = [];
      const allowed = allowedConsoleError ? [...expectedErrors, allowedConsoleError] : expectedErrors;
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text()))) {
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

/** Holds back every request matching `url` until the returned function is called (then lets them through). */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

/**
 * The scripts a page receives, each body read as it arrives. `take()` waits for every body still being read and
 * hands them over, starting a new list: call it before the page navigates on, when the browser may drop a body
 * it has not given yet ("No resource with given identifier found"), and before counting, so no script is
 * counted after the figure was read.
 */
export function recordScripts(page: Page) {
  let reading: Promise<{ url: string; body: Buffer }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const read = response.body().then((body) => ({ url: response.url(), body }));
    // Its failure is reported by take(), not as an unhandled rejection before then.
    read.catch(() => undefined);
    reading.push(read);
  });
  return {
    take() {
      const taken = reading;
      reading = [];
      return Promise.all(taken);
    },
  };
}
