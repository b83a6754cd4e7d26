/**
 * The page builder's palette pictures (src/admin/components/pages/palette/): each kind of block as its Swedish
 * story draws it, taken from that story's visual baseline (tests/visual/__screenshots__), so the palette shows
 * what the component library shows and never a drawing made apart from it. A block's story file is titled
 * `Blocks/<its English palette name>` (shared/blocks/registry.ts), which names the baseline.
 *
 * `npm run test:visual -- --update` runs this after rewriting the baselines; `tsx scripts/palettePictures.ts`
 * runs it alone. `sources.json` keeps the hash of the baseline each picture was made from, so a unit test
 * (src/admin/components/pages/palettePictures.test.ts) sees a picture older than its story.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { blockTypeNames, blockTypes, type BlockType } from '../shared/blocks/registry';

const root = path.resolve(import.meta.dirname, '..');
export const paletteDir = path.join(root, 'src/admin/components/pages/palette');
export const sourcesFile = path.join(paletteDir, 'sources.json');
const baselines = path.join(root, 'tests/visual/__screenshots__');

/** The picture's width (twice the palette card's narrowest, for sharp text on a dense screen) and the part of
 * the story it shows: the top 1280 × 800 of the desktop shot. */
export const pictureWidth = 448;
const shownHeight = 800;

/** Storybook's story id of a title and an export (its `sanitize`): lower case, every other character a hyphen. */
const sanitize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The baseline of a block's Swedish story. */
export const baselineOf = (type: BlockType) =>
  path.join(baselines, `${sanitize(`Blocks/${blockTypes[type].label.en}`)}--swedish.png`);

export const hashOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

async function makePicture(type: BlockType): Promise<string> {
  const source = baselineOf(type);
  const { width = 1280, height = shownHeight } = await sharp(source).metadata();
  await sharp(source)
    .extract({ left: 0, top: 0, width, height: Math.min(height, shownHeight) })
    .resize({ width: pictureWidth })
    .webp({ quality: 72, effort: 6 })
    .toFile(path.join(paletteDir, `${type}.webp`));
  return hashOf(source);
}

export async function makePalettePictures(): Promise<void> {
  mkdirSync(paletteDir, { recursive: true });
  const sources: Record<string, string> = {};
  for (const type of blockTypeNames) sources[type] = await makePicture(type);
  writeFileSync(sourcesFile, `${JSON.stringify(sources, null, 2)}\n`);
  console.log(`Palette pictures: ${blockTypeNames.length} made in ${path.relative(root, paletteDir)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  makePalettePictures().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
