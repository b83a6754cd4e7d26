import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, recordScripts, test } from './fixtures';
import { inBothLanguages, pageTypes } from './pages';

/** One page of each type in both languages: the pages a visitor can reach. */
const pages = inBothLanguages(pageTypes);

/** When the first contentful paint happened and when the first file was asked for, in the page's own clock. */
const firstFileTimings = (page: Page) =>
  page
    .waitForFunction(() => {
      const file = performance
        .getEntriesByType('resource')
        .find((entry) => /^\/assets\/index-[\w-]+\.js$/.test(new URL(entry.name).pathname));
      if (!file) return null;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return { paint: paint?.startTime ?? null, fetch: file.startTime };
    })
    .then(async (handle) => (await handle.jsonValue())!);

test.describe('the admin shell', () => {
  // Its session check answers 401 before anyone has signed in.
  test.use({ allowedConsoleError: /status of 401/ });

  test('asks for the first file at once: it has nothing to paint before it', async ({ page }) => {
    await page.goto('/admin/login');
    const { paint, fetch } = await firstFileTimings(page);
    expect(paint === null || fetch < paint).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('public pages', () => {
  // axe on every page of each type at a phone's and a desktop's width: sweeps.spec.ts.

  test('load nothing from another host, no font file, and give every image its size', async ({ page }) => {
    test.setTimeout(120_000);
    const foreign: string[] = [];
    const fonts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'font') fonts.add(url.pathname);
      if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost')
        foreign.push(request.url());
    });
    const problems: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const images = await page.locator('img').evaluateAll((nodes) =>
        nodes.map((img) => ({
          src: img.getAttribute('src') ?? '',
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
          top: img.getBoundingClientRect().top + window.scrollY,
        })),
      );
      for (const image of images) {
        if (!image.width || !image.height) problems.push(`${path}: ${image.src} has no explicit size`);
        // Raster images must be modern formats; the site's own illustrations are SVG.
        if (/\.(png|jpe?g|gif|bmp)$/i.test(image.src))
          problems.push(`${path}: ${image.src} is not a modern format`);
        if (image.top > 1200 && image.loading !== 'lazy')
          problems.push(`${path}: ${image.src} below the fold loads eagerly`);
      }
    }
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
    // The pages are set in each platform's own typeface (src/styles/theme.ts): no font file on the way to the
    // first paint.
    expect([...fonts]).toEqual([]);
  });

  test('ask for the first file only once the page has painted its text', async ({ page }) => {
    for (const path of ['/', '/portfolio', '/en/contact']) {
      await page.goto(path);
      const { paint, fetch } = await firstFileTimings(page);
      expect(paint, path).not.toBeNull();
      expect(fetch, path).toBeGreaterThanOrEqual(paint!);
    }
  });

  test('hydrate on an intent shown before the first file arrived', async ({ page }) => {
    // The first file comes after the first paint: a pointer that moved before is noted by its loader.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/');
    await page.mouse.move(100, 100);
    await expect(page.locator('html')).toHaveAttribute('data-intent', '');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  });

  test('a scroll fetches the application without running it, and the loader notes no intent for it', async ({
    page,
  }) => {
    // Not 4g: nothing is fetched ahead when the browser is idle, so what comes is the scroll's doing.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { effectiveType: '3g', saveData: false } }),
    );
    let firstFileRequested = false;
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      firstFileRequested = true;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    const startApp = page.waitForRequest(/\/assets\/startApp-[\w-]+\.js$/);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // Wheeled until the page moves (a wheel before the page can scroll moves nothing), most often before the
    // first file has come (held a second).
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 400);
        return page.evaluate(() => window.scrollY);
      })
      .toBeGreaterThan(0);
    await expect.poll(() => firstFileRequested).toBe(true);
    await startApp;
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).not.toHaveAttribute('data-intent');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  });

  test('run at most 6 KB of JavaScript (gzip) before interaction: the first file alone', async ({ page }) => {
    // Everything else comes on intent or, fetched only, when the browser is idle (src/runtime/hydrateOnIntent.ts).
    await page.goto('/');
    // The file the loader asks for once the page has painted (server/firstFileLoader.ts).
    const src = await page.locator('script[data-src]').getAttribute('data-src');
    const code = await (await page.request.get(src!)).body();
    expect(gzipSync(code, { level: 9 }).length, `${src}, gzip bytes`).toBeLessThanOrEqual(6000);
    await expect(page.locator('script[src]')).toHaveCount(1);
    await expect(page.locator('script[src]')).toHaveAttribute('src', src!);
  });

  test('load at most 100 KB of JavaScript (gzip) before interaction, on every public route', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const budget = 100 * 1024;
    const scripts = recordScripts(page);
    const sizes: Record<string, number> = {};
    for (const path of pages.filter((path) => !path.endsWith('finns-inte'))) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Measured as gzip of the code itself, so the figure does not depend on what the server negotiates.
      sizes[path] = (await scripts.take()).reduce(
        (sum, { body }) => sum + gzipSync(body, { level: 9 }).length,
        0,
      );
    }
    const over = Object.entries(sizes).filter(([, size]) => size > budget);
    expect(over, `JavaScript before interaction (gzip bytes): ${JSON.stringify(sizes)}`).toEqual([]);
    // Every route loaded something (the page's loader), so the measurement itself worked.
    expect(Object.values(sizes).every((size) => size > 0)).toBe(true);
  });

  test('on a fast connection, fetch the application ahead when idle, and run none of it before intent', async ({
    page,
  }) => {
    await page.goto('/about');
    const prefetched = page.locator('link[rel="prefetch"]');
    const planned = await page
      .locator('script[data-prefetch]')
      .evaluate(
        (script: HTMLScriptElement) => JSON.parse(script.dataset.prefetch!) as Record<string, string[]>,
      );
    // Chromium calls a local connection 4g: the first file adds the prefetches once the page is idle, one per
    // idle period, the application's files first and the page's own last.
    await expect.poll(() => prefetched.count()).toBe(planned.app!.length + planned.BlockPage!.length);
    const hrefs = await prefetched.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([...planned.app!, ...planned.BlockPage!]);
    expect(hrefs).toContainEqual(expect.stringMatching(/^\/assets\/framework-[\w-]+\.js$/));
    // About is a page made of blocks: its chunk is the block page's.
    expect(hrefs).toContainEqual(expect.stringMatching(/^\/assets\/BlockPage-[\w-]+\.js$/));
    expect(hrefs.some((href) => /BlogPostPage|AdminApp/.test(href ?? ''))).toBe(false);
    await page.waitForLoadState('networkidle');
    // Fetched, not run: the page has not hydrated and no module script beyond the first file is on the page.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);

    // The visitor's intent: the application comes from the cache the prefetch filled.
    await page.mouse.move(100, 100);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')))
      .toBe(true);
    const fromNetworkAfterIntent = await page.evaluate(
      (urls) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType !== 'link')
          .filter((entry) => urls.some((url) => entry.name.endsWith(url!)))
          .filter((entry) => (entry as PerformanceResourceTiming).transferSize > 0)
          .map((entry) => entry.name),
      hrefs,
    );
    expect(fromNetworkAfterIntent).toEqual([]);
  });

  test('ship no admin code, schema library, back-end client or e-mail client, before or after hydration', async ({
    page,
  }) => {
    const recorder = recordScripts(page);
    const scripts: { url: string; body: Buffer }[] = [];
    for (const path of ['/', '/en/contact', '/blog/ai-and-web-design']) {
      await page.goto(path);
      // The visitor shows intent: the page fetches its application code and hydrates.
      await page.mouse.move(100, 100);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')))
        .toBe(true);
      await page.waitForLoadState('networkidle');
      scripts.push(...(await recorder.take()));
    }
    const urls = scripts.map(({ url }) => url);
    expect(urls.some((url) => url.includes('startApp'))).toBe(true);
    const code = scripts.map(({ body }) => body.toString('utf8')).join('\n');
    expect(urls.some((url) => url.includes('AdminApp'))).toBe(false);
    // Markers of the admin UI, of supabase-js and of @emailjs/browser (all loaded only when needed).
    expect(code).not.toContain('Signed in as');
    expect(code).not.toContain('supabase-js/');
    expect(code).not.toContain('api.emailjs.com');
    // zod (~25 KB gzip) validates on the server and in the admin; a public page only prints what it is sent
    // (shared/localize.ts, shared/pageAddresses.ts and shared/blocks/priceFormat.ts hold what it needs).
    expect(code).not.toContain('$ZodType');
  });

  test('serve neither the test-only mock worker nor the HTML template or its encodings', async ({
    request,
  }) => {
    for (const path of ['/mockServiceWorker.js', '/index.html', '/index.html.gz', '/index.html.br']) {
      const response = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).not.toContain('<!--app-html-->');
    }
  });
});
