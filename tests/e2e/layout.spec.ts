import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminScreens } from './pages';
import { signIn } from './signIn';

/**
 * Nothing scrolls sideways and no text is cut off: every public URL the sitemap lists (both languages) at
 * four widths, the not-found page, and every admin screen at a phone's and a desktop's width.
 */

const publicWidths = [320, 375, 768, 1280];
const adminWidths = [375, 1280];

/** What is wrong with the layout of the page as shown: an empty list when nothing is. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    const scrolling = document.scrollingElement!;
    if (scrolling.scrollWidth > viewport)
      problems.push(`the document is ${scrolling.scrollWidth} px wide in a ${viewport} px viewport`);

    /** Hidden on purpose (visually hidden text, closed menus) or inside a box that scrolls by design. */
    const exempt = (element: Element): boolean => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return true;
        // Visually hidden text (read by screen readers): a clipped box of a pixel or less.
        if (style.overflow === 'hidden' && node.getBoundingClientRect().width <= 1) return true;
        if (node !== element && ['auto', 'scroll'].includes(style.overflowX)) return true;
      }
      return false;
    };

    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || exempt(element)) continue;
      // A box that reaches past the window's right or left edge is cut off (or makes the page scroll).
      if (box.right > viewport + 1 || box.left < -1) {
        // Only the outermost box that sticks out: its children are the same fault.
        const parentBox = element.parentElement?.getBoundingClientRect();
        if (!parentBox || (parentBox.right <= viewport + 1 && parentBox.left >= -1))
          problems.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }
      // Text wider than the box it is set in.
      const hasText = Array.from(element.childNodes).some(
        (child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim() !== '',
      );
      if (hasText && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
        const style = getComputedStyle(element);
        if (style.display !== 'inline' && style.textOverflow !== 'ellipsis')
          problems.push(
            `${describe(element)}: text ${element.scrollWidth} px wide in a ${element.clientWidth} px box`,
          );
      }
    }
    return problems;
  });
}

test.describe('layout', () => {
  test('public pages fit every width in both languages', async ({ page, request }) => {
    test.setTimeout(600_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), ([, url]) => new URL(url!).pathname);
    expect(paths.length).toBeGreaterThan(20);
    paths.push('/finns-inte', '/en/does-not-exist');
    const problems: string[] = [];
    for (const width of publicWidths) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        for (const problem of await layoutProblems(page)) problems.push(`${path} at ${width} px: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test.describe('admin', () => {
    // The sign-in page asks for the session first: without one the answer is a 401 by contract.
    test.use({ allowedConsoleError: /status of 401/ });

    test('admin screens fit a phone and a desktop', async ({ page, request }) => {
      test.setTimeout(180_000);
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
      const problems: string[] = [];
      for (const width of adminWidths) {
        await page.setViewportSize({ width, height: 900 });
        for (const screen of [...adminScreens, `leads/${leadId}`]) {
          await page.goto(`/admin/${screen}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          if (screen === 'seo') {
            // The generator's previews with words longer than any line.
            await page.getByLabel('Page title *').fill(`Webbdesign ${'x'.repeat(90)}`);
            await page.getByLabel('Description').fill('y'.repeat(150));
            await page.getByRole('button', { name: 'Generate meta tags' }).click();
            await expect(page.getByText('Search result preview')).toBeVisible();
          }
          for (const problem of await layoutProblems(page))
            problems.push(`/admin/${screen} at ${width} px: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
