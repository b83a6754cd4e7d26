import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as adminSchemas from './adminSchemas';
import { defOf } from './blocks/fields';
import { blockTypeNames, blockTypes, siteParts } from './blocks/registry';
import { contactLeadSchema } from './contactSchema';
import { maxSerialId } from './inputRules';
import { newPageInput, pageInput, sitePartInput } from './pages';

/**
 * Issue #59's property: every number field of every schema a save goes through (the block registry, the pages,
 * the site parts, the admin's forms, the contact form) either refuses a value or takes one the database holds.
 * The walk reads the schemas themselves, so a field added later is checked without being listed here.
 */

/** Every number schema inside `schema`, by its path. */
function numberFields(
  schema: z.ZodType,
  path: string,
  found: [string, z.ZodType][] = [],
  ancestors = new Set<z.ZodType>(),
) {
  // Only a schema that holds itself (a lazy one) is met again on the way down; a shared one is walked each time.
  if (ancestors.has(schema)) return found;
  ancestors.add(schema);
  const def = defOf(schema);
  const walk = (inner: z.ZodType | undefined, at = path) =>
    inner && numberFields(inner, at, found, ancestors);
  switch (def.type) {
    case 'number':
      found.push([path, schema]);
      break;
    case 'object':
      for (const [key, field] of Object.entries(def.shape!)) walk(field, `${path}.${key}`);
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'union':
      def.options!.forEach((option) => walk(option));
      break;
    case 'pipe':
      walk(def.in);
      walk(def.out);
      break;
    case 'intersection':
      walk(def.left);
      walk(def.right);
      break;
    case 'record':
      walk(def.valueType, `${path}{}`);
      break;
    case 'lazy':
      walk(def.getter!());
      break;
    default:
      walk(def.innerType);
  }
  ancestors.delete(schema);
  return found;
}

const schemas: [string, z.ZodType][] = [
  ['pageInput', pageInput],
  ['newPageInput', newPageInput],
  ['sitePartInput', sitePartInput],
  ['contactLead', contactLeadSchema],
  ...blockTypeNames.map((type): [string, z.ZodType] => [`block ${type}`, blockTypes[type].schema]),
  ...Object.entries(siteParts).map(([key, schema]): [string, z.ZodType] => [`part ${key}`, schema]),
  ...Object.entries(adminSchemas).flatMap(([name, value]): [string, z.ZodType][] =>
    value instanceof z.ZodType ? [[name, value]] : [],
  ),
];
const fields = schemas.flatMap(([name, schema]) => numberFields(schema, name));
const values = [0, -1, 2 ** 31, 2 ** 53, 1e308, -1e308, Number.NaN, Number.POSITIVE_INFINITY];

describe('every number field a save goes through', () => {
  it('is found by the walk (the fields this issue names among them)', () => {
    const paths = fields.map(([path]) => path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'pageInput.meta.socialImage',
        'pageInput.version',
        'sitePartInput.version',
        'block pageHead.art.palette',
        'postInputSchema.coverMediaId',
        'settingsInputSchema.socialMediaId',
        'portfolioInputSchema.sortOrder',
      ]),
    );
    expect(paths.some((path) => path.startsWith('part prices'))).toBe(true);
  });

  it.each(fields)('%s refuses a value the database cannot hold, or takes one it can', (_path, schema) => {
    for (const value of values) {
      const parsed = schema.safeParse(value);
      if (!parsed.success) continue;
      expect(Number.isSafeInteger(parsed.data), `${value} → ${String(parsed.data)}`).toBe(true);
      expect(Math.abs(parsed.data as number), `${value}`).toBeLessThanOrEqual(maxSerialId);
    }
  });
});
