import type { Page } from '@playwright/test';
import { expect, holdRequests, test } from './fixtures';
import { expectMails } from './mail';

/**
 * The first tap needs no application: with its code blocked from loading (the request for the application's
 * chunk aborted), every control a visitor can use on a public page still works, in both languages, with a
 * mouse, a keyboard and a touch screen. What answers is native HTML and the small first file
 * (src/runtime/earlyControls.ts), and what the page carries inline (shared/firstTap.ts); the contact form is posted by the browser itself.
 */

/** The first file itself (src/entry-client.tsx) never arrives: only the page and what it carries inline work. */
async function blockFirstFile(page: Page) {
  const firstFile = { asked: false };
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => {
    firstFile.asked = true;
    return route.abort('failed');
  });
  return firstFile;
}

async function blockApplication(page: Page) {
  await page.route('**/assets/startApp-*.js', (route) => route.abort('failed'));
}

// The blocked chunk and the page's report that it could not start are the point of these tests.
test.use({ allowedConsoleError: /Failed to load resource|could not start|Failed to fetch dynamically/ });

test.describe('without the application', () => {
  test.beforeEach(async ({ page }) => {
    await blockApplication(page);
  });

  for (const { lang, home, open, close, drawer, contact } of [
    {
      lang: 'sv',
      home: '/',
      open: 'Öppna meny',
      close: 'Stäng meny',
      drawer: 'Mobilmeny',
      contact: 'Kontakt',
    },
    {
      lang: 'en',
      home: '/en',
      open: 'Open menu',
      close: 'Close menu',
      drawer: 'Mobile menu',
      contact: 'Contact',
    },
  ]) {
    test(`the menu drawer opens and closes by keyboard and mouse (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(home);
      const button = page.getByRole('button', { name: open });
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: drawer });
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('button', { name: close })).toBeFocused();
      // Focus goes round the drawer.
      for (let i = 0; i < 16; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
      await button.click();
      await page.getByRole('button', { name: close }).click();
      await expect(dialog).toBeHidden();
      // A link in it is a real link.
      await button.click();
      await dialog.getByRole('link', { name: contact, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${lang === 'en' ? '/en' : ''}/contact$`));
      await expect(page.getByRole('dialog', { name: drawer })).toBeHidden();
    });
  }

  test('the language switch is a link to the same page in the other language', async ({ page }) => {
    await page.goto('/about');
    const english = page.getByRole('banner').getByRole('link', { name: 'EN – English' });
    await expect(english).toHaveAttribute('href', '/en/about');
    await expect(english).toHaveAttribute('hreflang', 'en');
    await english.click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('banner').getByRole('link', { name: 'SV – svenska' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  });

  test('the Services menu opens, closes on Escape and on a press outside, with no file at all', async ({
    page,
  }) => {
    // The closing is in the page itself (shared/firstTap.ts): a visitor can use the menu before the first file.
    const firstFile = await blockFirstFile(page);
    await page.goto('/en');
    const summary = page.locator('summary', { hasText: 'Services' });
    const menu = page.locator('details[data-dropdown]');
    await summary.click();
    await expect(menu).toHaveAttribute('open', '');
    await expect(page.getByRole('banner').getByRole('link', { name: 'SEO Optimization' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expect(summary).toBeFocused();
    await page.keyboard.press('Space');
    await expect(menu).toHaveAttribute('open', '');
    await page.mouse.click(600, 500);
    await expect(menu).not.toHaveAttribute('open');
    await summary.click();
    // The first file was asked for (the press was an intent) and never came.
    expect(firstFile.asked).toBe(true);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    await page.getByRole('banner').getByRole('link', { name: 'SEO Optimization' }).click();
    await expect(page).toHaveURL(/\/en\/services\/seo-optimization$/);
  });

  test('a FAQ answer opens and closes', async ({ page }) => {
    await page.goto('/about');
    const first = page.locator('details:not([data-dropdown])').first();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await first.locator('summary').press('Enter');
    await expect(first).not.toHaveAttribute('open');
  });

  test('the comparison slider follows a drag and the keys, with no file at all', async ({ page }) => {
    // The picture follows the native range input by the page's own inline script (shared/firstTap.ts).
    const firstFile = await blockFirstFile(page);
    await page.goto('/');
    const slider = page.getByRole('slider', { name: 'Jämför före och efter' });
    await slider.scrollIntoViewIfNeeded();
    const frame = page.locator('[data-comparison-frame]').first();
    const box = (await frame.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.5, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
    await page.mouse.up();
    await expect(slider).toHaveValue('30');
    await expect(frame).toHaveAttribute('data-position', '30');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Före 30 % · Efter 70 %');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('End');
    await expect(frame).toHaveAttribute('data-position', '95');
    expect(firstFile.asked).toBe(true);
  });

  test("the comparison slider's pictures, once loaded, are shown whole and steady, with no file at all", async ({
    page,
  }) => {
    // Its loading pulse is for the place a picture will take: it must neither fade a loaded picture in and out
    // nor let the after picture show through the before one while the page waits for its application.
    await blockFirstFile(page);
    await page.goto('/');
    const frame = page.locator('[data-comparison-frame]').first();
    await frame.scrollIntoViewIfNeeded();
    const pictures = frame.locator('img');
    await expect(pictures).toHaveCount(2);
    await expect
      .poll(() =>
        pictures.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      )
      .toBe(true);
    for (let sample = 0; sample < 6; sample += 1) {
      const seen = await frame.evaluate((element) =>
        Array.from(element.querySelectorAll('img')).map((image) => {
          let opacity = 1;
          for (let node: Element | null = image; node && node !== element; node = node.parentElement)
            opacity *= Number(getComputedStyle(node).opacity);
          return opacity;
        }),
      );
      expect(seen).toEqual([1, 1]);
      await page.waitForTimeout(250);
    }
    // And the pulse behind them has stopped: the page marked both places loaded, with no file to do it.
    await expect(frame.locator('[data-loaded="true"]')).toHaveCount(2);
    expect(
      await frame.evaluate(
        (element) =>
          document.getAnimations().filter((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            return !!target && element.contains(target);
          }).length,
      ),
    ).toBe(0);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 812 } });

    test('a tap opens the menu and the FAQ', async ({ page }) => {
      await page.goto('/en/about');
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await expect(page.getByRole('dialog', { name: 'Mobile menu' })).toBeVisible();
      await page.getByRole('button', { name: 'Close menu' }).tap();
      await expect(page.getByRole('dialog', { name: 'Mobile menu' })).toBeHidden();
      const first = page.locator('details:not([data-dropdown])').first();
      await first.locator('summary').tap();
      await expect(first).toHaveAttribute('open', '');
    });
  });

  for (const { lang, path, labels, submit, sent, another } of [
    {
      lang: 'sv',
      path: '/contact',
      labels: [/^Namn/, /^E-post/, /^Meddelande/],
      submit: 'Skicka meddelande',
      sent: 'Tack, Utan Skript! Ditt meddelande är skickat.',
      another: 'Skicka ett meddelande till',
    },
    {
      lang: 'en',
      path: '/en/contact',
      labels: [/^Name/, /^Email/, /^Message/],
      submit: 'Send message',
      sent: 'Thank you, Utan Skript! Your message has been sent.',
      another: 'Send another message',
    },
  ]) {
    test(`the contact form is sent by the browser and stored (${lang})`, async ({ page }) => {
      const email = `no-app-${lang}-${Date.now()}@example.se`;
      await page.goto(path);
      const [name, address, message] = labels;
      await page.getByLabel(name!).fill('Utan Skript');
      await page.getByLabel(address!).fill(email);
      await page.getByLabel(message!).fill('Skickat utan applikationen.');
      await page.getByRole('button', { name: submit }).click();
      // The browser posts the form and comes back to the page, which says what was sent and what happens next,
      // in the form's place; the address holds it sealed, and a reload shows it again.
      await expect(page).toHaveURL(new RegExp(`${path}\\?sent=[\\w-]+$`));
      expect(page.url()).not.toContain('Skript');
      const confirmation = page.getByTestId('contact-sent');
      await expect(confirmation.getByRole('heading', { level: 2 })).toHaveText(sent);
      await expect(confirmation.getByText(email)).toBeVisible();
      await expect(confirmation.getByText('Skickat utan applikationen.')).toBeVisible();
      await page.reload();
      await expect(confirmation.getByText(email)).toBeVisible();
      await confirmation.getByRole('link', { name: another }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByLabel(name!)).toHaveValue('');
      const mails = await expectMails(email, 2);
      expect(mails.find((mail) => mail.replyTo?.includes(email))?.text).toContain(
        'Skickat utan applikationen.',
      );
    });
  }
});

test('the submit shows it is sending from the press, before the application arrives', async ({ page }) => {
  // Held back, not blocked: the press waits for the application, and the button says so meanwhile.
  const release = await holdRequests(page, '**/assets/startApp-*.js');
  await page.goto('/contact');
  await page.getByLabel(/^Namn/).fill('Tålig Besökare');
  await page.getByLabel(/^E-post/).fill(`patient-${Date.now()}@example.se`);
  await page.getByLabel(/^Meddelande/).fill('Jag väntar gärna.');
  await page.getByRole('button', { name: 'Skicka meddelande' }).click();
  const sending = page.getByRole('button', { name: 'Skickar…' });
  await expect(sending).toBeVisible();
  // It takes no more presses, and says so (its faded look is a disabled control's, not low-contrast text).
  await expect(sending).toHaveAttribute('aria-disabled', 'true');
  release();
  await expect(page.getByText('Ditt meddelande har skickats! Vi kontaktar dig snart.')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Tack, Tålig Besökare! Ditt meddelande är skickat.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Skicka ett meddelande till' }).click();
  await expect(page.getByRole('button', { name: 'Skicka meddelande' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skicka meddelande' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
});
