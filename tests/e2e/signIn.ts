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

/** A new Editor, added by the signed-in Admin through the API (the admin's Users screen makes the same call). */
export async function addEditor(page: Page, editor: { name: string; email: string; password: string }) {
  const added = await page.request.post('/api/admin/users', {
    headers: { origin: new URL(page.url()).origin },
    data: { ...editor, role: 'Editor' },
  });
  expect(added.status()).toBe(201);
}

/** Signs in through the login form as `email`, in the form's language (its labels), and waits for the dashboard. */
export async function signInAs(
  page: Page,
  email: string,
  password: string,
  words: { email: string; password: string; signIn: string } = {
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
  },
) {
  await page.getByLabel(words.email).fill(email);
  await page.getByLabel(words.password).fill(password);
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}
