import { request, type Page } from '@playwright/test';
import { expect } from './fixtures';
import { mailsTo } from './mail';

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

/** The link of the latest invitation mailed to an address (the e2e SMTP sink), once it has arrived. */
export async function invitationLink(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = mailsTo(email).filter(
          (sent) => /invited/i.test(sent.subject) || /inbjuden/i.test(sent.subject),
        );
        link =
          /https?:\/\/\S+\/admin\/invitation#token=[\w-]+&lang=(sv|en)/.exec(mail.at(-1)?.text ?? '')?.[0] ??
          '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

/**
 * A new Editor, invited by the signed-in Admin through the API (the Users screen makes the same call) and accepted
 * through the mailed link from a browser of their own (the Admin's stays signed in).
 */
export async function addEditor(
  page: Page,
  editor: { name: string; email: string; password: string },
  lang: 'sv' | 'en' = 'en',
) {
  const origin = new URL(page.url()).origin;
  const invited = await page.request.post('/api/admin/invitations', {
    headers: { origin },
    data: { email: editor.email, role: 'Editor', lang },
  });
  expect(invited.status()).toBe(201);
  const token = /#token=([\w-]+)/.exec(await invitationLink(editor.email))![1];
  const invitee = await request.newContext({ baseURL: origin });
  try {
    const accepted = await invitee.post('/api/auth/invitation/accept', {
      headers: { origin },
      data: { token, name: editor.name, password: editor.password },
    });
    expect(accepted.status()).toBe(201);
  } finally {
    await invitee.dispose();
  }
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
