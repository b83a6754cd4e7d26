import { fillPriceTokens, replacePriceTokens, type NamedPrices } from '../../../../shared/blocks/priceTokens';
import { blockTypes, type Block } from '../../../../shared/blocks/registry';
import type { Lang } from '../../../../shared/i18n';
import { isLocalizedText } from '../../../../shared/localize';
import type { PageMeta } from '../../../../shared/pages';
import type { ComparedText } from '../Revisions';
import { adminText } from '../../i18n/adminI18n';
import { fieldLabel } from './fieldNames';

type Content = { meta: Omit<PageMeta, 'socialImage'> & Partial<PageMeta>; blocks: unknown[] };
type Text = { label: string; text: string };

/** "Title (Swedish)": a text's label with its language, both in the admin's language `lang`. */
const inLanguage = (label: string, text: Lang, lang: Lang) =>
  adminText(lang, 'fields.textOf', {
    label,
    lang: adminText(lang, text === 'sv' ? 'fields.inLang.sv' : 'fields.inLang.en'),
  });

/**
 * Every text (and number, choice and switch) of `value`, by its path, labelled as the editor labels it in the
 * admin's language `lang`.
 */
function walk(value: unknown, path: string, labels: string[], lang: Lang, into: Map<string, Text>) {
  const label = labels.join(' › ');
  if (isLocalizedText(value)) {
    for (const text of ['sv', 'en'] as const)
      into.set(`${path}.${text}`, { label: inLanguage(label, text, lang), text: value[text] });
  } else if (Array.isArray(value)) {
    const parents = labels.slice(0, -1);
    const last = labels.at(-1) ?? '';
    value.forEach((item, index) =>
      walk(item, `${path}.${index}`, [...parents, `${last} ${index + 1}`], lang, into),
    );
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value))
      walk(item, `${path}.${key}`, [...labels, fieldLabel(key, lang)], lang, into);
  } else if (value !== null && value !== undefined) {
    into.set(path, { label, text: String(value) });
  }
}

/** Every text of `value` (any part of a page), by its path under it, labelled from `labels` on in `lang`. */
export function textsOf(value: unknown, labels: string[], lang: Lang): Map<string, Text> {
  const texts = new Map<string, Text>();
  walk(value, '', labels, lang, texts);
  return texts;
}

/** A block's kind as the admin names it in `lang` ("Hero", "Startskärm"). */
export const kindLabel = (block: Block, lang: Lang) => blockTypes[block.type]?.label[lang] ?? block.type;

/** A page's texts: its meta, the order of its blocks, and every field of every block (a block by its id). */
function pageTexts({ meta, blocks }: Content, lang: Lang): Map<string, Text> {
  const texts = new Map<string, Text>();
  const { socialImage: _picture, ...words } = meta;
  walk(words, 'meta', [], lang, texts);
  const typed = blocks as Block[];
  texts.set('order', {
    label: adminText(lang, 'fields.order'),
    text: typed.map((block) => kindLabel(block, lang)).join(', '),
  });
  const hidden = adminText(lang, 'fields.hidden');
  for (const block of typed) {
    const name = kindLabel(block, lang);
    if (block.hidden) texts.set(`${block.id}.hidden`, { label: `${name} › ${hidden}`, text: hidden });
    walk(block.data, block.id, [name], lang, texts);
  }
  return texts;
}

/**
 * A page's revision beside its current version, text by text (a text only one of them has is all added or
 * removed), labelled in the admin's language `lang`.
 */
export function comparePages(revision: Content, current: Content, lang: Lang): ComparedText[] {
  const before = pageTexts(revision, lang);
  const after = pageTexts(current, lang);
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  return keys.map((key) => ({
    key,
    label: (after.get(key) ?? before.get(key))!.label,
    before: before.get(key)?.text ?? '',
    after: after.get(key)?.text ?? '',
  }));
}

/**
 * A path of field names as the editor labels it in `lang`: each name by `name` (the editor's labels), an item's
 * number after its list's name, the language last ("Steps 2 › Title (English)"). `labels` are put before it (the
 * block's kind).
 */
export function pathLabel(
  parts: string[],
  labels: string[],
  lang: Lang,
  name: (part: string) => string = (part) => fieldLabel(part, lang),
) {
  const named = [...labels];
  let text: Lang | null = null;
  for (const part of parts) {
    if (part === 'sv' || part === 'en') text = part;
    else if (/^\d+$/.test(part) && named.length > 0) named[named.length - 1] += ` ${Number(part) + 1}`;
    else named.push(name(part));
  }
  const label = named.join(' › ');
  return text ? inLanguage(label, text, lang) : label;
}

/**
 * The field a save's error names (`blocks.2.data.steps.1.title.sv`), as the editor labels it: "Process › Steps 2 ›
 * Title (Swedish)".
 */
export function fieldPathLabel(path: string, { blocks }: Pick<Content, 'blocks'>, lang: Lang): string {
  const parts = path.split('.');
  if (parts[0] === 'blocks' && /^\d+$/.test(parts[1] ?? '')) {
    const block = (blocks as Block[])[Number(parts[1])];
    const kind = block
      ? kindLabel(block, lang)
      : adminText(lang, 'fields.blockN', { index: Number(parts[1]) + 1 });
    return pathLabel(parts.slice(parts[2] === 'data' ? 3 : 2), [kind], lang);
  }
  if (parts[0] === 'meta') return pathLabel(parts.slice(1), [adminText(lang, 'editor.meta')], lang);
  return pathLabel(parts, [], lang);
}

/**
 * A page's title as staff read it in lists and headings: its price tokens printed from the shared prices (as the
 * site prints them), or an ellipsis while the prices are still on their way. Never `{price:basic}`.
 */
export const printedTitle = (title: string, prices: NamedPrices | null | undefined) =>
  prices ? fillPriceTokens(title, prices, 'sv', { momsWords: false }) : replacePriceTokens(title, () => '…');
