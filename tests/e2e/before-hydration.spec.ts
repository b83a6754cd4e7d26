import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectMails } from './mail';

/**
 * Public pages fetch their application code on the first sign of intent (src/app/hydrateOnIntent.ts).
 * These tests hold that code back on a slow connection and act at once, as a quick visitor would: nothing
 * the visitor typed, clicked or pressed may be lost.
 */
async function slowApplicationCode(page: Page, delayMs = 1500) {
  await page.route('**/assets/startApp-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

test('the page loads no application code until the visitor shows intent', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => path.includes('startApp'))).toBe(false);
  expect(await isHydrated(page)).toBe(false);

  await page.mouse.move(200, 200);
  await expect.poll(() => isHydrated(page)).toBe(true);
  expect(scripts.some((path) => path.includes('startApp'))).toBe(true);
});

test('a message typed and sent before the code arrives is sent once hydrated', async ({ page }) => {
  const email = `early-${Date.now()}@example.se`;
  await slowApplicationCode(page);
  await page.goto('/');
  await page.getByLabel(/^Namn/).fill('Tidig Besökare');
  await page.getByLabel(/^E-post/).fill(email);
  await page.getByLabel(/^Meddelande/).fill('Jag skrev innan sidan hade laddat klart.');
  expect(await isHydrated(page)).toBe(false);
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  await expect(page.getByText('Ditt meddelande har skickats! Vi kontaktar dig snart.')).toBeVisible();
  await expect(page.getByLabel(/^E-post/)).toHaveValue('');
  const mails = await expectMails(email, 2);
  expect(mails.find((mail) => mail.replyTo?.includes(email))?.text).toContain(
    'Jag skrev innan sidan hade laddat klart.',
  );
});

test('text typed before the code arrives stays in the form and in its state', async ({ page }) => {
  await slowApplicationCode(page);
  await page.goto('/en/contact');
  await page.getByLabel(/^Name/).fill('Early Visitor');
  await page.getByLabel(/^Message/).fill('Typed early');
  await expect.poll(() => isHydrated(page)).toBe(true);
  // The form's state holds the early text: further typing extends it, and a submit validates it.
  await page.getByLabel(/^Message/).press('End');
  await page.getByLabel(/^Message/).pressSequentially(', then more.');
  await expect(page.getByLabel(/^Name/)).toHaveValue('Early Visitor');
  await expect(page.getByLabel(/^Message/)).toHaveValue('Typed early, then more.');
});

test('a menu opened before the code arrives opens once hydrated', async ({ page }) => {
  await slowApplicationCode(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/en');
  await page.getByRole('button', { name: 'Open menu' }).click();
  expect(await isHydrated(page)).toBe(false);
  await expect(page.getByRole('dialog', { name: 'Mobile menu' })).toBeVisible();
});

test('a key pressed on the slider before the code arrives moves it once hydrated', async ({ page }) => {
  await slowApplicationCode(page);
  await page.goto('/');
  const slider = page.getByRole('slider', { name: 'Jämför före och efter' });
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  expect(await isHydrated(page)).toBe(false);
  await expect(slider).toHaveAttribute('aria-valuenow', '51');
});

test('links work before the code arrives', async ({ page }) => {
  await slowApplicationCode(page, 10_000);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Huvudmeny' }).getByRole('link', { name: 'Blogg' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

/** Opens the home page with the code held back and presses the comparison slider in its middle. */
async function pressSliderBeforeHydration(page: Page) {
  await slowApplicationCode(page);
  await page.goto('/');
  const slider = page.getByRole('slider', { name: 'Jämför före och efter' });
  await slider.scrollIntoViewIfNeeded();
  const box = (await page.locator('[data-position]').first().boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  /** Moves the pressed pointer to a fraction of the slider's width. */
  const dragTo = (fraction: number, steps: number) =>
    page.mouse.move(box.x + box.width * fraction, y, { steps });
  return { slider, dragTo };
}

test('a drag started on the slider before the code arrives goes on once hydrated', async ({ page }) => {
  const { slider, dragTo } = await pressSliderBeforeHydration(page);
  expect(await isHydrated(page)).toBe(false);
  await expect.poll(() => isHydrated(page)).toBe(true);
  await dragTo(0.3, 5);
  await expect(slider).toHaveAttribute('aria-valuenow', '30');
  await page.mouse.up();
});

test('a drag made while the code arrives ends where the pointer is', async ({ page }) => {
  const { slider, dragTo } = await pressSliderBeforeHydration(page);
  await dragTo(0.3, 5);
  expect(await isHydrated(page)).toBe(false);
  // The button is still down when the page hydrates: the slider follows to where the pointer is.
  await expect(slider).toHaveAttribute('aria-valuenow', '30');
  await dragTo(0.4, 2);
  await expect(slider).toHaveAttribute('aria-valuenow', '40');
  await page.mouse.up();
});

test('whenever the code arrives while the visitor types, the message is sent whole', async ({ page }) => {
  test.setTimeout(90_000);
  let delayMs = 0;
  await page.route('**/assets/startApp-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
  // The code lands before, between and after the fields are filled and the form is sent.
  for (const delay of [0, 100, 200, 350, 500, 800]) {
    delayMs = delay;
    const email = `race-${delay}-${Date.now()}@example.se`;
    await page.goto('/en/contact');
    await page.getByLabel(/^Name/).fill(`Racer ${delay}`);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Message/).fill(`Sent with the code ${delay} ms late.`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Your message has been sent! We will contact you soon.')).toBeVisible();
    const notification = (await expectMails(email, 2)).find((mail) => mail.replyTo?.includes(email))!;
    expect(notification.text).toContain(`Racer ${delay}`);
    expect(notification.text).toContain(`Sent with the code ${delay} ms late.`);
  }
});

test('hydration leaves the visitor where they have scrolled to', async ({ page }) => {
  await slowApplicationCode(page);
  await page.goto('/');
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const scrolled = await page.evaluate(() => window.scrollY);
  await expect.poll(() => isHydrated(page)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
