import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockTypeNames } from '../../../../shared/blocks/registry';
import { baselineOf, hashOf, paletteDir, sourcesFile } from '../../../../scripts/palettePictures';

describe("the palette's pictures", () => {
  const sources = JSON.parse(readFileSync(sourcesFile, 'utf8')) as Record<string, string>;

  it('show every kind of block, from the visual baseline of its Swedish story titled by its palette name', () => {
    for (const type of blockTypeNames) {
      expect(existsSync(baselineOf(type)), `${type}: no baseline ${baselineOf(type)}`).toBe(true);
      expect(existsSync(`${paletteDir}/${type}.webp`), `${type}: no picture`).toBe(true);
    }
    const pictured = readdirSync(paletteDir).filter((name) => name.endsWith('.webp'));
    expect(pictured.sort()).toEqual(blockTypeNames.map((type) => `${type}.webp`).sort());
  });

  it('are made from the baselines as they are now (npm run test:visual -- --update makes them again)', () => {
    for (const type of blockTypeNames) {
      expect(
        sources[type],
        `${type}'s picture is older than its story: run tsx scripts/palettePictures.ts`,
      ).toBe(hashOf(baselineOf(type)));
    }
  });
});
