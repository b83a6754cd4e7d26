/**
 * Writes the media files Storybook's stories show (mocks/public/fixture-media) and their description
 * (mocks/fixtures/media.json): the seed's own drawings, made small (640 px) and processed by the real
 * pipeline, so a story's <picture> loads real AVIF and WebP files. Run again after the pipeline changes:
 *   npx tsx scripts/media-fixtures.ts
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import type { MediaItem } from '../shared/api';
import { coverSvg } from '../shared/illustrations';
import { processImage } from '../server/media/process';

// Relative URLs: Storybook is served at / in development and at /admin/storybook/ by the site.
const out = 'mocks/public/fixture-media';
const width = 640;

const sources: Array<{ name: string; svg: Buffer; altSv: string; altEn: string }> = [
  {
    name: 'seo-cover.png',
    svg: Buffer.from(coverSvg('why-seo-is-crucial-for-businesses', 'search')),
    altSv: 'Illustration: ett webbläsarfönster med ett förstoringsglas framför stigande staplar',
    altEn: 'Illustration: a browser window with a magnifying glass in front of rising bars',
  },
  {
    name: 'layout-cover.png',
    svg: Buffer.from(coverSvg('modern-website-increases-sales', 'layout')),
    altSv: 'Illustration: ett webbläsarfönster med en rubrik, en knapp och kort med innehåll',
    altEn: 'Illustration: a browser window with a heading, a button and content cards',
  },
  {
    name: 'restaurant-before.png',
    svg: readFileSync('public/images/restaurant-before.svg'),
    altSv: 'Restaurangens gamla webbplats: en inskannad meny',
    altEn: "The restaurant's old website: a scanned menu",
  },
  {
    name: 'restaurant-after.png',
    svg: readFileSync('public/images/restaurant-after.svg'),
    altSv: 'Restaurangens nya webbplats med bordsbokning',
    altEn: "The restaurant's new website with table booking",
  },
];

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const items: MediaItem[] = [];
for (const [index, source] of sources.entries()) {
  const png = await sharp(source.svg).resize({ width }).png().toBuffer();
  const image = await processImage(png);
  const stem = source.name.replace(/\.png$/, '');
  const variants = image.variants.map((variant) => {
    const url = `fixture-media/${stem}-${variant.width}.${variant.format}`;
    writeFileSync(`${out}/${stem}-${variant.width}.${variant.format}`, variant.data);
    return { format: variant.format, width: variant.width, height: variant.height, url };
  });
  items.push({
    id: index + 1,
    url: variants.filter((variant) => variant.format === 'webp').at(-1)!.url,
    filename: source.name,
    width: image.width,
    height: image.height,
    placeholder: image.placeholder,
    altSv: source.altSv,
    altEn: source.altEn,
    originalBytes: png.length,
    storedBytes: image.variants.reduce((sum, variant) => sum + variant.data.length, 0),
    createdAt: new Date(Date.UTC(2026, 10, 20 - index, 9)).toISOString(),
    variants: variants.sort((a, b) => a.format.localeCompare(b.format) || a.width - b.width),
  });
  (items.at(-1) as MediaItem & { preview: string }).preview = image.preview;
}
writeFileSync('mocks/fixtures/media.json', `${JSON.stringify(items, null, 2)}\n`);
console.log(`wrote ${items.length} images to ${out}`);
