import type { z } from 'zod';

/**
 * A schema of the block registry read as a form: what the admin's editor draws for each field. The editor
 * knows no block's fields; it walks these.
 */
export type FieldSpec =
  | { kind: 'text'; max: number; required: boolean }
  | { kind: 'number'; min: number; max: number }
  | { kind: 'toggle' }
  | { kind: 'date' }
  | { kind: 'choice'; options: (string | number)[] }
  | { kind: 'group'; fields: [string, FieldSpec][] }
  | { kind: 'list'; item: FieldSpec; min: number; max: number }
  | { kind: 'optional'; inner: FieldSpec };

/** What of a zod schema's definition the walks over schemas read (this one, and the number-field property test). */
export interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, string>;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[];
  format?: string;
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}

export const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

function lengthLimit(schema: z.ZodType, check: 'min_length' | 'max_length'): number | undefined {
  const found = defOf(schema).checks?.find((item) => item._zod.def.check === check)?._zod.def;
  return check === 'min_length' ? found?.minimum : found?.maximum;
}

/** The form field for `schema` (a block's data, or any part of it). */
export function fieldSpec(schema: z.ZodType): FieldSpec {
  const def = defOf(schema);
  switch (def.type) {
    case 'default':
      return fieldSpec(def.innerType!);
    case 'pipe':
      // A preprocess (stored data from an earlier release, upgraded) is a transform into the fields' schema.
      return fieldSpec(defOf(def.in!).type === 'transform' ? def.out! : def.in!);
    case 'nullable':
    case 'optional':
      return { kind: 'optional', inner: fieldSpec(def.innerType!) };
    case 'object': {
      const shape = def.shape!;
      const keys = Object.keys(shape);
      if (keys.length === 2 && keys.includes('sv') && keys.includes('en')) {
        const sv = shape.sv as unknown as { maxLength: number | null; minLength: number | null };
        return { kind: 'text', max: sv.maxLength ?? 10_000, required: (sv.minLength ?? 0) > 0 };
      }
      return { kind: 'group', fields: keys.map((key) => [key, fieldSpec(shape[key]!)]) };
    }
    case 'array':
      return {
        kind: 'list',
        item: fieldSpec(def.element!),
        min: lengthLimit(schema, 'min_length') ?? 0,
        max: lengthLimit(schema, 'max_length') ?? 100,
      };
    case 'enum':
      return { kind: 'choice', options: Object.values(def.entries!) };
    case 'union':
      return {
        kind: 'choice',
        options: def.options!.flatMap((option) => (defOf(option).values ?? []) as (string | number)[]),
      };
    case 'boolean':
      return { kind: 'toggle' };
    case 'string':
      // A calendar date (a legal text's review date); other plain strings are no block field.
      if (def.format === 'date') return { kind: 'date' };
      throw new Error('The block editor draws a plain string only as a date');
    case 'number': {
      const number = schema as unknown as { minValue: number | null; maxValue: number | null };
      return { kind: 'number', min: number.minValue ?? 0, max: number.maxValue ?? Number.MAX_SAFE_INTEGER };
    }
    default:
      throw new Error(`The block editor cannot draw a field of type ${def.type}`);
  }
}

/** A new, empty value for a field: texts empty, lists with their fewest items, choices at their first option. */
export function emptyValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'text':
      return { sv: '', en: '' };
    case 'number':
      return spec.min;
    case 'toggle':
      return false;
    case 'date':
      return new Date().toISOString().slice(0, 10);
    case 'choice':
      return spec.options[0];
    case 'group':
      return Object.fromEntries(spec.fields.map(([key, field]) => [key, emptyValue(field)]));
    case 'list':
      return Array.from({ length: Math.max(spec.min, 1) }, () => emptyValue(spec.item));
    case 'optional':
      return null;
  }
}
