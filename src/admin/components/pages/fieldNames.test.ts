import { describe, expect, it } from 'vitest';
import { fieldSpec, type FieldSpec } from '../../../../shared/blocks/fields';
import { blockTypes, siteParts } from '../../../../shared/blocks/registry';
import { pageMeta } from '../../../../shared/pages';
import { fieldLabel, fieldNames, optionLabel, optionNames } from './fieldNames';

/** Every field name a schema gives, anywhere in it, and every option of its choices (`options`). */
function namesIn(spec: FieldSpec, into = new Set<string>(), options = new Set<string>()): Set<string> {
  if (spec.kind === 'choice')
    for (const option of spec.options) if (typeof option === 'string') options.add(option);
  if (spec.kind === 'group')
    for (const [name, field] of spec.fields) {
      into.add(name);
      namesIn(field, into, options);
    }
  else if (spec.kind === 'list') namesIn(spec.item, into, options);
  else if (spec.kind === 'optional') namesIn(spec.inner, into, options);
  return into;
}

describe('the editor’s field names', () => {
  const schemas = [
    ...Object.values(blockTypes).map((type) => type.schema),
    ...Object.values(siteParts),
    pageMeta,
  ];
  const options = new Set<string>();
  const names = new Set(schemas.flatMap((schema) => [...namesIn(fieldSpec(schema), new Set(), options)]));

  it('name every field of every block, of the page’s meta and of the shared parts, in both languages', () => {
    expect(names.size).toBeGreaterThan(50);
    expect([...names].filter((name) => !Object.hasOwn(fieldNames, name))).toEqual([]);
  });

  it('name every option of every choice', () => {
    expect(options.size).toBeGreaterThan(20);
    expect([...options].filter((option) => !Object.hasOwn(optionNames, option))).toEqual([]);
    expect(optionLabel('dark', 'sv')).toBe('Mörk');
    expect(optionLabel(3, 'sv')).toBe('3');
  });

  it('say a field in the admin’s language, and spell out one they do not know', () => {
    expect(fieldLabel('imageAlt', 'sv')).toBe('Bildbeskrivning (alt-text)');
    expect(fieldLabel('imageAlt', 'en')).toBe('Picture description (alt text)');
    expect(fieldLabel('someNewField', 'en')).toBe('Some new field');
  });
});
