import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { admin } from './signIn';

/**
 * The criteria WCAG 2.2 added at levels A and AA that concern signing in: 3.3.7 redundant entry and 3.3.8
 * accessible authentication. 2.4.11 focus not obscured and 2.5.8 target size are checked on every page the
 * sweeps visit (sweeps.spec.ts, with tests/e2e/pageChecks.ts).
 */

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
  test.describe('admin', () => {
    test.use({ allowedConsoleError: /status of 401/ });

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
