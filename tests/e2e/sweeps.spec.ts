import { expect, test } from './fixtures';
import {
  axeProblems,
  brokenWords,
  layoutProblems,
  obscuredFocus,
  smallTargets,
  unbalancedGrids,
} from './pageChecks';
import { adminScreens, inBothLanguages, pageTypes } from './pages';
import { signIn } from './signIn';

/**
 * Every page loaded once per width, then every check that page is for (issue #60: one pass per page and width):
 * - layout (nothing scrolls sideways, no text cut off, no word split across lines without a hyphen, no grid of
 *   cards ending with a lone card): every URL the sitemap lists and the not-found page, in both languages, at five
 *   widths from 320 to 1440 px; every admin screen and a lead's page at a phone's and a desktop's width;
 * - axe (WCAG 2.1 A and AA): one page of each type in both languages, at a phone's and a desktop's width;
 * - the WCAG 2.2 criteria axe does not check, 2.5.8 target size and 2.4.11 focus not obscured (the first 40
 *   stops of the tab order): the same pages and the search, and every admin screen, at the same two widths.
 *   (3.3.7 and 3.3.8 are wcag22.spec.ts's.)
 * The Tab walk moves focus and scroll, so it runs last on a page.
 */

// Each test reads only what it made itself (the admin sweeps make their own lead), so the six are shared out
// among the workers like files are.
test.describe.configure({ mode: 'parallel' });

const publicWidths = [320, 375, 768, 1280, 1440];
const adminWidths = [375, 1280];
/** The widths axe and the WCAG 2.2 checks run at. */
const accessibilityWidths = new Set([375, 1280]);
const axePages = new Set(inBothLanguages(pageTypes));
const wcagPages = new Set(inBothLanguages([...pageTypes, '/search?q=seo']));

for (const width of publicWidths) {
  test(`public pages at ${width} px: layout, axe and WCAG 2.2 in one visit each`, async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), ([, url]) => new URL(url!).pathname);
    expect(listed.length).toBeGreaterThan(20);
    const accessibility = accessibilityWidths.has(width);
    const paths = [
      ...new Set([...listed, '/finns-inte', '/en/does-not-exist', ...(accessibility ? wcagPages : [])]),
    ];
    await page.setViewportSize({ width, height: 800 });
    const problems: string[] = [];
    const note = (path: string, found: string[]) =>
      problems.push(...found.map((problem) => `${path} at ${width} px: ${problem}`));
    for (const path of paths) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      note(path, await layoutProblems(page));
      note(path, await unbalancedGrids(page));
      note(path, await brokenWords(page));
      if (!accessibility || !(axePages.has(path) || wcagPages.has(path))) continue;
      await page.waitForLoadState('networkidle');
      if (axePages.has(path)) note(path, await axeProblems(page));
      if (wcagPages.has(path)) {
        note(path, await smallTargets(page));
        note(path, await obscuredFocus(page, 40));
      }
    }
    expect(problems).toEqual([]);
  });
}

test.describe('admin', () => {
  // The sign-in page asks for the session first: without one the answer is a 401 by contract.
  test.use({ allowedConsoleError: /status of 401/ });

  for (const width of adminWidths) {
    test(`admin screens at ${width} px: layout and WCAG 2.2 in one visit each`, async ({ page, request }) => {
      test.setTimeout(300_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // A lead with a long address and website, so the leads table has a row to fit (and its own page, and
      // the outbox, its e-mails).
      const leadId = crypto.randomUUID();
      const lead = await request.post('/functions/v1/handle-contact-form', {
        data: {
          id: leadId,
          name: 'Maximiliana Vasquez-Lindqvist',
          email: 'maximiliana.vasquez-lindqvist@konditori-exempel.se',
          phone: '+46 70 123 45 67',
          website: 'https://www.konditori-exempel-i-goteborg.se',
          message: 'Vi behöver en ny webbplats med beställningar av tårtor online.',
          language: 'sv',
        },
      });
      expect(lead.status()).toBe(200);
      await signIn(page);
      await page.setViewportSize({ width, height: 800 });
      const problems: string[] = [];
      const note = (screen: string, found: string[]) =>
        problems.push(...found.map((problem) => `/admin/${screen} at ${width} px: ${problem}`));
      // A lead's own page, a new post's editor (the rich-text fields with their toolbars) and a new experiment on
      // the home page (its blocks' fields for B and C) besides the menu's.
      const pages = (await (await page.request.get('/api/admin/pages')).json()) as {
        id: number;
        key: string | null;
      }[];
      const homeId = pages.find((one) => one.key === 'home')!.id;
      for (const screen of [...adminScreens, `leads/${leadId}`, 'blog/new', `pages/${homeId}/experiment`]) {
        await page.goto(`/admin/${screen}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        if ((adminScreens as readonly string[]).includes(screen)) {
          note(screen, await smallTargets(page));
          note(screen, await obscuredFocus(page, 40));
        }
        if (screen === 'seo') {
          // The generator's previews with words longer than any line.
          await page.getByLabel('Page title *').fill(`Webbdesign ${'x'.repeat(90)}`);
          await page.getByLabel('Description').fill('y'.repeat(150));
          await page.getByRole('button', { name: 'Generate meta tags' }).click();
          await expect(page.getByText('Search result preview')).toBeVisible();
        }
        if (screen.endsWith('/experiment')) {
          await page.getByRole('checkbox', { name: /^Hero/ }).check();
          await page.getByRole('radio', { name: 'Two: B and C' }).check();
          await expect(page.getByRole('region', { name: 'C: Hero' })).toBeVisible();
        }
        note(screen, await layoutProblems(page));
      }
      expect(problems).toEqual([]);
    });
  }
});
