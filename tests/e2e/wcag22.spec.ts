import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminScreens, inBothLanguages, pageTypes } from './pages';
import { admin, signIn } from './signIn';

/**
 * The criteria WCAG 2.2 added at levels A and AA, which axe does not check (quality.spec.ts runs axe):
 * 2.4.11 focus not obscured, 2.5.8 target size, 3.3.7 redundant entry and 3.3.8 accessible authentication.
 * Every public page of each type in both languages and every admin screen, at a phone's and a desktop's width.
 */

const publicPages = inBothLanguages([...pageTypes, '/search?q=seo']);

const widths = [375, 1280];

/**
 * 2.5.8: the targets smaller than 24 × 24 CSS px that no exception covers. Exempt, as the criterion says: a
 * link inside a sentence (inline, with text around it), and a small target with room around it (a 24 px
 * square on its centre touches no other target).
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="switch"], [role="menuitem"]';
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return false;
        if (style.overflow === 'hidden' && node.getBoundingClientRect().width <= 1) return false;
      }
      return true;
    };
    const targets = Array.from(document.querySelectorAll(selector)).filter(
      // A control inside another target (a label's input, a link's button) is that target.
      (element) => visible(element) && !element.parentElement?.closest(selector),
    );
    const boxes = targets.map((element) => element.getBoundingClientRect());
    const inSentence = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement;
      if (!block) return false;
      const text = (block.textContent ?? '').replace(element.textContent ?? '', '').trim();
      return text.length > 0;
    };
    const problems: string[] = [];
    targets.forEach((element, index) => {
      const box = boxes[index]!;
      if (box.width >= 23.5 && box.height >= 23.5) return;
      if (inSentence(element)) return;
      const centreX = box.left + box.width / 2;
      const centreY = box.top + box.height / 2;
      const crowded = boxes.some(
        (other, otherIndex) =>
          otherIndex !== index &&
          other.left < centreX + 12 &&
          other.right > centreX - 12 &&
          other.top < centreY + 12 &&
          other.bottom > centreY - 12,
      );
      if (!crowded) return;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      problems.push(
        `<${element.tagName.toLowerCase()}> "${name}" is ${Math.round(box.width)}×${Math.round(box.height)} px`,
      );
    });
    return problems;
  });
}

/**
 * 2.4.11: after each Tab, the focused element is not wholly hidden under something laid over it (the site's
 * fixed bar, a toast): it is on top at one of its points at least. Walks the first `presses` stops of the tab
 * order. A stop scrolled wholly out of the window is the browser's to bring into view, not a cover's fault.
 */
async function obscuredFocus(page: Page, presses: number): Promise<string[]> {
  const problems: string[] = [];
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.locator('body').focus();
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const problem = await page.evaluate(async () => {
      // As painted: two frames after the key, so what the press changed (the skip link leaving) has settled.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const focused = document.activeElement;
      if (!focused || focused === document.body) return null;
      const box = focused.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return null;
      // What is on top at its centre and near its corners: the element itself (or what it holds) at one
      // point at least, or something laid over it at every one.
      const points = [
        [0.5, 0.5],
        [0.1, 0.1],
        [0.9, 0.1],
        [0.1, 0.9],
        [0.9, 0.9],
      ].map(([x, y]) => [box.left + box.width * x!, box.top + box.height * y!] as const);
      const onTop = points
        .filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight)
        .map(([x, y]) => document.elementFromPoint(x, y));
      if (onTop.length === 0 || onTop.some((element) => element && focused.contains(element))) return null;
      const cover = onTop.find(Boolean)!;
      const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40);
      return `<${focused.tagName.toLowerCase()}> "${name}" is hidden under <${cover.tagName.toLowerCase()}> "${(cover.textContent ?? '').trim().slice(0, 30)}"`;
    });
    if (problem) problems.push(problem);
  }
  return problems;
}

/** 3.3.8: pasting into a field is the browser's to do (no handler prevents it). */
function pasteRefused(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((field) => {
    const data = new DataTransfer();
    data.setData('text/plain', '123456');
    const paste = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    field.dispatchEvent(paste);
    return paste.defaultPrevented;
  });
}

test.describe('WCAG 2.2', () => {
  test('public pages: targets of at least 24 px and focus never hidden under the bar', async ({ page }) => {
    test.setTimeout(600_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const problems: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of publicPages) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        for (const problem of await smallTargets(page)) problems.push(`${path} at ${width} px: ${problem}`);
        for (const problem of await obscuredFocus(page, 40))
          problems.push(`${path} at ${width} px: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test.describe('admin', () => {
    test.use({ allowedConsoleError: /status of 401/ });

    test('admin screens: targets of at least 24 px and focus never hidden', async ({ page }) => {
      test.setTimeout(600_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signIn(page);
      const problems: string[] = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        for (const screen of adminScreens) {
          await page.goto(`/admin/${screen}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForLoadState('networkidle');
          for (const problem of await smallTargets(page))
            problems.push(`/admin/${screen} at ${width} px: ${problem}`);
          for (const problem of await obscuredFocus(page, 40))
            problems.push(`/admin/${screen} at ${width} px: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    });

    test('signing in asks for nothing twice, names each field for the password manager and takes a paste', async ({
      page,
    }) => {
      await page.goto('/admin/login');
      const email = page.getByLabel('Email');
      const password = page.getByLabel('Password');
      await expect(email).toHaveAttribute('autocomplete', /^(username|email)$/);
      await expect(password).toHaveAttribute('autocomplete', 'current-password');
      expect(await pasteRefused(page, 'input[type="email"]')).toBe(false);
      expect(await pasteRefused(page, 'input[type="password"]')).toBe(false);
      await email.fill(admin.email);
      await password.fill(admin.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);

      // The forgotten-password form and the new password a reset link asks for.
      const reset = await page.context().newPage();
      await reset.goto('/admin/forgot-password');
      await expect(reset.getByLabel('Email')).toHaveAttribute('autocomplete', /^(username|email)$/);
      await reset.goto('/admin/reset-password#token=x');
      for (const field of await reset.locator('input[type="password"]').all()) {
        await expect(field).toHaveAttribute('autocomplete', 'new-password');
      }
      await reset.close();
    });
  });
});
