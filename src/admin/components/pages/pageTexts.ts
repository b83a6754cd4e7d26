import { fillPriceTokens, replacePriceTokens, type NamedPrices } from '../../../../shared/blocks/priceTokens';
import { blockTypes, type Block } from '../../../../shared/blocks/registry';
import { isLocalizedText } from '../../../../shared/localize';
import type { PageMeta } from '../../../../shared/pages';
import type { ComparedText } from '../Revisions';
import { fieldLabel } from './SchemaFields';

type Content = { meta: Omit<PageMeta, 'socialImage'> & Partial<PageMeta>; blocks: unknown[] };
type Text = { label: string; text: string };

const language = { sv: 'Swedish', en: 'English' } as const;

/** Every text (and number, choice and switch) of `value`, by its path, labelled as the editor labels it. */
function walk(value: unknown, path: string, labels: string[], into: Map<string, Text>) {
  const label = labels.join(' › ');
  if (isLocalizedText(value)) {
    for (const lang of ['sv', 'en'] as const)
      into.set(`${path}.${lang}`, { label: `${label} (${language[lang]})`, text: value[lang] });
  } else if (Array.isArray(value)) {
    const parents = labels.slice(0, -1);
    const last = labels.at(-1) ?? '';
    value.forEach((item, index) =>
      walk(item, `${path}.${index}`, [...parents, `${last} ${index + 1}`], into),
    );
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value))
      walk(item, `${path}.${key}`, [...labels, fieldLabel(key)], into);
  } else if (value !== null && value !== undefined) {
    into.set(path, { label, text: String(value) });
  }
}

/** Every text of `value` (any part of a page), by its path under it, labelled from `labels` on. */
export function textsOf(value: unknown, labels: string[]): Map<string, Text> {
  const texts = new Map<string, Text>();
  walk(value, '', labels, texts);
  return texts;
}

const kindLabel = (block: Block) => blockTypes[block.type]?.label.en ?? block.type;

/** A page's texts: its meta, the order of its blocks, and every field of every block (a block by its id). */
function pageTexts({ meta, blocks }: Content): Map<string, Text> {
  const texts = new Map<string, Text>();
  const { socialImage: _picture, ...words } = meta;
  walk(words, 'meta', [], texts);
  const typed = blocks as Block[];
  texts.set('order', { label: 'Blocks, in order', text: typed.map(kindLabel).join(', ') });
  for (const block of typed) {
    const name = kindLabel(block);
    if (block.hidden) texts.set(`${block.id}.hidden`, { label: `${name} › Hidden`, text: 'Hidden' });
    walk(block.data, block.id, [name], texts);
  }
  return texts;
}

/** A page's revision beside its current version, text by text (a text only one of them has is all added or removed). */
export function comparePages(revision: Content, current: Content): ComparedText[] {
  const before = pageTexts(revision);
  const after = pageTexts(current);
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  return keys.map((key) => ({
    key,
    label: (after.get(key) ?? before.get(key))!.label,
    before: before.get(key)?.text ?? '',
    after: after.get(key)?.text ?? '',
  }));
}

/**
 * A path of field names as the editor labels it: each name by `name` (the editor's labels), an item's number after
 * its list's name, the language last ("Steps 2 › Title (English)"). `labels` are put before it (the block's kind).
 */
export function pathLabel(
  parts: string[],
  labels: string[] = [],
  name: (part: string) => string = fieldLabel,
) {
  const named = [...labels];
  let lang: 'sv' | 'en' | null = null;
  for (const part of parts) {
    if (part === 'sv' || part === 'en') lang = part;
    else if (/^\d+$/.test(part) && named.length > 0) named[named.length - 1] += ` ${Number(part) + 1}`;
    else named.push(name(part));
  }
  return `${named.join(' › ')}${lang ? ` (${language[lang]})` : ''}`;
}

/**
 * The field a save's error names (`blocks.2.data.steps.1.title.sv`), as the editor labels it: "Process › Steps 2 ›
 * Title (Swedish)".
 */
export function fieldPathLabel(path: string, { blocks }: Pick<Content, 'blocks'>): string {
  const parts = path.split('.');
  if (parts[0] === 'blocks' && /^\d+$/.test(parts[1] ?? '')) {
    const block = (blocks as Block[])[Number(parts[1])];
    const kind = block ? kindLabel(block) : `Block ${Number(parts[1]) + 1}`;
    return pathLabel(parts.slice(parts[2] === 'data' ? 3 : 2), [kind]);
  }
  if (parts[0] === 'meta') return pathLabel(parts.slice(1), ['Search and sharing']);
  return pathLabel(parts);
}

/**
 * A page's title as staff read it in lists and headings: its price tokens printed from the shared prices (as the
 * site prints them), or an ellipsis while the prices are still on their way. Never `{price:basic}`.
 */
export const printedTitle = (title: string, prices: NamedPrices | null | undefined) =>
  prices ? fillPriceTokens(title, prices, 'sv') : replacePriceTokens(title, () => '…');
