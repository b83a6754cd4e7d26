import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addEditor, signIn } from './signIn';

/** The live preview's document, once it shows `text`. */
const previewShows = (page: Page, text: string) =>
  expect(page.frameLocator('iframe[title^="Preview"]').getByText(text).first()).toBeVisible({
    timeout: 15_000,
  });

/** Fills the Swedish and English sides of the localized text field `group`. */
async function fillText(group: Locator, sv: string, en: string) {
  await group.getByLabel('Swedish', { exact: true }).fill(sv);
  await group.getByLabel('English', { exact: true }).fill(en);
}

/** Adds a block of kind `label` from the palette and opens it: its fields, as a locator. */
async function addBlock(page: Page, label: string, name: RegExp) {
  await page.getByRole('button', { name: 'Add block' }).click();
  await page
    .getByRole('dialog', { name: 'Add a block' })
    .getByRole('button', { name: `Add ${label}` })
    .click();
  const block = page.getByRole('listitem', { name });
  await block.getByRole('button', { name }).click();
  return block;
}

async function withPrices(request: APIRequestContext, origin: string, change: (data: PricesData) => void) {
  const current = await (await request.get('/api/admin/site-parts/prices')).json();
  change(current.data);
  const saved = await request.put('/api/admin/site-parts/prices', {
    headers: { origin },
    data: { data: current.data, version: current.version },
  });
  expect(saved.status()).toBe(200);
}
/** Opens the page editor of the page at `path` (its Swedish address). */
async function openEditorOf(page: Page, path: string) {
  const list: { id: number; path: { sv: string } }[] = await (
    await page.request.get('/api/admin/pages')
  ).json();
  await page.goto(`/admin/pages/${list.find((entry) => entry.path.sv === path)!.id}`);
}

type Price = { sek: number; usd: number };
type PricesData = { plans: { id: string; price: Price }[]; package: { price: Price } };

test.describe('pages made of blocks', () => {
  // An address that is no page yet answers 404 by design.
  test.use({ allowedConsoleError: /status of (401|404)/ });

  test('an Editor changes the Premium price and a step in Swedish, watches the live preview, publishes, and a visitor sees the new price on / and the old one nowhere', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const email = `page-editor-${stamp}@novaweb.se`;
    await signIn(page);
    await addEditor(page, { name: 'Pia Pages', email, password: 'pia-e2e-password-1' });
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('pia-e2e-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    const homeBefore = await (await page.request.get('/api/admin/pages/1')).json();
    try {
      await page.getByRole('link', { name: 'Pages', exact: true }).click();
      await page.getByRole('link', { name: 'Prices', exact: true }).click();
      const premium = page.getByRole('group', { name: 'Plans 2', exact: true });
      await premium.getByLabel('Price in kronor').fill('12900');
      await premium.getByLabel('Price in dollars').fill('1290');
      await page.getByRole('button', { name: 'Publish prices' }).click();
      await expect(page.getByText(/^Published /)).toBeVisible();

      await page.getByRole('link', { name: 'All pages' }).click();
      await page.getByRole('link', { name: /AI-driven webbdesign/ }).click();
      const process = page.getByRole('listitem', { name: /^Process/ });
      await process.getByRole('button', { name: /^Process/ }).click();
      const step = process.getByRole('group', { name: 'Steps 2', exact: true });
      await step
        .getByRole('group', { name: 'Title', exact: true })
        .getByLabel('Swedish', { exact: true })
        .fill(`Gratis mockup på fem dagar ${stamp}`);
      await previewShows(page, `Gratis mockup på fem dagar ${stamp}`);
      await previewShows(page, '12 900 kr');
      // The site does not change before staff publish.
      expect(await (await page.request.get('/')).text()).not.toContain(`fem dagar ${stamp}`);
      await page.getByRole('button', { name: 'Save and publish' }).click();
      await expect(page.getByText(/^Saved .*\(version \d+\)$/)).toBeVisible();

      const visitor = await browser.newContext({ javaScriptEnabled: false });
      const home = await visitor.newPage();
      await home.goto('/');
      await expect(home.getByText(`Gratis mockup på fem dagar ${stamp}`)).toBeVisible();
      await expect(home.locator('[data-plan="premium"]')).toContainText(/12\s900\skr/);
      expect((await home.content()).replace(/\s/g, ' ')).not.toContain('10 000 kr');
      await visitor.close();

      // Every live page in both languages, its text and its structured data: the old amounts nowhere, and the
      // pages whose texts name Premium (the services FAQ and its FAQPage data) give the new one.
      const live: { path: { sv: string; en: string }; live: boolean }[] = await (
        await page.request.get('/api/admin/pages')
      ).json();
      const naming: string[] = [];
      for (const { path } of live.filter((entry) => entry.live)) {
        for (const [lang, address] of Object.entries(path)) {
          const html = (await (await page.request.get(address)).text()).replace(/\s/g, ' ');
          expect(html, address).not.toContain(lang === 'sv' ? '10 000 kr' : '$999');
          if (/Premium (costs )?(12 900 kr|\$1,290)/.test(html)) naming.push(address);
        }
      }
      expect(naming).toEqual(expect.arrayContaining(['/services/web-design', '/en/services/web-design']));
      const faq = await (await page.request.get('/services/web-design')).text();
      const faqData = [...faq.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
        .map((match) => match[1]!)
        .find((json) => json.includes('FAQPage'));
      expect(faqData?.replace(/\s/g, ' ')).toContain('Premium 12 900 kr');
    } finally {
      await withPrices(page.request, baseURL!, (data) => {
        const premium = data.plans.find((plan) => plan.id === 'premium')!;
        premium.price.sek = 10000;
        premium.price.usd = 999;
      });
      const current = await (await page.request.get('/api/admin/pages/1')).json();
      const restored = await page.request.put('/api/admin/pages/1', {
        headers: { origin: baseURL! },
        data: { ...homeBefore, version: current.version },
      });
      expect(restored.status()).toBe(200);
    }
  });

  test('an Editor changes an FAQ answer on About in Swedish, the package price and the navigation button, previews and publishes; a visitor reads them on /about and in its FAQ data, and the price and button on /contact', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    await signIn(page);
    const list: { id: number; key: string | null }[] = await (
      await page.request.get('/api/admin/pages')
    ).json();
    const aboutId = list.find((entry) => entry.key === 'about')!.id;
    const aboutBefore = await (await page.request.get(`/api/admin/pages/${aboutId}`)).json();
    const chromeBefore = await (await page.request.get('/api/admin/site-parts/chrome')).json();
    const button = `Boka ett samtal ${stamp % 10_000}`;
    const answer = `Ett fast pris som vi kommer överens om innan vi börjar, i dag ${stamp}.`;
    try {
      await page.getByRole('link', { name: 'Pages', exact: true }).click();
      await page.getByRole('link', { name: 'Prices', exact: true }).click();
      await page
        .getByRole('group', { name: 'Package', exact: true })
        .getByLabel('Price in kronor')
        .fill('13900');
      await page.getByRole('button', { name: 'Publish prices' }).click();
      await expect(page.getByText(/^Published /)).toBeVisible();

      // The navigation's button is one of the shared parts: edited once, on every page.
      await page.getByRole('link', { name: 'All pages' }).click();
      await page.getByRole('link', { name: 'Navigation and footer', exact: true }).click();
      await page
        .getByRole('group', { name: 'Navigation', exact: true })
        .getByLabel('Swedish', { exact: true })
        .fill(button);
      await page.getByRole('button', { name: 'Publish navigation and footer' }).click();
      await expect(page.getByText(/^Published /)).toBeVisible();

      await page.getByRole('link', { name: 'All pages' }).click();
      await page.getByRole('link', { name: /^Om oss/ }).click();
      const faq = page.getByRole('listitem', { name: /^FAQ/ });
      await faq.getByRole('button', { name: /^FAQ/ }).click();
      await faq
        .getByRole('group', { name: 'Questions 1', exact: true })
        .getByRole('group', { name: 'Answer', exact: true })
        // A label's text includes a textarea's own text, so the field is found by its role's name.
        .getByRole('textbox', { name: 'Swedish', exact: true })
        .fill(answer);
      await previewShows(page, '13 900 kr för 5–7 sidor');
      await page.getByRole('button', { name: 'Save and publish' }).click();
      await expect(page.getByText(/^Saved .*\(version \d+\)$/)).toBeVisible();

      const visitor = await browser.newContext({ javaScriptEnabled: false });
      const about = await visitor.newPage();
      await about.goto('/about');
      await about.getByText('Vad kostar det och vad ingår?').click();
      await expect(about.getByText(answer)).toBeVisible();
      await expect(about.locator('#offer')).toContainText(/13\s900\skr för 5–7 sidor/);
      const faqData = await about
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts
            .map((script) => JSON.parse(script.textContent!))
            .find((data) => data['@type'] === 'FAQPage'),
        );
      expect(faqData.mainEntity[0].acceptedAnswer.text).toBe(answer);
      // The package is the shared prices': the contact page prints the same new price beside its form.
      await expect(about.getByRole('banner').getByRole('link', { name: button })).toBeVisible();
      await about.goto('/contact');
      // As a reader sees it (a string: the words' soft hyphens and the amount's no-break space are read as such).
      await expect(about.locator('#contact')).toContainText('Paketet Komplett · 13 900 kr för 5–7 sidor');
      await expect(about.getByRole('banner').getByRole('link', { name: button })).toHaveAttribute(
        'href',
        '/contact',
      );
      await about.goto('/en/about');
      await expect(about.locator('#offer')).toContainText('$1,499 for 5–7 pages');
      await expect(about.getByText(answer)).toHaveCount(0);
      await visitor.close();
    } finally {
      await withPrices(page.request, baseURL!, (data) => {
        data.package.price.sek = 14999;
      });
      const chrome = await (await page.request.get('/api/admin/site-parts/chrome')).json();
      const chromeRestored = await page.request.put('/api/admin/site-parts/chrome', {
        headers: { origin: baseURL! },
        data: { data: chromeBefore.data, version: chrome.version },
      });
      expect(chromeRestored.status()).toBe(200);
      const current = await (await page.request.get(`/api/admin/pages/${aboutId}`)).json();
      const restored = await page.request.put(`/api/admin/pages/${aboutId}`, {
        headers: { origin: baseURL! },
        data: { ...aboutBefore, version: current.version },
      });
      expect(restored.status()).toBe(200);
    }
  });

  test('a price saved as a draft waits: the preview beside the form shows it, a visitor keeps the published price until Publish', async ({
    page,
    baseURL,
  }) => {
    await signIn(page);
    const before = await (await page.request.get('/api/admin/site-parts/prices')).json();
    const basic = (before.data as PricesData).plans.find((plan) => plan.id === 'basic')!.price;
    const home = async () => (await (await page.request.get('/')).text()).replace(/\s|&nbsp;/g, ' ');
    try {
      await page.goto('/admin/pages/prices');
      const kronor = page.getByRole('group', { name: 'Plans 1', exact: true }).getByLabel('Price in kronor');
      await kronor.fill('6100');
      await previewShows(page, '6 100 kr');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText(/^Draft saved .*: not on the site yet$/)).toBeVisible();
      expect(await home()).not.toContain('6 100 kr');

      // Opened again, the editor shows the draft; published, every page shows it.
      await page.reload();
      await expect(kronor).toHaveValue('6100');
      await page.getByRole('button', { name: 'Publish prices' }).click();
      await expect(page.getByText(/^Published /)).toBeVisible();
      expect(await home()).toContain('6 100 kr');
      // A post that names the price in its text follows it too: the old amount nowhere on its page.
      const post = (await (await page.request.get('/blog/cheap-website-can-be-expensive')).text())
        .replace(/\u00ad|&shy;/g, '')
        .replace(/\s|&nbsp;/g, ' ');
      expect(post).toContain('ett fast pris från 6 100 kr exkl. moms utan dolda avgifter');
      expect(post).not.toContain('7 000 kr');
    } finally {
      await withPrices(page.request, baseURL!, (data) => {
        data.plans.find((plan) => plan.id === 'basic')!.price = basic;
      });
    }
  });

  test('the checks before publishing run axe on the page drawn in both languages: a duplicated FAQ is found, and undone, gone', async ({
    page,
  }) => {
    await signIn(page);
    await openEditorOf(page, '/services/web-design');
    await expect(page.frameLocator('iframe[title^="Preview"]').locator('h1')).toBeVisible({
      timeout: 15_000,
    });
    const checks = page.getByRole('region', { name: 'Checks before publishing' });
    const run = async (button: string) => {
      await checks.getByRole('button', { name: button }).click();
      await expect(checks.getByRole('button', { name: 'Check again' })).toBeVisible({ timeout: 60_000 });
      return checks.getByRole('status');
    };

    // Two FAQ sections with one name: a rule of axe's (landmark-unique) the server's checks do not have.
    await page.getByRole('listitem', { name: /^FAQ/ }).getByRole('button', { name: 'Duplicate' }).click();
    const found = await run('Check the page');
    for (const lang of ['Swedish', 'English']) {
      const item = found.getByRole('listitem').filter({ hasText: `${lang}: Accessibility (landmark-unique` });
      await expect(item).toHaveCount(1);
      await expect(item.getByRole('button', { name: /^Go to block \d+$/ })).toBeVisible();
    }
    await expect(found).not.toContainText('could not run');

    await page.keyboard.press('Control+z');
    await expect(page.getByRole('listitem', { name: /^FAQ/ })).toHaveCount(1);
    const clean = await run('Check again');
    await expect(clean).not.toContainText('Accessibility (');
    await expect(clean).not.toContainText('could not run');
  });

  test('the preview beside the form: it stays in view, follows the block being edited (outlined, a FAQ opened), and a block clicked in it opens its fields', async ({
    page,
  }) => {
    await signIn(page);
    await openEditorOf(page, '/services/web-design');
    const frame = page.frameLocator('iframe[title^="Preview"]');
    await expect(frame.locator('h1')).toBeVisible({ timeout: 15_000 });

    const faq = page.getByRole('listitem', { name: /^FAQ/ });
    await faq.getByRole('button', { name: /^FAQ/ }).click();
    const outlined = frame.locator('[data-editing]');
    await expect(outlined).toHaveCount(1);
    await expect(outlined.locator('details').first()).toHaveAttribute('open', '');
    // Scrolled to the block: its top just under the site's bar, or the page scrolled to its end (the FAQ is near it).
    const place = await outlined.evaluate((element) => {
      const view = element.ownerDocument.defaultView!;
      const end = element.ownerDocument.documentElement.scrollHeight - view.innerHeight;
      return {
        top: element.getBoundingClientRect().top,
        scrolled: view.scrollY,
        end,
        height: view.innerHeight,
      };
    });
    expect(place.scrolled).toBeGreaterThan(0);
    if (place.scrolled < place.end) expect(place.top).toBeLessThan(150);
    expect(place.top).toBeGreaterThanOrEqual(0);
    expect(place.top).toBeLessThan(place.height / 2);
    // The form scrolled down to the FAQ's fields, the preview is still in sight beside them.
    await faq.getByRole('group', { name: 'Questions 1', exact: true }).scrollIntoViewIfNeeded();
    const preview = await page.getByTestId('preview-viewport').boundingBox();
    expect(preview!.y).toBeGreaterThanOrEqual(0);
    expect(preview!.y).toBeLessThan(page.viewportSize()!.height / 2);

    await frame.locator('h1').click();
    const head = page.getByRole('listitem', { name: /^Page head/ });
    await expect(head.getByRole('button', { name: /^Page head/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(head.getByLabel('Swedish', { exact: true }).first()).toBeFocused();
    await expect(frame.locator('[data-editing] h1')).toHaveCount(1);
    // Nothing was changed: leaving asks nothing.
    await page.getByRole('link', { name: 'All pages' }).click();
    await expect(page).toHaveURL(/\/admin\/pages$/);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, viewport: { width: 375, height: 740 } });

    test('a block is moved by a finger on its handle, and the move is one step to undo', async ({ page }) => {
      const homeBlocks = [
        'Hero',
        'Benefits',
        'Process',
        'Before and after',
        'Pricing',
        'Latest posts',
        'Contact form',
      ];
      await signIn(page);
      await page.goto('/admin/pages/1');
      const order = () =>
        page
          .getByRole('region', { name: 'Blocks' })
          .getByRole('listitem')
          .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')!.split(' (')[0]));
      await expect.poll(order).toEqual(homeBlocks);
      const handle = page.getByRole('listitem', { name: /^Hero/ }).getByTestId('block-handle');
      await handle.scrollIntoViewIfNeeded();
      const from = (await handle.boundingBox())!;
      const hero = (await page.getByRole('listitem', { name: /^Hero/ }).boundingBox())!;
      const to = (await page.getByRole('listitem', { name: /^Process/ }).boundingBox())!;
      // A finger, as the browser gets it from a touch screen: down on the handle, along, up with the card over Process.
      const touch = await page.context().newCDPSession(page);
      const at = (y: number) => [{ x: from.x + from.width / 2, y }];
      const start = from.y + from.height / 2;
      // Where the finger lets go: the Hero card's middle over the Process card's middle.
      const end = to.y + to.height / 2 - (hero.y + hero.height / 2 - start);
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(start) });
      for (let step = 1; step <= 12; step += 1)
        await touch.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: at(start + ((end - start) * step) / 12),
        });
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect
        .poll(order)
        .toEqual([
          'Benefits',
          'Process',
          'Hero',
          'Before and after',
          'Pricing',
          'Latest posts',
          'Contact form',
        ]);
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect.poll(order).toEqual(homeBlocks);
    });
  });

  test('unsaved work in the page editor: undone and redone, a removed block back from its toast, Back asked first, a reload offered back', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole('link', { name: 'Pages', exact: true }).click();
    await page.getByRole('link', { name: /AI-driven webbdesign/ }).click();
    await expect(page).toHaveURL(/\/admin\/pages\/1$/);
    const hero = page.getByRole('listitem', { name: /^Hero/ });
    await hero.getByRole('button', { name: /^Hero/ }).click();
    const badge = hero
      .getByRole('group', { name: 'Badge', exact: true })
      .getByLabel('Swedish', { exact: true });
    await badge.fill('Inte sparad än');
    // Ctrl+Z takes back the typing and Ctrl+Shift+Z puts it again; a block removed by mistake comes back from its
    // toast, in its place.
    await badge.press('Control+z');
    await expect(badge).not.toHaveValue('Inte sparad än');
    await badge.press('Control+Shift+z');
    await expect(badge).toHaveValue('Inte sparad än');
    await page
      .getByRole('listitem', { name: /^Process/ })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(page.getByRole('listitem', { name: /^Process/ })).toHaveCount(0);
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Process removed' })
      .getByRole('button', { name: 'Undo' })
      .click();
    await expect(page.getByRole('listitem', { name: 'Process (block 3 of 7)' })).toBeVisible();

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.evaluate(() => window.history.back());
    await expect.poll(() => asked).toEqual(['You have unsaved changes. Leave this page and lose them?']);
    await expect(page).toHaveURL(/\/admin\/pages\/1$/);
    await expect(badge).toHaveValue('Inte sparad än');

    page.once('dialog', (dialog) => void dialog.accept()); // the browser's own question before a reload
    await page.reload();
    const kept = page.getByRole('note', { name: /^Changes you had not saved were kept in this browser/ });
    await kept.getByRole('button', { name: 'Restore my changes' }).click();
    await page.getByRole('listitem', { name: /^Hero/ }).getByRole('button', { name: /^Hero/ }).click();
    await expect(badge).toHaveValue('Inte sparad än');
    await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
    // The site is as it was: nothing was saved.
    expect(await (await page.request.get('/')).text()).not.toContain('Inte sparad än');

    // Back again, and leaving this time: one press reaches the list.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.evaluate(() => window.history.back());
    await expect(page).toHaveURL(/\/admin\/pages$/);
    await expect(page.getByRole('region', { name: 'Pages' })).toBeVisible();
  });

  test('an Admin makes a campaign page of three blocks in both languages, and a visitor reaches it from the sitemap', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const sv = `/kampanj/var-${stamp}`;
    const en = `/en/campaign/spring-${stamp}`;
    await signIn(page);
    await page.getByRole('link', { name: 'Pages', exact: true }).click();
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByLabel('Swedish address').fill(sv);
    await dialog.getByLabel('English address').fill(en);
    await dialog.getByLabel(/Swedish title/).fill('Vårkampanj: ny hemsida | Novaweb');
    await dialog.getByLabel('English title').fill('Spring campaign: a new website | Novaweb');
    await dialog.getByLabel(/Swedish description/).fill('En ny hemsida till vårpris, med gratis mockup.');
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await expect(page.getByRole('heading', { name: 'Vårkampanj: ny hemsida | Novaweb' })).toBeVisible();

    const process = await addBlock(page, 'process', /^Process/);
    await fillText(
      process.getByRole('group', { name: 'Title', exact: true }).first(),
      'Så blir din vår',
      'Your spring',
    );
    const step = process.getByRole('group', { name: 'Steps 1', exact: true });
    await fillText(step.getByRole('group', { name: 'Title', exact: true }), 'Boka samtal', 'Book a call');
    await fillText(
      step.getByRole('group', { name: 'Description', exact: true }),
      'Vi ringer upp.',
      'We call you.',
    );
    const latest = await addBlock(page, 'latest posts', /^Latest posts/);
    await fillText(
      latest.getByRole('group', { name: 'Title', exact: true }),
      'Läs mer om våren',
      'Read more',
    );
    await fillText(
      latest.getByRole('group', { name: 'Link to all posts', exact: true }),
      'Alla inlägg',
      'All posts',
    );
    const contact = await addBlock(page, 'contact form', /^Contact form/);
    await fillText(
      contact.getByRole('group', { name: 'Title', exact: true }),
      'Boka vårpriset',
      'Book the spring price',
    );
    await fillText(
      contact.getByRole('group', { name: 'Facts 1', exact: true }),
      'Svar samma dag',
      'Reply the same day',
    );
    await previewShows(page, 'Boka vårpriset');

    await page.getByRole('radio', { name: /Published/ }).check();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(/^Saved .*\(version \d+\)$/)).toBeVisible();

    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    const sitemap = await (await reader.request.get('/sitemap.xml')).text();
    const [, loc] = new RegExp(`<loc>([^<]*${sv.replaceAll('/', '\\/')})</loc>`).exec(sitemap) ?? [];
    expect(loc, 'the Swedish address is in the sitemap').toBeTruthy();
    expect(sitemap).toContain(`${en}</loc>`);
    await reader.goto(new URL(loc!).pathname);
    await expect(reader.getByRole('heading', { level: 2, name: 'Så blir din vår' })).toBeVisible();
    await expect(reader.getByRole('heading', { level: 2, name: 'Boka vårpriset' })).toBeVisible();
    await expect(reader).toHaveTitle('Vårkampanj: ny hemsida | Novaweb');
    // The language switch goes to the page's own English address (not /en + the Swedish one), and back.
    await reader.getByRole('banner').getByRole('link', { name: 'EN – English' }).click();
    await expect(reader).toHaveURL(new RegExp(`${en}$`));
    await expect(reader.getByRole('heading', { level: 2, name: 'Your spring' })).toBeVisible();
    await expect(reader.locator('html')).toHaveAttribute('lang', 'en');
    await reader.getByRole('banner').getByRole('link', { name: 'SV – svenska' }).click();
    await expect(reader).toHaveURL(new RegExp(`${sv}$`));
    await expect(reader.getByRole('heading', { level: 2, name: 'Så blir din vår' })).toBeVisible();

    // A draft of changes to the live page: the visitor keeps the published page until the changes are published.
    await page.getByRole('radio', { name: /^Draft of changes/ }).check();
    await fillText(
      page
        .getByRole('listitem', { name: /^Process/ })
        .getByRole('group', { name: 'Title', exact: true })
        .first(),
      'Så blir din sommar',
      'Your summer',
    );
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('The draft changes below are not live yet.', { exact: false })).toBeVisible();
    await reader.reload();
    await expect(reader.getByRole('heading', { level: 2, name: 'Så blir din vår' })).toBeVisible();
    await page.getByRole('radio', { name: /^Published/ }).check();
    await page.getByRole('button', { name: 'Publish the changes' }).click();
    await expect(page.getByText('Live on the site.', { exact: true })).toBeVisible();
    await reader.reload();
    await expect(reader.getByRole('heading', { level: 2, name: 'Så blir din sommar' })).toBeVisible();

    // Taken off the site after a confirmation: the visitor gets the not-found page, the text is kept as a draft.
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await page
      .getByRole('dialog', { name: 'Unpublish this page?' })
      .getByRole('button', { name: 'Unpublish' })
      .click();
    await expect(page.getByRole('radio', { name: /^Draft/ })).toBeChecked();
    expect((await reader.reload())?.status()).toBe(404);
    await visitor.close();
    expect(baseURL).toBeTruthy();
  });
});
