import type { ArgTypes } from '@storybook/react-vite';
import { fieldSpec, type FieldSpec } from '../../shared/blocks/fields';
import { blockTypes, type BlockData, type BlockType, type SiteParts } from '../../shared/blocks/registry';
import { pathLabel } from '../admin/components/pages/pageTexts';
import { fieldLabel } from '../admin/components/pages/fieldNames';
import { BlockPreview } from '../blocks/BlockPreview';

/**
 * A block's stories take its data as Storybook args, one control per field, made from the block's schema (the
 * same description of fields the page editor draws, `shared/blocks/fields.ts`): a text field per language with its
 * length limit, a select for a choice, a number with its range, a switch, and for a list how many items it has
 * (the new ones empty). A field added to a schema shows in both at once. The args are flat, one per field
 * (`heading__title__sv`): Storybook's controls edit top-level args only, and its addresses keep only such names.
 */
export type BlockStoryArgs = Record<string, unknown> & {
  /** The shared parts the block shows (the prices): not a control. */
  parts?: Partial<SiteParts>;
  /** The block's id on the page (its anchor): not a control. */
  id?: string;
};

const join = (path: string, key: string | number) => (path ? `${path}__${key}` : String(key));
const languageName = { sv: 'Swedish', en: 'English' } as const;

/** The block's data as flat args: a value per field, and per list how many items it holds. */
export function dataToArgs(spec: FieldSpec, value: unknown, path = '', into: Record<string, unknown> = {}) {
  switch (spec.kind) {
    case 'text': {
      const text = (value ?? {}) as { sv?: string; en?: string };
      into[join(path, 'sv')] = text.sv ?? '';
      into[join(path, 'en')] = text.en ?? '';
      break;
    }
    case 'group': {
      const record = (value ?? {}) as Record<string, unknown>;
      for (const [key, field] of spec.fields) dataToArgs(field, record[key], join(path, key), into);
      break;
    }
    case 'list': {
      const items = Array.isArray(value) ? value : [];
      into[join(path, 'count')] = items.length;
      items.forEach((item, index) => dataToArgs(spec.item, item, join(path, index), into));
      break;
    }
    case 'optional':
      into[join(path, 'shown')] = value !== null && value !== undefined;
      if (value !== null && value !== undefined) dataToArgs(spec.inner, value, path, into);
      break;
    default:
      into[path] = value;
  }
  return into;
}

/** The block's data from flat args (what `dataToArgs` made, as the controls changed it). */
export function argsToData(spec: FieldSpec, args: Record<string, unknown>, path = ''): unknown {
  switch (spec.kind) {
    case 'text':
      return { sv: args[join(path, 'sv')] ?? '', en: args[join(path, 'en')] ?? '' };
    case 'group':
      return Object.fromEntries(
        spec.fields.map(([key, field]) => [key, argsToData(field, args, join(path, key))]),
      );
    case 'list': {
      const count = Math.max(0, Math.min(spec.max, Number(args[join(path, 'count')] ?? 0) || 0));
      return Array.from({ length: count }, (_, index) => argsToData(spec.item, args, join(path, index)));
    }
    case 'optional':
      return args[join(path, 'shown')] === true ? argsToData(spec.inner, args, path) : null;
    default:
      return args[path];
  }
}

/** How a path of args reads in the controls: "Heading › Title (Swedish)", "Steps 2 › Title (English)". */
const controlName = (path: string) =>
  pathLabel(path.split('__'), [], 'en', (part) =>
    part === 'count' ? 'How many' : part === 'shown' ? 'Shown' : fieldLabel(part, 'en'),
  );

/** The controls for each flat arg of `args` (made by `dataToArgs` from the same spec). */
export function blockArgTypes(spec: FieldSpec, args: Record<string, unknown>): ArgTypes<BlockStoryArgs> {
  const argTypes: ArgTypes<BlockStoryArgs> = {
    parts: { table: { disable: true } },
    id: { table: { disable: true } },
  };
  const visit = (field: FieldSpec, path: string) => {
    const category = path ? controlName(path.split('__')[0]!) : undefined;
    const add = (key: string, type: ArgTypes[string]) => {
      argTypes[key] = { name: controlName(key), ...type, table: { category, ...type.table } };
    };
    switch (field.kind) {
      case 'text':
        for (const lang of ['sv', 'en'] as const) {
          const required = lang === 'sv' && field.required ? ', required' : '';
          add(join(path, lang), {
            control: { type: 'text', maxLength: field.max },
            description: `${languageName[lang]}: at most ${field.max} characters${required}`,
          });
        }
        break;
      case 'group':
        for (const [key, inner] of field.fields) visit(inner, join(path, key));
        break;
      case 'list': {
        const count = Number(args[join(path, 'count')] ?? 0);
        add(join(path, 'count'), {
          control: { type: 'range', min: field.min, max: field.max, step: 1 },
          description: `From ${field.min} to ${field.max} items; a new one starts empty`,
        });
        for (let index = 0; index < Math.max(count, 1); index++) visit(field.item, join(path, index));
        break;
      }
      case 'optional':
        add(join(path, 'shown'), { control: 'boolean', description: 'Optional: off leaves it out' });
        visit(field.inner, path);
        break;
      case 'choice':
        add(path, {
          control: field.options.length <= 4 ? 'inline-radio' : 'select',
          options: field.options,
        });
        break;
      case 'number':
        add(path, {
          control: { type: 'number', min: field.min, max: Math.min(field.max, 2 ** 31 - 1), step: 1 },
          description: `From ${field.min} to ${field.max}`,
        });
        break;
      case 'toggle':
        add(path, { control: 'boolean' });
        break;
      case 'date':
        add(path, { control: 'text', description: 'A date: YYYY-MM-DD' });
        break;
    }
  };
  visit(spec, '');
  return argTypes;
}

/** `text` cut to at most `max` characters, at a word where one ends in time. */
const clamp = (text: string, max: number) => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).trimEnd();
};

/**
 * `data` with every text cut to its field's limit: the longest texts a page can hold (a long-content story made
 * by doubling the texts would otherwise pass a limit, and draw data no save allows).
 */
export function withinLimits<Type extends BlockType>(type: Type, data: BlockData<Type>): BlockData<Type> {
  const fit = (spec: FieldSpec, value: unknown): unknown => {
    if (value === null || value === undefined) return value;
    switch (spec.kind) {
      case 'text': {
        const text = value as { sv: string; en: string };
        return { sv: clamp(text.sv, spec.max), en: clamp(text.en, spec.max) };
      }
      case 'group': {
        const record = { ...(value as Record<string, unknown>) };
        for (const [key, field] of spec.fields) if (key in record) record[key] = fit(field, record[key]);
        return record;
      }
      case 'list':
        return (value as unknown[]).map((item) => fit(spec.item, item));
      case 'optional':
        return fit(spec.inner, value);
      default:
        return value;
    }
  };
  return fit(blockFields(type), data) as BlockData<Type>;
}

/** The field description of a kind of block's data. */
export const blockFields = (type: BlockType) => fieldSpec(blockTypes[type].schema);

/** A story's args for block `type` holding `data` (a story of another state than the meta's default). */
export const blockArgs = <Type extends BlockType>(type: Type, data: BlockData<Type>) =>
  dataToArgs(blockFields(type), data);

/**
 * What a block's stories' meta holds: its args from `data`, a control per field, and a render that puts the
 * controls' values back together, checks them with the block's schema and draws the block, or the schema's
 * messages when a control made the data invalid (never a block drawn from data a page could not save).
 */
export function blockStoryMeta<Type extends BlockType>(
  type: Type,
  data: BlockData<Type>,
  { parts, id }: { parts?: Partial<SiteParts>; id?: string } = {},
) {
  const spec = blockFields(type);
  const args: BlockStoryArgs = {
    ...dataToArgs(spec, data),
    ...(parts ? { parts } : {}),
    ...(id ? { id } : {}),
  };
  return {
    args,
    argTypes: blockArgTypes(spec, args),
    render: (storyArgs: BlockStoryArgs) => <BlockFromArgs type={type} args={storyArgs} />,
  };
}

function BlockFromArgs({ type, args }: { type: BlockType; args: BlockStoryArgs }) {
  const parsed = blockTypes[type].schema.safeParse(argsToData(blockFields(type), args));
  if (!parsed.success) {
    return (
      <div role="alert" lang="en" style={{ padding: '1rem', font: '600 0.875rem/1.5 system-ui, sans-serif' }}>
        <p>This data is not a valid {blockTypes[type].label.en} block (a page could not save it):</p>
        <ul>
          {parsed.error.issues.map((issue) => (
            <li key={`${issue.path.join('.')}:${issue.message}`}>
              {issue.path.length > 0 ? controlName(issue.path.join('__')) : 'The block'}: {issue.message}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <BlockPreview
      type={type}
      data={parsed.data as BlockData<BlockType>}
      parts={args.parts}
      id={args.id ?? type}
    />
  );
}
