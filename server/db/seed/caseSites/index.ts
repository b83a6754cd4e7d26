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
  /** What each picture shows, for the media library's alt text. */
  alt: Record<'before' | 'after', { altSv: string; altEn: string }>;
}

export type CaseSide = 'before' | 'after';

const folder = fileURLToPath(new URL('./', import.meta.url));
export const shotsDir = `${folder}shots`;
export const sourcesFile = `${shotsDir}/sources.json`;
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
