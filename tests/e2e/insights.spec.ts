import type { InsightsReport } from '../../shared/insights';
import { expect, rememberEnglishAdmin, test } from './fixtures';
import { signIn } from './signIn';

/**
 * A desktop Chrome as visitors have it (the collector counts no headless browser), of a build of its own for
 * each run: the server tells visitors apart by address and browser, so a retry is a new visitor, not the same
 * visit going on under the first run's source.
 */
const visitorAgent = () =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.${Date.now() % 10_000}.0 Safari/537.36`;

const stockholmToday = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date());

test('a visit of three pages and a sent message show in Insights, and the site keeps nothing in the browser', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const source = `e2e-${Date.now().toString(36)}`;
  const visitor = await browser.newContext({
    userAgent: visitorAgent(),
    viewport: { width: 1280, height: 900 },
  });
  // Playwright drives the browser, which says so (navigator.webdriver) and the beacon stays silent for
  // automation: this visitor is one a person drives.
  await visitor.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false, configurable: true }),
  );
  const page = await visitor.newPage();
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/collect')) beacons.push(request.postData() ?? '');
  });

  // A visitor who stays on each page a moment: its page view has gone before the next click. (One who leaves a
  // page before its first file has run, which comes after the first paint, is not counted.)
  const pageviewsSent = () => beacons.filter((body) => body.includes('"type":"pageview"')).length;
  await page.goto(`/?utm_source=${source}&utm_medium=e2e`);
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
  // No cookie, and nothing in the browser's storage once the message is delivered.
  expect(await visitor.cookies()).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  // The page is left: its time on page and vitals go with it.
  await page.goto('about:blank');
  await visitor.close();
  expect(beacons.length).toBeGreaterThanOrEqual(5);

  // Staff see the visit: three page views from the campaign's source, and its funnel to the end.
  const staff = await browser.newContext();
  await rememberEnglishAdmin(staff);
  const admin = await staff.newPage();
  await signIn(admin);
  const today = stockholmToday();
  await expect
    .poll(
      async () => {
        const report = (await (
          await admin.request.get(`/api/admin/insights?from=${today}&to=${today}`)
        ).json()) as InsightsReport;
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
  // And on the screen: the source's row in today's list, three page views from one visitor.
  await admin.goto('/admin/insights?range=today');
  const sourceRow = admin.getByRole('row').filter({ hasText: source }).first();
  await expect(sourceRow).toBeVisible();
  const cells = await sourceRow.getByRole('cell').allTextContents();
  expect([cells[0], cells[1], cells[3]]).toEqual([source, '1', '3']);
  await staff.close();
});
