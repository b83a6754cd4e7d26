import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, test } from './fixtures';
import { signIn } from './signIn';

/** A receiver on this machine (the e2e servers allow webhooks to loopback: WEBHOOKS_ALLOW_LOOPBACK). */
let receiver: Server;
let receiverUrl: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

// Asking for the session before signing in is answered 401 by contract; browsers log that.
test.use({ allowedConsoleError: /status of 401/ });

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm/${randomUUID()}`;
});
test.afterAll(() => new Promise((resolve) => receiver.close(resolve)));

test('an Admin adds a webhook; a visitor’s contact form reaches the receiver as lead.created, signed, and the log says delivered', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await page.goto('/admin/webhooks');
  await page.getByRole('button', { name: 'Add a webhook' }).click();
  const form = page.getByRole('dialog', { name: 'Add a webhook' });
  await form.getByLabel('Address').fill(receiverUrl);
  await form.getByLabel('What it is for (optional)').fill('The CRM');
  await expect(form.getByRole('checkbox', { name: /New lead/ })).toBeChecked();
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('The webhook was added')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: receiverUrl.replace('http://', '') });
  await expect(row.getByText('On', { exact: true })).toBeVisible();

  // A visitor, in a browser of their own, sends the contact form in Swedish.
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  const email = `sigrid-${randomUUID().slice(0, 8)}@example.se`;
  await site.goto('/');
  await site.getByLabel(/^Namn/).fill('Sigrid Sandberg');
  await site.getByLabel(/^E-post/).fill(email);
  await site.getByLabel(/^Meddelande/).fill('Vi vill ha en ny webbplats före sommaren.');
  await site.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(site.getByTestId('contact-sent')).toBeVisible({ timeout: 15_000 });
  await visitor.close();

  await expect
    .poll(() => received.filter((entry) => entry.body.includes(email)).length, { timeout: 15_000 })
    .toBe(1);
  const delivery = received.find((entry) => entry.body.includes(email))!;
  expect(JSON.parse(delivery.body)).toMatchObject({
    type: 'lead.created',
    data: { name: 'Sigrid Sandberg', email, status: 'New', language: 'sv' },
  });

  // The Admin reads the secret from the log and the delivery verifies with it; the log says it was delivered.
  await row.getByRole('button', { name: `Deliveries to ${receiverUrl}` }).click();
  const log = page.getByRole('dialog', { name: 'Deliveries' });
  const secret = (await log.getByText(/^whsec_/).textContent())!;
  expect(new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>)).toMatchObject(
    {
      type: 'lead.created',
    },
  );
  const entry = log.getByRole('row').filter({ hasText: 'lead.created' });
  await expect(entry.getByText('Delivered')).toBeVisible();
  await expect(entry).toContainText(/200 in \d+ ms/);
  await log.getByRole('button', { name: 'Close' }).click();

  // Deleted again, so the leads of later tests on this server are sent nowhere.
  await row.getByRole('button', { name: `Delete the webhook to ${receiverUrl}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete the webhook?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('The webhook was deleted')).toBeVisible();
  await expect(page.getByText('No webhooks yet.')).toBeVisible();
});
