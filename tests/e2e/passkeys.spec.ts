import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { admin, signIn } from './signIn';

/**
 * Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain): a platform authenticator that
 * keeps resident keys and verifies its user at once, as a laptop's fingerprint reader would.
 */
async function virtualAuthenticator(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  return { credentials };
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test.describe('passkeys', () => {
  // The removed passkey's sign-in is refused with a 401, which the browser logs.
  test.use({ allowedConsoleError: /status of 401/ });

  test('a passkey added on My account signs in without password or code, and stops when removed', async ({
    page,
  }) => {
    const device = await virtualAuthenticator(page);
    await signIn(page);
    await page.goto('/admin/account');
    const panel = page.getByRole('region', { name: 'Passkeys' });
    await expect(panel.getByText('You have no passkeys yet.')).toBeVisible();

    await panel.getByRole('button', { name: 'Add a passkey' }).click();
    await panel.getByLabel(/^Name/).fill('E2E laptop');
    await panel.getByLabel('Your password').fill(admin.password);
    await panel.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Passkey “E2E laptop” added')).toBeVisible();
    await expect(panel.getByRole('cell', { name: 'E2E laptop', exact: true })).toBeVisible();
    // The key lives in the authenticator, discoverable: signing in needs no e-mail typed.
    const [credential] = await device.credentials();
    expect(credential?.isResidentCredential).toBe(true);

    await logOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/admin/account');
    const row = panel.getByRole('row', { name: /E2E laptop/ });
    await expect(row).not.toContainText('Never');

    await panel.getByRole('button', { name: 'Remove E2E laptop' }).click();
    await page
      .getByRole('dialog', { name: 'Remove passkey' })
      .getByRole('button', { name: 'Remove passkey' })
      .click();
    await expect(page.getByText('Passkey “E2E laptop” removed')).toBeVisible();
    await expect(panel.getByText('You have no passkeys yet.')).toBeVisible();

    // The device still holds the key; the site no longer knows it.
    await logOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'That passkey is not registered here, or the sign-in took too long. Try again.',
    );
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
