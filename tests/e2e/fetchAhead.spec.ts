import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { setMeasurement } from './measurement';

/**
 * The contact page, where every call to action leads, is fetched ahead once a page has settled
 * (src/runtime/prefetchWhenIdle.ts, shared/speculationRules.ts), so a tap on one shows the form without a network
 * round trip. Chromium under Playwright does not prerender (a DevTools session without tab targets turns it off) but
 * does the rules' prefetch; its Preload domain tells what it did with each address.
 */
async function watchPrefetches(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Preload.enable');
  const statuses = new Map<string, string>();
  const ruleErrors: string[] = [];
  cdp.on('Preload.prefetchStatusUpdated', ({ prefetchUrl, status }) =>
    statuses.set(new URL(prefetchUrl).pathname, status),
  );
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => {
    if (ruleSet.errorType) ruleErrors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage}`);
  });
  return { statuses, ruleErrors };
}

/** The rules the first file adds: the page's own (from the server) are the only other ones. */
const contactRules = (page: Page) =>
  page
    .locator('script[type="speculationrules"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => script.textContent ?? '').filter((text) => text.includes('/en/contact')),
    );

/** Load, two idle periods and a second: well past the moment the first file's settled work runs. */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = (next: () => void) => requestIdleCallback(() => next(), { timeout: 2000 });
        const afterLoad = () => idle(() => idle(() => setTimeout(resolve, 1000)));
        if (document.readyState === 'complete') afterLoad();
        else window.addEventListener('load', afterLoad, { once: true });
      }),
  );

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 900 } });

  test('a settled page fetches the contact page ahead, and a tap on a call to action is served from it', async ({
    page,
  }) => {
    const { statuses, ruleErrors } = await watchPrefetches(page);
    await page.goto('/');
    await expect.poll(() => statuses.get('/contact'), { timeout: 15_000 }).toBe('Ready');
    expect(ruleErrors).toEqual([]);
    // Nothing else is fetched ahead: no pointer rests on a link.
    expect([...statuses.keys()]).toEqual(['/contact']);

    // The hero's call to action is in view from the start; a tap on a link leaves the application unloaded,
    // so the browser navigates, with the document it already has.
    const link = page.locator('main a[href="/contact"]').first();
    const box = (await link.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(900);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(
        () =>
          (
            performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
              deliveryType: string;
            }
          ).deliveryType,
      ),
    ).toBe('navigational-prefetch');
  });
});

test('an English page fetches the English contact page ahead', async ({ page }) => {
  const { statuses } = await watchPrefetches(page);
  await page.goto('/en/about');
  await expect.poll(() => statuses.get('/en/contact'), { timeout: 15_000 }).toBe('Ready');
  expect(statuses.has('/contact')).toBe(false);
});

test('the contact page does not fetch itself ahead', async ({ page }) => {
  const { statuses } = await watchPrefetches(page);
  await page.goto('/contact');
  // The same settled moment adds the application's prefetches (a local connection is 4g to Chromium).
  await expect
    .poll(() => page.locator('link[rel="prefetch"]').count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await settled(page);
  expect(await contactRules(page)).toEqual([]);
  expect(statuses.size).toBe(0);
});

test('a visitor who asks to save data gets nothing fetched ahead', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'connection', {
      get: () => ({ effectiveType: '4g', saveData: true }),
      configurable: true,
    }),
  );
  const { statuses } = await watchPrefetches(page);
  await page.goto('/');
  await settled(page);
  expect(await contactRules(page)).toEqual([]);
  expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
  expect(statuses.size).toBe(0);
});

test('a page the browser prerenders counts no view and fetches nothing until it is shown', async ({
  browser,
  baseURL,
}) => {
  // The beacon runs in the consent mode for a visitor who accepted (docs/insights.md).
  await setMeasurement(browser, baseURL!, 'consent');
  // A visitor's browser (the beacon is silent for automation) that accepted before, in which the page starts out
  // prerendering, as when the speculation rules prerender a link the visitor may follow; the test shows it.
  const context = await browser.newContext();
  await context.addInitScript(() => {
    localStorage.setItem('novaweb-statistics', 'granted');
    let prerendering = true;
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true });
    Object.defineProperty(Document.prototype, 'prerendering', {
      get: () => prerendering,
      configurable: true,
    });
    (window as unknown as { show: () => void }).show = () => {
      prerendering = false;
      document.dispatchEvent(new Event('prerenderingchange'));
    };
  });
  const page = await context.newPage();
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/collect')) beacons.push(request.postData() ?? '');
  });
  await page.goto('/about');
  await settled(page);
  expect(beacons).toEqual([]);
  expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
  expect(await contactRules(page)).toEqual([]);

  await page.evaluate(() => (window as unknown as { show: () => void }).show());
  await expect.poll(() => beacons.some((body) => body.includes('"type":"pageview"'))).toBe(true);
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
  expect(await contactRules(page)).toHaveLength(1);
  await context.close();
  await setMeasurement(browser, baseURL!, 'server');
});
