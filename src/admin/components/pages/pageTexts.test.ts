import { describe, expect, it } from 'vitest';
import { newBlock } from './BlockPalette';
import { fieldPathLabel } from './pageTexts';

describe('fieldPathLabel', () => {
  const blocks = [newBlock('hero', new Set()), newBlock('process', new Set())];

  it('names a block’s field as the editor labels it: the kind, the fields, the item’s number, the language', () => {
    expect(fieldPathLabel('blocks.1.data.heading.title.sv', { blocks })).toBe(
      'Process › Heading › Title (Swedish)',
    );
    expect(fieldPathLabel('blocks.1.data.steps.1.title.en', { blocks })).toBe(
      'Process › Steps 2 › Title (English)',
    );
    expect(fieldPathLabel('blocks.0.data.badge.sv', { blocks })).toBe('Hero › Badge (Swedish)');
  });

  it('names the meta under its panel, and a block no longer there by its place', () => {
    expect(fieldPathLabel('meta.description.sv', { blocks })).toBe(
      'Search and sharing › Description (Swedish)',
    );
    expect(fieldPathLabel('blocks.7.type', { blocks })).toBe('Block 8 › Type');
  });
});
