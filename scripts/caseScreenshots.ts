/**
 * The portfolio's before and after pictures and figures: each case study's two example sites
 * (server/db/seed/caseSites, one dated, one as we would build it today, all of their copy and drawings the
 * project's own) served from this machine and
 *
 * - rendered by Chromium at a computer's width (1280 × 800) and a phone's (390 × 844, as a phone lays out a page:
 *   one without a viewport tag shrinks to fit), set together as one picture: the computer's browser window with the
 *   phone in front of it (`shots/<case>-<side>.webp`, which the seed processes like uploads into the media
 *   library);
 * - measured with Lighthouse's mobile preset (a mid-range phone on slow 4G), the median of three runs: the
 *   performance score and the largest contentful paint (`shots/results.json`, the figures the portfolio shows).
 *
 * The dated sites carry what such sites carried: a render-blocking script of plugins and pictures straight from
 * the camera or the scanner, shrunk by the browser (`gammalt/…`). They are made here, not kept in the repository.
 *
 * `npx tsx scripts/caseScreenshots.ts` makes them (needs /usr/bin/chromium, or CHROMIUM_PATH, and the machine's
 * fonts: fonts-urw-base35; `CASES=restaurant` for one case). `shots/sources.json` keeps the hash of the site each
 * picture was made from, so a test (server/db/seed/caseSites/caseSites.test.ts) sees a picture older than its
 * site.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import sharp from 'sharp';
import {
  caseSites,
  resultsFile,
  shotFile,
  shotsDir,
  siteFile,
  siteHash,
  sourcesFile,
  type CaseResults,
  type CaseSide,
  type CaseSite,
} from '../server/db/seed/caseSites/index';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const lighthouseRuns = 3;

/** The picture: 3 : 2, as the portfolio's comparison shows it, large enough for a dense screen at 600 px. */
const width = 1200;
const height = 800;
/** The computer's window (its title bar above the page) and the phone in front of it, bottom right. */
const windowBox = { left: 48, top: 44, width: 912, bar: 40 };
const desktop = { width: 1280, height: 800 };
const phoneView = { width: 390, height: 844 };
const phoneBox = { left: 902, top: 268, screenWidth: 222, bezel: 10 };
const pageHeight = Math.round((windowBox.width * desktop.height) / desktop.width);
const screenHeight = Math.round((phoneBox.screenWidth * phoneView.height) / phoneView.width);

// --- What the dated sites carried -------------------------------------------------------------------------

/** A picture drawn as SVG, with a scanner's or a camera's grain, saved as the camera or scanner saved it. */
async function grainy(svg: string, grain = 22): Promise<Buffer> {
  const drawn = sharp(Buffer.from(svg));
  const { width: w = 1, height: h = 1 } = await drawn.metadata();
  const noise = await sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: grain },
    },
  })
    .png()
    .toBuffer();
  return drawn
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

const menuScan = () => {
  const dishes = [
    ['Bruschetta al pomodoro', '69:-'],
    ['Carpaccio di manzo', '98:-'],
    ['Pizza Margherita', '95:-'],
    ['Pizza Quattro Stagioni', '115:-'],
    ['Pizza Calzone', '115:-'],
    ['Spaghetti Carbonara', '125:-'],
    ['Lasagne al forno', '125:-'],
    ['Penne all’arrabbiata', '110:-'],
    ['Saltimbocca alla romana', '189:-'],
    ['Scampi i vitlökssmör', '198:-'],
    ['Pannacotta', '65:-'],
    ['Tiramisù', '65:-'],
  ];
  const lines = dishes
    .map(
      ([dish, price], index) =>
        `<text x="170" y="${560 + index * 88}" font-size="46">${dish}</text><text x="1060" y="${560 + index * 88}" font-size="46" text-anchor="end">${price}</text>`,
    )
    .join('');
  return grainy(
    `<svg xmlns="http://www.w3.org/2000/svg" width="2480" height="3508" viewBox="0 0 1240 1754"><rect width="1240" height="1754" fill="#eeeae0"/>
    <g transform="rotate(-0.8 620 877)" font-family="Nimbus Roman, serif" fill="#26221c">
    <rect x="90" y="90" width="1060" height="1574" fill="#fbf8ef" stroke="#b9b2a2" stroke-width="3"/>
    <text x="620" y="300" font-family="Z003, cursive" font-size="130" text-anchor="middle" fill="#8b1a1a">Trattoria Lucia</text>
    <text x="620" y="410" font-size="58" text-anchor="middle" letter-spacing="14">MENY</text>${lines}
    <text x="620" y="1620" font-size="34" text-anchor="middle" fill="#6b655a">Priserna gäller från 1 mars 2011. Fråga personalen om allergener.</text></g></svg>`,
  );
};

const skyline = () =>
  grainy(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="300"><defs><linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="#5b7fb5"/><stop offset="1" stop-color="#e8c9a0"/></linearGradient></defs>
    <rect width="1800" height="300" fill="url(#s)"/>
    <g fill="#1d2b47"><path d="M0 300V230h180v-30h120v40h140v-60h60v-90l20-40 20 40v90h40v-90l20-40 20 40v90h60v60h220v-40h160v-30h200v50h180v-20h180v40h100v100z"/>
    <rect x="1180" y="150" width="160" height="150"/><path d="M1180 150l80-70 80 70z"/></g></svg>`,
    26,
  );

const productShapes = [
  'M30 10h20v8c10 6 12 30 4 44H26c-8-14-6-38 4-44z',
  'M8 30h64c-4 18-16 26-32 26S12 48 8 30z',
  'M22 18h30v40H22zM52 28h8c6 0 6 16 0 16h-8',
  'M12 40c8-10 48-10 56 0-8 8-48 8-56 0z',
];
const productColours = ['#7a9cb8', '#c9a27e', '#8fb39a', '#b0b0b0', '#d4b483', '#9a8fb8'];
const productPhoto = (index: number) =>
  grainy(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="1225" viewBox="0 0 80 70"><rect width="80" height="70" fill="#f1efea"/><path d="${productShapes[index % 4]}" fill="${productColours[index]}"/></svg>`,
    18,
  );

/** A render-blocking script of the kind such sites loaded in their head: ~300 KB that keep the CPU busy. */
const oldScript = () => {
  const table = Array.from({ length: 40_000 }, (_, index) => (index * 7919) % 100_003).join(',');
  return Buffer.from(
    `/* Bildspel, fönster, snöfall och besöksräknare: tillägg samlade i en fil. */\nvar tabell=[${table}];var summa=0;` +
      'for(var i=0;i<120000000;i++){summa+=tabell[i%tabell.length]%7;}window.tillagg={summa:summa};\n',
  );
};

async function oldAssets(): Promise<Map<string, Buffer>> {
  const assets = new Map<string, Buffer>([
    ['/gammalt/skript.js', oldScript()],
    ['/gammalt/meny-skannad.jpg', await menuScan()],
    ['/gammalt/uppsala.jpg', await skyline()],
  ]);
  for (let index = 0; index < productColours.length; index += 1)
    assets.set(`/gammalt/produkt-${index + 1}.jpg`, await productPhoto(index));
  return assets;
}

/** Serves the sites' pages and the dated sites' weight from loopback; its origin. */
async function serveSites(): Promise<{ origin: string; close: () => void }> {
  const assets = await oldAssets();
  console.log(
    `The dated sites' weight: ${[...assets].map(([file, body]) => `${file.slice(9)} ${Math.round(body.length / 1024)} KB`).join(', ')}`,
  );
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const asset = assets.get(url.pathname);
    const page = caseSites
      .flatMap((site) => (['before', 'after'] as const).map((side) => [site, side] as const))
      .find(([site, side]) => url.pathname === `/${site.id}-${side}.html`);
    const body = asset ?? (page ? readFileSync(siteFile(...page)) : null);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    const type = url.pathname.endsWith('.js')
      ? 'text/javascript'
      : url.pathname.endsWith('.jpg')
        ? 'image/jpeg'
        : 'text/html; charset=utf-8';
    response.writeHead(200, { 'content-type': type, 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

// --- The pictures ------------------------------------------------------------------------------------------

async function render(browser: Browser, url: string, phone: boolean): Promise<Buffer> {
  const context = await browser.newContext(
    phone
      ? { viewport: phoneView, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
      : { viewport: desktop, deviceScaleFactor: 1 },
  );
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    return await page.screenshot({ animations: 'disabled' });
  } finally {
    await context.close();
  }
}

/** The frames the screenshots sit in, drawn as SVG: the backdrop, the window with its address bar, the phone. */
function framesSvg(site: CaseSite): string {
  const w = windowBox;
  const p = phoneBox;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${site.backdrop[0]}"/><stop offset="1" stop-color="${site.backdrop[1]}"/></linearGradient>
  <filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="14" stdDeviation="16" flood-color="#1a2233" flood-opacity=".28"/></filter></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect x="${w.left}" y="${w.top}" width="${w.width}" height="${w.bar + pageHeight}" rx="12" fill="#e9ebef" filter="url(#shadow)"/>
  <g fill="#c4c8d0"><circle cx="${w.left + 22}" cy="${w.top + 20}" r="6"/><circle cx="${w.left + 42}" cy="${w.top + 20}" r="6"/><circle cx="${w.left + 62}" cy="${w.top + 20}" r="6"/></g>
  <rect x="${w.left + 90}" y="${w.top + 9}" width="${w.width - 180}" height="22" rx="11" fill="#fff"/>
  <text x="${w.left + 106}" y="${w.top + 25}" font-family="DejaVu Sans, sans-serif" font-size="13" fill="#4a5161">${site.domain}</text>
  <rect x="${p.left}" y="${p.top}" width="${p.screenWidth + 2 * p.bezel}" height="${screenHeight + 2 * p.bezel}" rx="34" fill="#15171c" filter="url(#shadow)"/>
</svg>`;
}

/** An image cut to a shape drawn as SVG path or rounded rectangle. */
const cut = (image: Buffer, widthPx: number, heightPx: number, shape: string) =>
  sharp(image)
    .resize(widthPx, heightPx)
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${widthPx}" height="${heightPx}">${shape}</svg>`,
        ),
        blend: 'dest-in',
      },
    ])
    .png()
    .toBuffer();

async function makePicture(browser: Browser, origin: string, site: CaseSite, side: CaseSide): Promise<void> {
  const url = `${origin}/${site.id}-${side}.html`;
  const [computer, phone] = await Promise.all([render(browser, url, false), render(browser, url, true)]);
  const w = windowBox;
  const p = phoneBox;
  // The page's bottom corners follow the window's; the phone's screen has its own.
  const page = await cut(
    computer,
    w.width,
    pageHeight,
    `<path d="M0 0H${w.width}V${pageHeight - 12}a12 12 0 0 1-12 12H12a12 12 0 0 1-12-12z" fill="#fff"/>`,
  );
  const screen = await cut(
    phone,
    p.screenWidth,
    screenHeight,
    `<rect width="${p.screenWidth}" height="${screenHeight}" rx="26" fill="#fff"/>`,
  );
  await sharp(Buffer.from(framesSvg(site)))
    .composite([
      { input: page, left: w.left, top: w.top + w.bar },
      { input: screen, left: p.left + p.bezel, top: p.top + p.bezel },
    ])
    .webp({ quality: 90, effort: 6 })
    .toFile(shotFile(site, side));
}

// --- The figures -------------------------------------------------------------------------------------------

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Lighthouse's mobile preset on a page: the performance score and the largest contentful paint, in seconds. */
async function measure(port: number, url: string): Promise<{ lighthouse: number; loadSeconds: number }> {
  const scores: number[] = [];
  const paints: number[] = [];
  for (let run = 0; run < lighthouseRuns; run += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod: 'simulate',
      onlyCategories: ['performance'],
    });
    const lhr = result!.lhr;
    scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
    paints.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
  }
  return { lighthouse: median(scores), loadSeconds: Math.round(median(paints) / 100) / 10 };
}

export async function makeCaseScreenshots(): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  const only = process.env.CASES?.split(',');
  const sites = caseSites.filter((site) => !only || only.includes(site.id));
  const served = await serveSites();
  const sources = JSON.parse(readFileSync(sourcesFile, 'utf8')) as Record<string, string>;
  const results = JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, CaseResults>;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--hide-scrollbars'],
  });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--hide-scrollbars'],
  });
  try {
    for (const site of sites) {
      const measured = {
        before: { lighthouse: 0, loadSeconds: 0 },
        after: { lighthouse: 0, loadSeconds: 0 },
      };
      for (const side of ['before', 'after'] as const) {
        await makePicture(browser, served.origin, site, side);
        sources[`${site.id}-${side}`] = siteHash(site, side);
        measured[side] = await measure(chrome.port, `${served.origin}/${site.id}-${side}.html`);
        console.log(
          `${site.id} ${side}: Lighthouse ${measured[side].lighthouse}, LCP ${measured[side].loadSeconds} s`,
        );
      }
      results[site.id] = {
        lighthouse: [measured.before.lighthouse, measured.after.lighthouse],
        loadSeconds: [measured.before.loadSeconds, measured.after.loadSeconds],
      };
    }
  } finally {
    chrome.kill();
    await browser.close();
    served.close();
  }
  writeFileSync(sourcesFile, `${JSON.stringify(sources, null, 2)}\n`);
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    `Case screenshots and figures: ${sites.length * 2} made in ${path.relative(process.cwd(), shotsDir)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  makeCaseScreenshots().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
