import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectMails } from './mail';

const admin = { email: 'admin@novaweb.se', password: 'e2e-admin-password-1' };

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test.describe('the admin area', () => {
  // Asking for the session without one, and a wrong password, are answered 401 by contract; browsers log those.
  test.use({ allowedConsoleError: /status of 401/ });

  test('is closed without a session and not for search engines', async ({ page }) => {
    const response = await page.goto('/admin');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  });

  test('refuses a wrong password on the form', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a lead from the public form is handled end to end', async ({ page }) => {
    const email = `lead-${Date.now()}@example.se`;
    await page.goto('/');
    await page.getByLabel(/^Namn/).fill('Lena Lead');
    await page.getByLabel(/^E-post/).fill(email);
    await page.getByLabel(/^Meddelande/).fill('Vi vill ha en ny webbplats.');
    await page.getByRole('button', { name: 'Skicka meddelande' }).click();
    await expect(page.getByText('Ditt meddelande har skickats! Vi kontaktar dig snart.')).toBeVisible();
    await expectMails(email, 2);

    await signIn(page);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByRole('link', { name: 'Leads' }).click();
    const row = page.getByRole('row', { name: /Lena Lead/ });
    await expect(row).toContainText('New');

    // The dialog is modal: Escape closes it.
    await row.getByRole('button', { name: 'Update status of Lena Lead' }).click();
    await expect(page.getByRole('dialog', { name: 'Update Status' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Update Status' })).toBeHidden();

    await row.getByRole('button', { name: 'Update status of Lena Lead' }).click();
    await page.getByLabel('Status').last().selectOption('In Progress');
    await page.getByRole('button', { name: 'Update Status', exact: true }).click();
    await expect(page.getByText('Lead status updated')).toBeVisible();
    await expect(row).toContainText('In Progress');

    await row.getByRole('button', { name: 'Update status of Lena Lead' }).click();
    await page.getByLabel('Status').last().selectOption('New');
    await page.getByRole('button', { name: 'Update Status', exact: true }).click();
    await expect(row).toContainText('New');

    await row.getByRole('button', { name: 'Reply to Lena Lead' }).click();
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Please enter a message')).toBeVisible();
    await page.getByLabel('Message').fill('Hej Lena! Vi återkommer med en mockup.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Reply sent to Lena Lead')).toBeVisible();
    await expect(row).toContainText('Contacted');
    const mails = await expectMails(email, 3);
    expect(mails.some((mail) => mail.subject === 'Re: Your inquiry to Novaweb')).toBe(true);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv).toContain('"Name","Email","Phone","Message","Website","Date","Status"');
    expect(csv).toContain(`"Lena Lead","${email}"`);
    await expect(page.getByText('Leads exported successfully')).toBeVisible();

    await page
      .getByRole('button', { name: 'Dashboard' })
      .or(page.getByRole('link', { name: 'Dashboard' }))
      .click();
    await expect(page.getByText(/reply lead/)).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await page.goto('/admin/leads');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the sidebar collapses with ctrl+B and stays collapsed', async ({ page }) => {
    await signIn(page);
    const shell = page.locator('[data-sidebar]');
    await expect(shell).toHaveAttribute('data-sidebar', 'expanded');
    await page.keyboard.press('Control+b');
    await expect(shell).toHaveAttribute('data-sidebar', 'collapsed');
    await page.reload();
    await expect(page.locator('[data-sidebar]')).toHaveAttribute('data-sidebar', 'collapsed');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000);
  });
});
