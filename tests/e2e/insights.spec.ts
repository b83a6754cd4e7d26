import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { setMeasurement, signedInAdmin } from './measurement';

// Each test sets the measurement mode of this worker's server: one at a time, the default put back after each.
test.describe.configure({ mode: 'serial' });

/**
 * A desktop Chrome as visitors have it (the collector counts no headless browser), of a build of its own for
 * each run: the server tells visitors apart by address and browser, so a retry is a new visitor, not the same
 * visit going on under the first run's source.
 */
const visitorAgent = () =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.${Date.now() % 10_000}.0 Safari/537.36`;

test.afterEach(async ({ browser, baseURL }) => setMeasurement(browser, baseURL!, 'server'));

/** A visitor a person drives: Playwright's browser says it is automated, and nothing is measured then. */
async function personVisitor(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const visitor = await browser.newContext({
    userAgent: visitorAgent(),
    viewport: { width: 1280, height: 900 },
    ...options,
  });
  await visitor.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true }),
  );
  return visitor;
}

/** The requests a page sends to an address ending so, as their bodies. */
function sent(page: Page, ending: string): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(ending)) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

const storage = (page: Page) =>
  page.evaluate(() => ({
    ...Object.fromEntries(Object.entries(localStorage)),
    session: sessionStorage.length,
  }));

async function cookiesOf(visitor: BrowserContext) {
  return visitor.cookies();
}

test('with consent, an accepted visit of three pages and a sent message show in Insights; the browser keeps only the answer', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await setMeasurement(browser, baseURL!, 'consent');
  const source = `e2e-${Date.now().toString(36)}`;
  const visitor = await personVisitor(browser);
  const page = await visitor.newPage();
  const beacons = sent(page, '/api/collect');
  const answers = sent(page, '/api/consent');

  // A visitor who stays on each page a moment: its page view has gone before the next click. (One who leaves a
  // page before its first file has run, which comes after the first paint, is not counted.)
  const pageviewsSent = () => beacons.filter((body) => body.includes('"type":"pageview"')).length;
  await page.goto(`/?utm_source=${source}&utm_medium=e2e`);
  // Asked once the page has painted, accept and decline side by side; nothing is sent before the answer.
  const dialog = page.getByRole('dialog', { name: 'Får vi räkna ditt besök?' });
  await expect(dialog).toBeVisible();
  expect(beacons).toEqual([]);
  await dialog.getByRole('button', { name: 'Godkänn' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => answers).toEqual(['{"choice":"granted"}']);
  // The application arrives on intent; the next two pages are its own navigations once their code has come, the
  // browser's before that (src/app/followUnloadedPages.ts).
  await page.mouse.move(200, 200);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')))
    .toBe(true);
  await expect.poll(pageviewsSent).toBe(1);
  await page.getByRole('navigation').getByRole('link', { name: 'Om oss', exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(pageviewsSent).toBe(2);
  await page.getByRole('navigation').getByRole('link', { name: 'Kontakt', exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(pageviewsSent).toBe(3);

  await page.getByLabel(/^Namn/).fill('Insikt Testsson');
  await page.getByLabel(/^E-post/).fill(`insights-${source}@example.se`);
  await page.getByLabel(/^Meddelande/).fill('Hur många besökare har ni?');
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(page.getByText('Ditt meddelande har skickats! Vi kontaktar dig snart.')).toBeVisible();
  // No cookie, and nothing in the browser's storage once the message is delivered but the answer itself.
  expect(await cookiesOf(visitor)).toEqual([]);
  expect(await storage(page)).toEqual({ 'novaweb-statistics': 'granted', session: 0 });
  // The page is left: its time on page and vitals go with it.
  await page.goto('about:blank');
  await visitor.close();
  expect(beacons.length).toBeGreaterThanOrEqual(5);

  // Staff see the visit: three page views from the campaign's source, and its funnel to the end.
  const { staff, admin, today, todaysReport } = await signedInAdmin(browser);
  await expect
    .poll(
      async () => {
        const report = await todaysReport();
        const row = report.sources.find((entry) => entry.key === source);
        const funnel = report.funnel.bySource.find((entry) => entry.key === source);
        return { visitors: row?.visitors, pageviews: row?.pageviews, funnel: funnel?.steps };
      },
      { timeout: 15_000 },
    )
    .toEqual({
      visitors: 1,
      pageviews: 3,
      funnel: { seen: 1, focused: 1, submitted: 1, accepted: 1, fallback: 0, failed: 0 },
    });
  // The answer is counted, and the day's figures say how they were counted.
  const report = await todaysReport();
  expect(report.measurement.periods.at(-1)).toEqual({ mode: 'consent', from: today, to: today });
  expect(report.measurement.consents.granted).toBeGreaterThanOrEqual(1);
  // And on the screen: the source's row in today's list, three page views from one visitor.
  await admin.goto('/admin/insights?range=today');
  const sourceRow = admin.getByRole('row').filter({ hasText: source }).first();
  await expect(sourceRow).toBeVisible();
  const cells = await sourceRow.getByRole('cell').allTextContents();
  expect([cells[0], cells[1], cells[3]]).toEqual([source, '1', '3']);
  await staff.close();
});

test('with consent, a declined visit sends no beacon, keeps only the refusal, and can change its mind from the footer', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await setMeasurement(browser, baseURL!, 'consent');
  const visitor = await personVisitor(browser, { viewport: { width: 375, height: 800 } });
  const page = await visitor.newPage();
  const beacons = sent(page, '/api/collect');
  const answers = sent(page, '/api/consent');
  const chunks: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/assets\/(consentWords|pageBeacon|vitals)-/.exec(request.url())?.[1];
    if (chunk) chunks.push(chunk);
  });
  await page.goto('/en/about');
  const dialog = page.getByRole('dialog', { name: 'May we count your visit?' });
  await expect(dialog.getByRole('button', { name: 'Decline' })).toBeFocused();
  // The dialog came with the page, in its language: the first file opened it without fetching anything more.
  expect(chunks).toEqual([]);
  // The dialog taking the focus is no intent to use the page: the application does not start for it (it did: the
  // page hydrated by itself, ~160 KB of script before any interaction on a slow phone, as Lighthouse measured).
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  // Escape closes it without an answer: nothing kept, asked again on the next page.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await storage(page)).toEqual({ session: 0 });
  await page.reload();
  await expect(dialog.getByRole('button', { name: 'Decline' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => answers).toEqual(['{"choice":"denied"}']);
  // Not asked again on the next pages, the browser's own loads and the application's navigations alike.
  await page.goto('/en/portfolio');
  await page.mouse.move(100, 100);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')))
    .toBe(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/en\/privacy$/);
  await expect(dialog).toBeHidden();
  expect(await storage(page)).toEqual({ 'novaweb-statistics': 'denied', session: 0 });
  expect(await cookiesOf(visitor)).toEqual([]);
  expect(beacons).toEqual([]);

  // The footer's button asks again, saying what the answer is now, in the page's language after a switch of
  // language without a reload (the dialog came with the English page); accepting starts the beacon at once.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('a[hreflang="sv"]').filter({ visible: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Statistikinställningar' }).click();
  const swedish = page.getByRole('dialog', { name: 'Får vi räkna ditt besök?' });
  await expect(swedish.getByText('Just nu: avböjt.')).toBeVisible();
  await expect(swedish.getByRole('link', { name: 'Läs mer i integritetspolicyn' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await swedish.getByRole('button', { name: 'Godkänn' }).click();
  await expect.poll(() => beacons.filter((body) => body.includes('"type":"pageview"')).length).toBe(1);
  expect(JSON.parse(beacons[0]!)).toMatchObject({ type: 'pageview', path: '/privacy', lang: 'sv' });
  // The Swedish words were fetched for the switch of language, the beacon and the vitals after the accept.
  await expect.poll(() => chunks).toEqual(['consentWords', 'pageBeacon', 'vitals']);
  expect(await storage(page)).toEqual({ 'novaweb-statistics': 'granted', session: 0 });
  await visitor.close();
});

test('the server-only mode counts a visit with JavaScript off, and asks nothing', async ({ browser }) => {
  test.setTimeout(60_000);
  const source = `e2e-server-${Date.now().toString(36)}`;
  const visitor = await personVisitor(browser, { javaScriptEnabled: false });
  const page = await visitor.newPage();
  const beacons = sent(page, '/api/collect');
  await page.goto(`/services/seo-optimization?utm_source=${source}`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Villkor' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(beacons).toEqual([]);
  await visitor.close();

  const { staff, admin, todaysReport } = await signedInAdmin(browser);
  await expect
    .poll(async () => {
      const report = await todaysReport();
      return report.sources.find((entry) => entry.key === source)?.pageviews ?? 0;
    })
    // Both pages: a visit's source is its first page's.
    .toBe(2);
  await admin.goto('/admin/insights?range=today');
  await expect(admin.getByRole('region', { name: 'How these figures were counted' })).toContainText(
    'By the server, from the pages it sends',
  );
  await staff.close();
});
