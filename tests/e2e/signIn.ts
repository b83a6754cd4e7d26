import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The seeded owner account of the e2e server (its password is set in playwright.config.ts). */
export const admin = { email: 'admin@novaweb.se', password: 'e2e-admin-password-1' };

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
