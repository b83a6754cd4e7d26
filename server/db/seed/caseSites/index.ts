import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The example sites behind the portfolio's case studies (server/db/seed/portfolio.ts): for each, the site as it
 * was and as we would build it, static pages of the project's own copy and drawings in this folder. Their pictures
 * (`shots/`, made by scripts/caseScreenshots.ts) are what the portfolio's before/after comparison shows; the
 * businesses are fictional.
 */
export interface CaseSite {
  /** The case's files: `<id>-before.html`, `<id>-after.html`, `shots/<id>-<side>.webp`. */
  id: string;
  /** The seeded case study's name (its admin name), which the pictures are stored on. */
  caseName: string;
  /** The address shown in the pictures' browser window (a made-up domain). */
  domain: string;
  /** The picture's backdrop, top left to bottom right. */
  backdrop: [string, string];
  /**
   * Inquiries a month before and after, an illustration (the business is made up); null where the case is not
   * about inquiries (a shop's are orders).
   */
  leadsPerMonth: [number, number] | null;
  /** What each picture shows, for the media library's alt text. */
  alt: Record<'before' | 'after', { altSv: string; altEn: string }>;
}

export type CaseSide = 'before' | 'after';

const folder = fileURLToPath(new URL('./', import.meta.url));
export const shotsDir = `${folder}shots`;
export const sourcesFile = `${shotsDir}/sources.json`;
/** What Lighthouse measured of each case's sites (scripts/caseScreenshots.ts). */
export const resultsFile = `${shotsDir}/results.json`;

/** A case's sites as Lighthouse's mobile preset measured them: [before, after]. */
export interface CaseResults {
  /** The performance score, 0–100. */
  lighthouse: [number, number];
  /** The largest contentful paint on a mid-range phone on slow 4G, in seconds. */
  loadSeconds: [number, number];
}
export const siteFile = (site: CaseSite, side: CaseSide) => `${folder}${site.id}-${side}.html`;
export const shotFile = (site: CaseSite, side: CaseSide) => `${shotsDir}/${site.id}-${side}.webp`;
/** What a picture was made from: its site's page, hashed (kept in `shots/sources.json`). */
export const siteHash = (site: CaseSite, side: CaseSide) =>
  createHash('sha256')
    .update(readFileSync(siteFile(site, side)))
    .digest('hex');

export const caseSites: CaseSite[] = [
  {
    id: 'restaurant',
    caseName: 'Trattoria Lucia – restaurant redesign',
    domain: 'trattorialucia.se',
    backdrop: ['#f6e7dc', '#e9c9b4'],
    leadsPerMonth: [14, 38],
    alt: {
      before: {
        altSv:
          'Trattoria Lucias gamla webbplats i dator och mobil: rutig bakgrund, en smal tabell med nyheter från 2011, menyn som inskannad pdf och telefonnumret längst ner, i mobilen lika liten som på datorn',
        altEn:
          'Trattoria Lucia’s old website on a computer and a phone: a checked background, a narrow table with news from 2011, the menu as a scanned PDF and the phone number at the very bottom, as small on the phone as on the computer',
      },
      after: {
        altSv:
          'Trattoria Lucias nya webbplats i dator och mobil: rubriken ”Handgjord pasta mitt i Västerås”, knappen ”Boka bord i kväll”, kvällens meny med priser, öppettider och vägen dit; i mobilen en kolumn med bokningsknappen överst',
        altEn:
          'Trattoria Lucia’s new website on a computer and a phone: the heading “Handmade pasta in the heart of Västerås”, a “Book a table tonight” button, tonight’s menu with prices, opening hours and directions; on the phone one column with the booking button at the top',
      },
    },
  },
  {
    id: 'lawfirm',
    caseName: 'Lindqvist & Berg – law firm redesign',
    domain: 'lindqvistberg.se',
    backdrop: ['#e3e8ef', '#c3cedd'],
    leadsPerMonth: [6, 15],
    alt: {
      before: {
        altSv:
          'Lindqvist & Bergs gamla webbplats i dator och mobil: en lång textvägg i liten stil, en meny med understrukna länkar i en grå spalt och ingen väg till en första kontakt',
        altEn:
          'Lindqvist & Berg’s old website on a computer and a phone: a long wall of small text, a menu of underlined links in a grey column and no way to a first conversation',
      },
      after: {
        altSv:
          'Lindqvist & Bergs nya webbplats i dator och mobil: rubriken ”Juridisk hjälp som går att förstå”, knappen ”Boka en första konsultation”, tre rättsområden som kort och byråns jurister',
        altEn:
          'Lindqvist & Berg’s new website on a computer and a phone: the heading “Legal help you can understand”, a “Book a first consultation” button, three practice areas as cards and the firm’s lawyers',
      },
    },
  },
  {
    id: 'ecommerce',
    caseName: 'Nordisk Keramik – e-commerce redesign',
    domain: 'nordiskkeramik.se',
    backdrop: ['#e4eee8', '#c5d9cc'],
    leadsPerMonth: null,
    alt: {
      before: {
        altSv:
          'Nordisk Keramiks gamla webbutik i dator och mobil: ett rutnät av små produktbilder under gula reabanners, små köpknappar och en kassa i sex steg',
        altEn:
          'Nordisk Keramik’s old online shop on a computer and a phone: a grid of small product pictures under yellow sale banners, small buy buttons and a six-step checkout',
      },
      after: {
        altSv:
          'Nordisk Keramiks nya webbutik i dator och mobil: en stor bild av en vas, pris och knappen ”Lägg i varukorgen”, fri frakt och leveranstid tydligt under, kassan i tre steg',
        altEn:
          'Nordisk Keramik’s new online shop on a computer and a phone: a large picture of a vase, its price and an “Add to basket” button, free delivery and delivery time clearly below, a three-step checkout',
      },
    },
  },
];

/**
 * A seeded case study's results as its row stores them: what Lighthouse measured of its example sites (`shots/
 * results.json`), the inquiries as an illustration, and the mark of an example case.
 */
export function caseResultsOf(caseName: string) {
  const site = caseSites.find((each) => each.caseName === caseName);
  const measured = site
    ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, CaseResults | undefined>)[site.id]
    : undefined;
  if (!site || !measured) return null;
  return {
    lighthouseBefore: measured.lighthouse[0],
    lighthouseAfter: measured.lighthouse[1],
    loadSecondsBefore: measured.loadSeconds[0],
    loadSecondsAfter: measured.loadSeconds[1],
    leadsBefore: site.leadsPerMonth?.[0] ?? null,
    leadsAfter: site.leadsPerMonth?.[1] ?? null,
    exampleCase: true,
  };
}
