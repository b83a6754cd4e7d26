/**
 * The portfolio's before and after pictures: each case study's two example sites (server/db/seed/caseSites, one
 * dated, one as we would build it today, all of their copy and drawings the project's own) rendered by Chromium at
 * a computer's width (1280 × 800) and a phone's (390 × 844, as a phone lays out a page: one without a viewport
 * tag shrinks to fit), and set together as one picture: the computer's browser window with the phone in front of
 * it. The seed processes them like uploads into the media library (server/db/seed/media.ts).
 *
 * `npx tsx scripts/caseScreenshots.ts` makes them (needs /usr/bin/chromium, or CHROMIUM_PATH, and the machine's
 * fonts: fonts-urw-base35). `shots/sources.json` keeps the hash of the site each picture was made from, so a unit
 * test (server/db/seed/caseSites.test.ts) sees a picture older than its site.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright';
import sharp from 'sharp';
import {
  caseSites,
  shotFile,
  shotsDir,
  siteFile,
  siteHash,
  sourcesFile,
  type CaseSite,
} from '../server/db/seed/caseSites/index';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The picture: 3 : 2, as the portfolio's comparison shows it, large enough for a dense screen at 600 px. */
const width = 1200;
const height = 800;
/** The computer's window (its title bar above the page) and the phone in front of it, bottom right. */
const windowBox = { left: 48, top: 44, width: 912, bar: 40 };
const desktop = { width: 1280, height: 800 };
const phoneView = { width: 390, height: 844 };
const phoneBox = { left: 902, top: 268, screenWidth: 222, bezel: 10 };

async function render(browser: Browser, file: string, phone: boolean): Promise<Buffer> {
  const context = await browser.newContext(
    phone
      ? { viewport: phoneView, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
      : { viewport: desktop, deviceScaleFactor: 1 },
  );
  try {
    const page = await context.newPage();
    await page.goto(`file://${file}`);
    return await page.screenshot({ animations: 'disabled' });
  } finally {
    await context.close();
  }
}

/** The frames the screenshots sit in, drawn as SVG: the backdrop, the window with its address bar, the phone. */
function framesSvg(site: CaseSite): string {
  const w = windowBox;
  const pageHeight = Math.round((w.width * desktop.height) / desktop.width);
  const p = phoneBox;
  const screenHeight = Math.round((p.screenWidth * phoneView.height) / phoneView.width);
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

/** A screenshot with rounded corners (the phone's screen). */
async function rounded(image: Buffer, widthPx: number, heightPx: number, radius: number): Promise<Buffer> {
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${widthPx}" height="${heightPx}"><rect width="${widthPx}" height="${heightPx}" rx="${radius}" fill="#fff"/></svg>`,
  );
  return sharp(image)
    .resize(widthPx, heightPx)
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

async function makePicture(browser: Browser, site: CaseSite, side: 'before' | 'after'): Promise<string> {
  const file = siteFile(site, side);
  const [computer, phone] = await Promise.all([render(browser, file, false), render(browser, file, true)]);
  const w = windowBox;
  const pageHeight = Math.round((w.width * desktop.height) / desktop.width);
  const p = phoneBox;
  const screenHeight = Math.round((p.screenWidth * phoneView.height) / phoneView.width);
  const page = await sharp(computer).resize(w.width, pageHeight).png().toBuffer();
  // The page's bottom corners follow the window's.
  const pageRounded = await sharp(page)
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${w.width}" height="${pageHeight}"><path d="M0 0H${w.width}V${pageHeight - 12}a12 12 0 0 1-12 12H12a12 12 0 0 1-12-12z" fill="#fff"/></svg>`,
        ),
        blend: 'dest-in',
      },
    ])
    .png()
    .toBuffer();
  await sharp(Buffer.from(framesSvg(site)))
    .composite([
      { input: pageRounded, left: w.left, top: w.top + w.bar },
      {
        input: await rounded(phone, p.screenWidth, screenHeight, 26),
        left: p.left + p.bezel,
        top: p.top + p.bezel,
      },
    ])
    .webp({ quality: 90, effort: 6 })
    .toFile(shotFile(site, side));
  return siteHash(site, side);
}

export async function makeCaseScreenshots(): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--hide-scrollbars'],
  });
  const sources: Record<string, string> = {};
  try {
    const only = process.env.CASES?.split(',');
    for (const site of caseSites.filter((each) => !only || only.includes(each.id))) {
      for (const side of ['before', 'after'] as const)
        sources[`${site.id}-${side}`] = await makePicture(browser, site, side);
    }
  } finally {
    await browser.close();
  }
  writeFileSync(sourcesFile, `${JSON.stringify(sources, null, 2)}\n`);
  console.log(
    `Case screenshots: ${Object.keys(sources).length} made in ${path.relative(process.cwd(), shotsDir)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  makeCaseScreenshots().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
