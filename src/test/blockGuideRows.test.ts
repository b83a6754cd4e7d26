import { describe, expect, it } from 'vitest';
import { fieldSpec } from '../../shared/blocks/fields';
import { blockTypes, type BlockType } from '../../shared/blocks/registry';
import { blockGuidance } from './blockGuidance';
import { globSync, readFileSync } from 'node:fs';
import { blockTypeOfTitle, guideRows } from './blockGuideRows';

const types = Object.keys(blockTypes) as BlockType[];

describe("a block's guide", () => {
  it('lists every text of every kind of block with its limit, each list with its range, each choice with its options', () => {
    for (const type of types) {
      const rows = guideRows(fieldSpec(blockTypes[type].schema));
      for (const row of rows) {
        if (row.kind === 'text') expect(row.max, `${type}: ${row.field}`).toBeGreaterThan(0);
        if (row.kind === 'list') expect(row.min, `${type}: ${row.field}`).toBeLessThanOrEqual(row.max);
        if (row.kind === 'choice') expect(row.options.length, `${type}: ${row.field}`).toBeGreaterThan(0);
      }
      expect(new Set(rows.map((row) => `${row.kind} ${row.field}`)).size, type).toBe(rows.length);
      expect(blockGuidance[type].use, type).not.toBe('');
    }
  });

  it('names a field as the page editor does, a list item once', () => {
    const rows = guideRows(fieldSpec(blockTypes.process.schema));
    const texts = rows.filter((row) => row.kind === 'text').map((row) => row.field);
    expect(texts).toContain('Heading › Title');
    expect(texts.filter((field) => field.startsWith('Steps ›'))).toEqual([
      'Steps › Title',
      'Steps › Description',
    ]);
    expect(rows).toContainEqual({
      kind: 'list',
      field: 'Steps',
      min: expect.any(Number),
      max: expect.any(Number),
    });
    const layout = rows.find((row) => row.kind === 'choice' && row.field === 'Layout');
    expect(layout).toEqual({ kind: 'choice', field: 'Layout', options: ['grid', 'timeline'] });
  });

  it("knows every block's stories by their title, so each block's Docs page is its guide", () => {
    const titles = globSync('src/blocks/*/*.stories.tsx').map(
      (file) => /title: '([^']+)'/.exec(readFileSync(file, 'utf8'))?.[1] ?? file,
    );
    const found = titles.map((title) => blockTypeOfTitle(title));
    expect(titles.filter((_, index) => found[index] === undefined)).toEqual([]);
    expect(new Set(found).size).toBe(types.length);
    expect(blockTypeOfTitle('Components/Accordion')).toBeUndefined();
  });
});
