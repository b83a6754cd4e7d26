import sharp from 'sharp';
import { expect, holdRequests, test } from './fixtures';

test.describe('the whole public site', () => {
  test('a crawl from / and /en finds no broken link, no page without an h1 and none without a social card', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const cards = new Map<string, string>();
    const queue = ['/', '/en'];
    const seen = new Set(queue);
    const problems: string[] = [];
    while (queue.length > 0) {
      const path = queue.shift()!;
      const response = await request.get(path);
      if (response.status() !== 200) {
        problems.push(`${path} answered ${response.status()}`);
        continue;
      }
      const html = await response.text();
      const h1s = html.match(/<h1[\s>]/g) ?? [];
      if (h1s.length !== 1) problems.push(`${path} has ${h1s.length} h1`);
      const card = /<meta[^>]*property="og:image"[^>]*content="([^"]+)"/.exec(html)?.[1];
      if (card) cards.set(path, new URL(card).pathname);
      else problems.push(`${path} has no og:image`);
      for (const [, href] of html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)) {
        const target = href!.replace(/&amp;/g, '&');
        if (!target.startsWith('/') || target.startsWith('//')) continue;
        const clean = target.split('#')[0]!;
        if (clean && !seen.has(clean)) {
          seen.add(clean);
          queue.push(clean);
        }
      }
    }
    expect(problems).toEqual([]);
    // Every page type in both languages was reached.
    for (const path of [
      '/about',
      '/portfolio',
      '/contact',
      '/blog',
      '/privacy',
      '/terms',
      '/accessibility',
      '/services/seo-optimization',
    ]) {
      expect(seen.has(path), path).toBe(true);
      expect(seen.has(`/en${path}`), `/en${path}`).toBe(true);
    }
    expect([...seen].filter((path) => /^\/(en\/)?blog\/[^/]+$/.test(path)).length).toBeGreaterThanOrEqual(6);

    // What a crawler that shares the link gets: a PNG or JPEG of 1200×630, one per page and language.
    expect(new Set(cards.values()).size).toBe(cards.size);
    for (const [path, card] of cards) {
      const response = await request.get(card);
      expect(response.status(), `${path} → ${card}`).toBe(200);
      expect(['image/png', 'image/jpeg']).toContain(response.headers()['content-type']);
      const metadata = await sharp(await response.body()).metadata();
      expect([metadata.width, metadata.height], card).toEqual([1200, 630]);
    }
    // The seeded posts have covers: their cards are the covers.
    expect(cards.get('/blog/ai-and-web-design')).toMatch(/\/cover-[0-9a-f]{8}\.jpg$/);
  });

  test('client-side navigation between every page type updates the title, the canonical and the language', async ({
    page,
  }) => {
    await page.goto('/en');
    const canonical = page.locator('link[rel="canonical"]');
    const steps: { click: () => Promise<void>; url: RegExp; title: RegExp; lang?: 'sv' }[] = [
      {
        click: () =>
          page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About' }).click(),
        url: /\/en\/about$/,
        title: /About|Novaweb/,
      },
      {
        click: () =>
          page
            .getByRole('navigation', { name: 'Main menu' })
            .getByRole('link', { name: 'Portfolio' })
            .click(),
        url: /\/en\/portfolio$/,
        title: /Portfolio/,
      },
      {
        click: () =>
          page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Blog' }).click(),
        url: /\/en\/blog$/,
        title: /Blog/,
      },
      {
        click: () => page.locator('main h2 a').first().click(),
        url: /\/en\/blog\/[^/]+$/,
        title: /Novaweb/,
      },
      {
        click: async () => {
          await page.locator('summary', { hasText: 'Services' }).click();
          await page
            .getByRole('navigation', { name: 'Main menu' })
            .getByRole('link', { name: 'SEO Optimization' })
            .click();
        },
        url: /\/en\/services\/seo-optimization$/,
        title: /SEO/,
      },
      {
        click: () => page.locator('footer').getByRole('link', { name: 'Privacy policy' }).click(),
        url: /\/en\/privacy$/,
        title: /Privacy/,
      },
      {
        click: () =>
          page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Contact' }).click(),
        url: /\/en\/contact$/,
        title: /Contact/,
      },
      {
        // The language switch: the same page in Swedish, and the document says so.
        click: () => page.locator('header a[lang="sv"]').first().click(),
        url: /\/contact$/,
        title: /Kontakt/,
        lang: 'sv',
      },
    ];
    let previousTitle = await page.title();
    for (const step of steps) {
      await step.click();
      await expect(page).toHaveURL(step.url);
      await expect(page).toHaveTitle(step.title);
      await expect.poll(() => page.title()).not.toBe(previousTitle);
      previousTitle = await page.title();
      const path = new URL(page.url()).pathname;
      await expect(canonical).toHaveAttribute('href', new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await expect(canonical).toHaveCount(1);
      await expect(page.locator('title')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('lang', step.lang ?? 'en');
    }
  });

  test('the portfolio sliders work, comparing screenshots of the example sites described from the library', async ({
    page,
  }) => {
    await page.goto('/portfolio');
    const sliders = page.getByRole('slider');
    await expect(sliders).toHaveCount(3);
    // The seed's screenshots, through the media library with its alt texts, in the page's language.
    const before = page.getByRole('img', { name: /^Trattoria Lucias gamla webbplats i dator och mobil/ });
    await expect(before).toHaveAttribute('src', /^\/media\/\d+-[0-9a-f]+-\d+\.webp$/);
    await page.goto('/en/portfolio');
    await expect(
      page.getByRole('img', { name: /^Nordisk Keramik’s new online shop on a computer and a phone/ }),
    ).toBeVisible();
    await page.goto('/portfolio');
    await sliders.nth(2).focus();
    await page.keyboard.press('Home');
    await expect(sliders.nth(2)).toHaveValue('5');
  });

  test('an FAQ answer opens and closes', async ({ page }) => {
    await page.goto('/about');
    const first = page.locator('details').first();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await first.locator('summary').press('Enter');
    await expect(first).not.toHaveAttribute('open', '');
  });

  test("after hydration a link to a page whose code has not come is the browser's to follow; once it has, the router's", async ({
    page,
  }) => {
    // The page's own markers: a new document has none of them.
    const sameDocument = () => page.evaluate(() => (window as { marker?: number }).marker === 1);
    const mark = () => page.evaluate(() => void ((window as { marker?: number }).marker = 1));
    // A post is a page of its own chunk (the blog shares the home page's: both are block pages).
    const postHeading = page.getByRole('heading', {
      level: 1,
      name: 'AI och webbdesign – så förändras sättet vi bygger hemsidor',
    });
    const postLink = page.locator('main a[href="/blog/ai-and-web-design"]').first();

    // The post page's chunk held back: hydration done, the link followed by the browser to the server's page.
    const release = await holdRequests(page, '**/assets/BlogPostPage-*.js');
    await page.goto('/blog');
    await page.mouse.move(5, 400);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await mark();
    await postLink.click();
    await expect(postHeading).toBeVisible();
    await expect(page).toHaveURL(/\/blog\/ai-and-web-design$/);
    expect(await sameDocument()).toBe(false);

    // The chunk let through: once it has come, the same link is the router's (the page is not loaded again).
    release();
    await page.unrouteAll({ behavior: 'wait' });
    await page.goto('/blog');
    const postChunk = page.waitForResponse(/\/assets\/BlogPostPage-[^/]+\.js$/);
    await page.mouse.move(5, 400);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    // The module evaluated (the same instance the page's own import gets), not only its response in.
    const chunkUrl = (await postChunk).url();
    await page.evaluate((url) => import(url).then(() => undefined), chunkUrl);
    await mark();
    await postLink.click();
    await expect(postHeading).toBeVisible();
    await expect(page).toHaveURL(/\/blog\/ai-and-web-design$/);
    expect(await sameDocument()).toBe(true);
  });

  test('a link the pointer rests on is fetched ahead by the speculation rules, and nothing else is', async ({
    page,
  }) => {
    // Chromium under Playwright does not prerender (a DevTools session without tab targets turns it off) but
    // does the rules' prefetch; its Preload domain tells what it did with each link.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Preload.enable');
    const ruleErrors: string[] = [];
    const prefetched = new Map<string, string>();
    cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => {
      if (ruleSet.errorType) ruleErrors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage}`);
    });
    cdp.on('Preload.prefetchStatusUpdated', ({ prefetchUrl, prefetchStatus, status }) =>
      prefetched.set(new URL(prefetchUrl).pathname, prefetchStatus ?? status),
    );
    await page.goto('/about');
    const english = page.locator('header a[hreflang="en"]').first();
    await english.hover();
    await expect.poll(() => prefetched.get('/en/about')).toBeTruthy();
    // Nothing else on the page was fetched: only what the pointer rests on (and, once the page has settled, the
    // contact page, where the calls to action lead: fetchAhead.spec.ts).
    expect([...prefetched.keys()].filter((path) => path !== '/contact')).toEqual(['/en/about']);
    expect(ruleErrors).toEqual([]);
    // (Here the hover has also started the application, so the click is the router's: no document to fetch.)
    await english.click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
