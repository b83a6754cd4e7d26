import { describe, expect, it } from 'vitest';
import { blockTypes, type BlockType } from '../../shared/blocks/registry';
import { sectionTones } from '../../shared/blocks/common';
import { emptyValue } from '../../shared/blocks/fields';
import { fixedPageSources } from '../../mocks/fixtures/pages';
import { argsToData, blockArgTypes, blockFields, dataToArgs } from './blockStory';

const kinds = Object.keys(blockTypes) as BlockType[];
const seeded = fixedPageSources.flatMap(({ blocks }) => blocks);

describe('block stories’ controls, from the block schemas', () => {
  it.each(kinds)('%s: the seed’s data goes through the controls and back unchanged', (type) => {
    const spec = blockFields(type);
    const samples = [
      ...seeded.filter((block) => block.type === type).map(({ data }) => data),
      emptyValue(spec),
    ];
    for (const data of samples) {
      const back = argsToData(spec, dataToArgs(spec, data));
      expect(blockTypes[type].schema.safeParse(back).data ?? back).toEqual(
        blockTypes[type].schema.safeParse(data).data ?? data,
      );
    }
  });

  it.each(kinds)('%s: every arg has its control, named and limited as the schema says', (type) => {
    const spec = blockFields(type);
    const data = seeded.find((block) => block.type === type)?.data ?? emptyValue(spec);
    const args = dataToArgs(spec, data);
    const argTypes = blockArgTypes(spec, args);
    for (const key of Object.keys(args)) {
      expect(argTypes[key], key).toBeDefined();
      expect(argTypes[key]!.name, key).toMatch(/^[A-Z]/);
    }
  });

  it('makes a choice a select of its options, a text a field per language with its limit, a list a count', () => {
    const spec = blockFields('stats');
    const args = dataToArgs(spec, seeded.find((block) => block.type === 'stats')!.data);
    const argTypes = blockArgTypes(spec, args);
    expect(argTypes.tone).toMatchObject({ control: 'inline-radio', options: [...sectionTones] });
    expect(argTypes.items__0__label__sv).toMatchObject({
      name: 'Items 1 › Label (Swedish)',
      control: { type: 'text', maxLength: expect.any(Number) },
    });
    expect(argTypes.items__count).toMatchObject({ control: { type: 'range', min: expect.any(Number) } });
    expect(argTypes.parts).toMatchObject({ table: { disable: true } });
  });

  it('adds empty items when the count grows, and leaves out the rest when it shrinks', () => {
    const spec = blockFields('stats');
    const data = seeded.find((block) => block.type === 'stats')!.data as { items: unknown[] };
    const args = dataToArgs(spec, data);
    const grown = argsToData(spec, { ...args, items__count: data.items.length + 1 }) as { items: unknown[] };
    expect(grown.items).toHaveLength(data.items.length + 1);
    expect(grown.items.at(-1)).toMatchObject({ label: { sv: '', en: '' } });
    const shrunk = argsToData(spec, { ...args, items__count: 1 }) as { items: unknown[] };
    expect(shrunk.items).toEqual([data.items[0]]);
  });
});
