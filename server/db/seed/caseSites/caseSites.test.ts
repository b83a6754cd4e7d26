import { existsSync, readFileSync, readdirSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedPortfolio } from '../portfolio';
import { caseSites, shotFile, shotsDir, siteFile, siteHash, sourcesFile } from './index';

describe("the case studies' example sites", () => {
  const sides = ['before', 'after'] as const;

  it('belong one pair to each seeded case study, described in both languages', () => {
    const studies = seedPortfolio.filter((item) => item.kind === 'case_study').map((item) => item.name);
    expect(caseSites.map((site) => site.caseName).sort()).toEqual(studies.sort());
    for (const site of caseSites)
      for (const side of sides) {
        expect(existsSync(siteFile(site, side)), `${site.id}-${side}.html`).toBe(true);
        expect(site.alt[side].altSv.length).toBeGreaterThan(60);
        expect(site.alt[side].altEn.length).toBeGreaterThan(60);
      }
  });

  it('load nothing from elsewhere: every picture and style is in the page', () => {
    for (const site of caseSites)
      for (const side of sides) {
        const html = readFileSync(siteFile(site, side), 'utf8');
        expect(html, `${site.id}-${side}`).not.toMatch(/(?:src|href)=["']?(?:https?:)?\/\//);
        expect(html, `${site.id}-${side}`).not.toMatch(/url\(\s*["']?(?:https?:)?\/\//);
      }
  });

  it('are pictured as they are now, 1200 × 800 (npx tsx scripts/caseScreenshots.ts makes them again)', async () => {
    const sources = JSON.parse(readFileSync(sourcesFile, 'utf8')) as Record<string, string>;
    for (const site of caseSites)
      for (const side of sides) {
        expect(
          sources[`${site.id}-${side}`],
          `${site.id}-${side}'s picture is older than its site: run npx tsx scripts/caseScreenshots.ts`,
        ).toBe(siteHash(site, side));
        expect(await sharp(shotFile(site, side)).metadata()).toMatchObject({ width: 1200, height: 800 });
      }
    expect(readdirSync(shotsDir).filter((name) => name.endsWith('.webp'))).toHaveLength(caseSites.length * 2);
  });
});
