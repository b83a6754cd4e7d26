/**
 * The first tap: for each control a visitor can use on a public page, the time from the tap (or key) to the
 * first frame that shows its result, in Chromium under Lighthouse's mobile conditions (150 ms round trips,
 * 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower), on a fresh and on a warm cache, median of the runs; and the
 * interaction's INP as the web-vitals library (with attribution) reports it during the same visit.
 *
 * "Shows its result" is judged in the page, in a requestAnimationFrame loop: the frame in which the condition
 * first holds is the frame that paints it. A result that is a new document (a link) is judged in that document,
 * with the tap's time carried over in sessionStorage, both as absolute times.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { contactPrefetchRulesText } from '../shared/speculationRules';
import type { Block } from '../shared/blocks/registry';
import { aboutPage } from '../server/db/seed/pages/about';
import { contactPage } from '../server/db/seed/pages/contact';

/** A page's h1 as the seed stores it (the bench runs against a freshly seeded site). */
const pageHeading = (blocks: Block[], lang: 'sv' | 'en') =>
  blocks.flatMap((block) => (block.type === 'pageHead' ? [block.data.title[lang]] : []))[0];
const aboutHeading = pageHeading(aboutPage.blocks, 'en');

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const webVitalsScript = readFileSync('node_modules/web-vitals/dist/web-vitals.attribution.iife.js', 'utf8');

/** Lighthouse's mobile preset (simulated there; applied here through DevTools' own throttling). */
const mobileConditions = { latencyMs: 150, downloadBitsPerSecond: 1.6e6, uploadBitsPerSecond: 750e3, cpu: 4 };

interface Control {
  name: string;
  path: string;
  width: number;
  /** Runs in the page, before the tap: returns a function that says whether the result shows. */
  shown: string;
  act: (page: Page) => Promise<void>;
  /** Done before the clock starts (filling the contact form). */
  prepare?: (page: Page) => Promise<void>;
  /** A page of the bench's own, served at `path` instead of the site's (the reference row). */
  document?: string;
}

const tapOn = (page: Page, selector: string) => async () => {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`nothing to tap: ${selector}`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
};

/**
 * The pricing link's result: the contact page's own heading on screen. A new document (the link followed by the
 * browser) or the application's own navigation, which changes the address at once and keeps the old page on
 * screen until the contact page has rendered: the address alone is not the result.
 */
const contactShown = `() => location.pathname === '/contact' &&
  document.querySelector('h1')?.textContent?.trim() === ${JSON.stringify(pageHeading(contactPage.blocks, 'sv'))}`;

/**
 * A visitor reads a plan before tapping its link (a second here); the clock starts at the tap. That moment is
 * what the speculation rules use on a phone, where no pointer rests on a link first.
 */
const tapPricingLink = async (page: Page) => {
  const link = page.locator('#pricing a[href="/contact"]').first();
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
  const box = await link.boundingBox();
  if (!box) throw new Error('nothing to tap: the pricing link');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
};

const controls: Control[] = [
  {
    name: 'menu and drawer',
    path: '/',
    width: 375,
    shown: `() => [...document.querySelectorAll('dialog[open], [role="dialog"]')].some((element) =>
      element.getBoundingClientRect().width > 200 && element.querySelector('a[href="/about"]'))`,
    act: (page) => tapOn(page, 'button[aria-label="Öppna meny"]')(),
  },
  {
    name: 'language switch',
    path: '/about',
    width: 1280,
    // The English page's own heading (as for the pricing link, the address alone is not the page).
    shown: `() => location.pathname === '/en/about' &&
      document.querySelector('h1')?.textContent?.trim() === ${JSON.stringify(aboutHeading)}`,
    // A desktop visitor's pointer rests on a link a moment before the click (a third of a second here); the
    // clock starts at the press. That moment is what the speculation rules use to prerender the next page.
    act: async (page) => {
      const link = page.locator('header [lang="en"]').first();
      await link.hover();
      await page.waitForTimeout(300);
      await link.click();
    },
  },
  {
    name: 'services menu',
    path: '/',
    width: 1280,
    shown: `() => { const link = document.querySelector('header a[href="/services/seo-optimization"]');
      return !!link && link.getBoundingClientRect().height > 0 && getComputedStyle(link).visibility !== 'hidden'; }`,
    act: (page) => page.locator('header').getByText('Tjänster', { exact: true }).first().click(),
  },
  {
    name: 'FAQ',
    path: '/about',
    width: 375,
    shown: `() => !!document.querySelector('details:not([data-dropdown])[open]')`,
    act: (page) => tapOn(page, 'details:not([data-dropdown]) > summary')(),
  },
  {
    name: 'slider (drag)',
    path: '/portfolio',
    width: 375,
    shown: `(() => { const handle = () => document.querySelector('[role="slider"], input[type="range"]');
      const start = handle()?.closest('[data-position]')?.getAttribute('data-position');
      return () => { const now = handle()?.closest('[data-position]')?.getAttribute('data-position');
        return now !== undefined && now !== start; }; })()`,
    act: async (page) => {
      const frame = page.locator('[data-position]').first();
      await frame.scrollIntoViewIfNeeded();
      const box = (await frame.boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.75, y, { steps: 4 });
      await page.mouse.up();
    },
  },
  {
    name: 'slider (keys)',
    path: '/portfolio',
    width: 375,
    shown: `(() => { const frame = () => document.querySelector('[data-position]');
      const start = frame()?.getAttribute('data-position');
      return () => frame()?.getAttribute('data-position') !== start; })()`,
    act: async (page) => {
      const handle = page.locator('[role="slider"], input[type="range"]').first();
      await handle.scrollIntoViewIfNeeded();
      await handle.focus();
      await page.keyboard.press('Shift+ArrowRight');
    },
  },
  {
    name: 'contact form submit',
    path: '/contact',
    width: 375,
    // What the visitor sees on the button (innerText: only the shown label), or the busy state.
    shown: `(() => { const button = () => document.querySelector('form button[type="submit"]');
      const start = button()?.innerText;
      return () => { const now = button(); return !!now && (now.innerText !== start ||
        now.getAttribute('aria-busy') === 'true' || now.getAttribute('aria-disabled') === 'true'); }; })()`,
    prepare: async (page) => {
      await page.getByLabel(/^Namn/).fill('Bänk Besökare');
      await page.getByLabel(/^E-post/).fill(`bench-${Date.now()}@example.se`);
      await page.getByLabel(/^Meddelande/).fill('Ett mätmeddelande från benchmarken.');
    },
    act: (page) => tapOn(page, 'form button[type="submit"]')(),
  },
  {
    name: 'pricing link',
    path: '/',
    width: 375,
    shown: contactShown,
    act: tapPricingLink,
  },
  {
    // Not a control of the site: the same tap from a bare page that holds only the link and the contact page's
    // prefetch rules, to /contact. What the browser's own navigation costs on this machine that day, so the
    // pricing link's row can be read as the home page's share and the browser's.
    name: 'reference: the pricing tap from a bare page',
    path: '/bench-bare-page',
    width: 375,
    shown: contactShown,
    document: `<!doctype html><html lang="sv"><meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Bare page</title><section id="pricing"><a href="/contact" style="display:block;padding:2rem">Kontakt</a>
      </section><script type="speculationrules">${contactPrefetchRulesText}</script></html>`,
    act: tapPricingLink,
  },
];

/**
 * Installed in every document of the visit: records the first tap's absolute time (kept across a navigation in
 * sessionStorage) and, once armed with a condition, the absolute time of the first frame in which it holds.
 */
const watcher = `
(() => {
  const key = 'bench-first-tap';
  const absolute = (stamp) => performance.timeOrigin + stamp;
  const mark = (event) => {
    const state = JSON.parse(sessionStorage.getItem(key) || 'null');
    if (!state || state.tapAt !== null) return;
    state.tapAt = absolute(event.timeStamp);
    sessionStorage.setItem(key, JSON.stringify(state));
  };
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'mousedown'])
    addEventListener(type, mark, { capture: true, passive: true });
  // A key of its own: the new document may read the state before this write reaches it, and write it back.
  addEventListener('pagehide', () => {
    const state = JSON.parse(sessionStorage.getItem(key) || 'null');
    if (state && state.tapAt !== null) sessionStorage.setItem(key + '-left', String(absolute(performance.now())));
  });
  const loop = (frameTime) => {
    const state = JSON.parse(sessionStorage.getItem(key) || 'null');
    if (state && state.tapAt !== null && state.shownAt === null && window.__benchShown?.()) {
      state.shownAt = absolute(frameTime);
      // A result in a new document: when its navigation started, against the tap, and whether it came from a
      // prefetch (the old document's pagehide, the new one committing, is noted below).
      if (performance.timeOrigin > state.tapAt) {
        const entry = performance.getEntriesByType('navigation')[0];
        state.document = { startMs: Math.round(performance.timeOrigin - state.tapAt),
          delivery: entry?.deliveryType || 'network' };
      }
      sessionStorage.setItem(key, JSON.stringify(state));
    }
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
  window.__benchInp = null;
  const start = () => webVitals.onINP((metric) => { window.__benchInp = metric; },
    { reportAllChanges: true, durationThreshold: 16 });
  // Playwright may wrap an init script in a function: the library's var is then local, not on window.
  if (typeof webVitals !== 'undefined') start();
  if (sessionStorage.getItem(key + '-condition')) window.__benchShown = (0, eval)(sessionStorage.getItem(key + '-condition'));
})();
`;

/** How long a result may take before the run counts it as never shown. */
const noResultAfterMs = 20_000;

interface Inp {
  value: number;
  /** Where the time went, as web-vitals' attribution splits it. */
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
}

/** A result that is a new document: when its navigation started after the tap, and how it came. */
interface NewDocument {
  startMs: number;
  /** `navigational-prefetch` when it came from the prefetch (Navigation Timing's deliveryType). */
  delivery: string;
  /** The old document's pagehide, as the new one commits, after the tap. */
  leftMs?: number;
}

interface Sample {
  ms: number;
  inp: Inp | null;
  document?: NewDocument;
}

async function measureOnce(browser: Browser, base: string, control: Control, warm: boolean): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: control.width, height: control.width < 768 ? 812 : 900 },
    hasTouch: control.width < 768,
    isMobile: control.width < 768,
    deviceScaleFactor: control.width < 768 ? 2 : 1,
    locale: 'sv-SE',
  });
  try {
    await context.addInitScript({ content: `${webVitalsScript}\n${watcher}` });
    const page = await context.newPage();
    const bare = control.document;
    if (bare)
      await page.route(`${base}${control.path}`, (route) =>
        route.fulfill({ contentType: 'text/html; charset=utf-8', body: bare }),
      );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: mobileConditions.latencyMs,
      downloadThroughput: mobileConditions.downloadBitsPerSecond / 8,
      uploadThroughput: mobileConditions.uploadBitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobileConditions.cpu });
    if (warm) {
      // One whole visit first, application included (a touch starts it), so the second finds all in cache.
      await page.goto(`${base}${control.path}`, { waitUntil: 'load' });
      await page.mouse.move(10, 10);
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
        timeout: 60_000,
      });
    }
    await page.goto(`${base}${control.path}`, { waitUntil: 'load' });
    await control.prepare?.(page);
    await page.evaluate(
      ({ condition }) => {
        sessionStorage.setItem('bench-first-tap', JSON.stringify({ tapAt: null, shownAt: null }));
        sessionStorage.removeItem('bench-first-tap-left');
        sessionStorage.setItem('bench-first-tap-condition', condition);
        (window as unknown as { __benchShown: unknown }).__benchShown = (0, eval)(condition);
      },
      { condition: control.shown },
    );
    await control.act(page);
    const state = await page
      .waitForFunction(
        () => {
          const value = JSON.parse(sessionStorage.getItem('bench-first-tap') ?? 'null') as {
            tapAt: number | null;
            shownAt: number | null;
          } | null;
          return value && value.tapAt !== null && value.shownAt !== null ? value : null;
        },
        null,
        { timeout: noResultAfterMs, polling: 100 },
      )
      .catch(() => null);
    // The result never showed (a held action lost, a control that does nothing before the application).
    if (!state) return { ms: Infinity, inp: null };
    const {
      tapAt,
      shownAt,
      document: newDocument,
    } = (await state.jsonValue()) as { tapAt: number; shownAt: number; document?: NewDocument };
    // Let the interaction's event timing settle, then read what web-vitals reported in this document.
    await page.waitForTimeout(500);
    const leftAt = Number(await page.evaluate(() => sessionStorage.getItem('bench-first-tap-left')));
    if (newDocument && leftAt) newDocument.leftMs = Math.round(leftAt - tapAt);
    const inp = await page.evaluate(() => {
      const metric = (
        window as unknown as {
          __benchInp: { value: number; attribution: Omit<Inp, 'value'> } | null;
        }
      ).__benchInp;
      if (!metric) return null;
      const { inputDelay, processingDuration, presentationDelay } = metric.attribution;
      return { value: metric.value, inputDelay, processingDuration, presentationDelay };
    });
    return { ms: Math.max(0, shownAt - tapAt), inp, document: newDocument };
  } finally {
    await context.close();
  }
}

/** The median; a result that never showed counts as the slowest. */
const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : NaN;
};
const shownMs = (value: number) =>
  Number.isFinite(value) ? Math.round(value) : `none in ${noResultAfterMs / 1000} s`;

export type FirstInteractionRow = {
  control: string;
  page: string;
  width: number;
  freshMs: number | string;
  warmMs: number | string;
  freshInpMs: number | string;
  /** The fresh median INP's input delay / processing / presentation delay, in ms. */
  freshInpParts: string;
  warmInpMs: number | string;
  /** Each fresh run's time; for a new document, when its navigation started and committed after the tap. */
  freshSamples: string;
};

/** Every control, fresh and warm, `runs` times each; medians. */
export async function firstInteractions(base: string, runs: number): Promise<FirstInteractionRow[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  const rows: FirstInteractionRow[] = [];
  try {
    // BENCH_CONTROLS=<regular expression> measures only the controls whose name it matches.
    const only = process.env.BENCH_CONTROLS ? new RegExp(process.env.BENCH_CONTROLS, 'i') : null;
    for (const control of controls.filter((entry) => !only || only.test(entry.name))) {
      const fresh: Sample[] = [];
      const warm: Sample[] = [];
      for (let run = 0; run < runs; run += 1) {
        fresh.push(await measureOnce(browser, base, control, false));
        // The bare page has no application to warm the cache with.
        if (!control.document) warm.push(await measureOnce(browser, base, control, true));
      }
      const medianInp = (samples: Sample[]) => {
        const values = samples
          .map((sample) => sample.inp)
          .filter((value): value is Inp => value !== null)
          .sort((a, b) => a.value - b.value);
        return values.length ? values[Math.floor(values.length / 2)]! : null;
      };
      const inp = (samples: Sample[]) => {
        const value = medianInp(samples)?.value;
        return value === undefined ? '—' : Math.round(value);
      };
      const parts = (entry: Inp | null) =>
        entry
          ? [entry.inputDelay, entry.processingDuration, entry.presentationDelay].map(Math.round).join(' / ')
          : '—';
      // Each fresh sample, so the median can be read against its spread; a new document's phases with it.
      const described = (sample: Sample) => {
        const next = sample.document;
        if (!next) return `${shownMs(sample.ms)}`;
        const via = next.delivery === 'navigational-prefetch' ? 'prefetched' : next.delivery;
        return `${shownMs(sample.ms)} (navigation +${next.startMs}, commit +${next.leftMs ?? '?'}, ${via})`;
      };
      const row = {
        control: control.name,
        page: control.path,
        width: control.width,
        freshMs: shownMs(median(fresh.map((sample) => sample.ms))),
        warmMs: warm.length ? shownMs(median(warm.map((sample) => sample.ms))) : '—',
        freshInpMs: inp(fresh),
        freshInpParts: parts(medianInp(fresh)),
        warmInpMs: inp(warm),
        freshSamples: fresh.map(described).join(', '),
      };
      console.log(`first interaction ${control.name}: fresh ${row.freshMs}, warm ${row.warmMs} (ms)`);
      console.log(`  fresh: ${row.freshSamples}`);
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  return rows;
}
