import type { FieldSpec } from '../../shared/blocks/fields';
import { blockTypes, type BlockType } from '../../shared/blocks/registry';
import { pathLabel } from '../admin/components/pages/pageTexts';
import { fieldLabel } from '../admin/components/pages/fieldNames';

/** A field of a block as the guide lists it: where it is, and what it holds. */
export type GuideRow =
  | { kind: 'text'; field: string; max: number; required: boolean }
  | { kind: 'list'; field: string; min: number; max: number }
  | { kind: 'choice'; field: string; options: (string | number)[] };

/** "Steps › Title": a field's place in the block, in the page editor's words. */
const placeOf = (path: string[]) => pathLabel(path, [], 'en', (part) => fieldLabel(part, 'en'));

/**
 * What a designer needs of a block's fields, from its schema (the field description the page editor and the
 * controls use): each text with its limit, each list with how many items it takes, each choice with its options.
 * A list's items are described once ("Steps › Title"), not per item.
 */
export function guideRows(spec: FieldSpec, path: string[] = [], rows: GuideRow[] = []): GuideRow[] {
  switch (spec.kind) {
    case 'text':
      rows.push({ kind: 'text', field: placeOf(path), max: spec.max, required: spec.required });
      break;
    case 'group':
      for (const [key, field] of spec.fields) guideRows(field, [...path, key], rows);
      break;
    case 'list':
      rows.push({ kind: 'list', field: placeOf(path), min: spec.min, max: spec.max });
      guideRows(spec.item, path, rows);
      break;
    case 'optional':
      guideRows(spec.inner, path, rows);
      break;
    case 'choice':
      rows.push({ kind: 'choice', field: placeOf(path), options: spec.options });
      break;
    default:
      break;
  }
  return rows;
}

/**
 * The kind of block a Docs page is of, by its title: a block's stories are titled `Blocks/<its name in the page
 * editor>` (the registry's English label), so the guide and the palette name it alike.
 */
export function blockTypeOfTitle(title: string): BlockType | undefined {
  const [group, name] = title.split('/');
  if (group !== 'Blocks') return undefined;
  return (Object.keys(blockTypes) as BlockType[]).find((type) => blockTypes[type].label.en === name);
}
