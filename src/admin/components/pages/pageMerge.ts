import type { Block } from '../../../../shared/blocks/registry';
import type { Lang } from '../../../../shared/i18n';
import type { PageInput } from '../../../../shared/pages';
import { adminText } from '../../i18n/adminI18n';
import { fieldLabel } from './fieldNames';
import { kindLabel, textsOf } from './pageTexts';

/**
 * Two saves of one page, put together: what I changed since the version I opened (`base`), what someone else
 * saved since (`theirs`), and where we both changed the same part differently (a question for me).
 *
 * A part is what one save can change apart from the rest: a field of the meta, the addresses, one field of a
 * block, whether a block is hidden, whether a block is there at all, and the order of the blocks both versions
 * have. A part only one side changed takes that side's value; a part both changed alike is taken as it is.
 */

/** One part we both changed, differently: its texts side by side. */
export interface MergeQuestion {
  key: string;
  label: string;
  texts: { label: string; theirs: string; mine: string }[];
}

export interface PageMerge {
  /** The parts we both changed differently: each needs a choice. */
  questions: MergeQuestion[];
  /** The parts only they changed: taken in as they saved them. */
  theirs: string[];
}

type Content = Pick<PageInput, 'meta' | 'path' | 'blocks'>;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What one of the three versions holds of each part, by the part's key. */
interface Part {
  key: string;
  label: string;
  value: (page: Content) => unknown;
}

const byId = (page: Content, id: string) => page.blocks.find((block) => block.id === id);

/** The ids of the blocks `page` has that `other` has too, in `page`'s order. */
const commonOrder = (page: Content, other: Content) =>
  page.blocks.map((block) => block.id).filter((id) => byId(other, id));

function parts(base: Content, mine: Content, theirs: Content, lang: Lang): Part[] {
  const list: Part[] = [];
  const meta = adminText(lang, 'editor.meta');
  const hidden = adminText(lang, 'fields.hidden');
  const metaKeys = new Set([
    ...Object.keys(base.meta),
    ...Object.keys(mine.meta),
    ...Object.keys(theirs.meta),
  ]);
  for (const key of metaKeys)
    list.push({
      key: `meta.${key}`,
      label: `${meta} › ${fieldLabel(key, lang)}`,
      value: (page) => (page.meta as Record<string, unknown>)[key],
    });
  list.push({ key: 'path', label: adminText(lang, 'editor.addresses'), value: (page) => page.path });
  const ids = new Set([...base.blocks, ...mine.blocks, ...theirs.blocks].map((block) => block.id));
  for (const id of ids) {
    const block = (byId(mine, id) ?? byId(theirs, id) ?? byId(base, id))!;
    const name = kindLabel(block, lang);
    list.push({
      key: `${id}`,
      label: adminText(lang, 'merge.block', { name }),
      value: (page) => byId(page, id) ?? null,
    });
    const fields = new Set([base, mine, theirs].flatMap((page) => Object.keys(byId(page, id)?.data ?? {})));
    for (const field of fields)
      list.push({
        key: `${id}.data.${field}`,
        label: `${name} › ${fieldLabel(field, lang)}`,
        value: (page) => (byId(page, id)?.data as Record<string, unknown> | undefined)?.[field],
      });
    list.push({ key: `${id}.hidden`, label: `${name} › ${hidden}`, value: (page) => byId(page, id)?.hidden });
  }
  return list;
}

/** The texts of a part's value in `theirs` and `mine` that differ, labelled as the editor labels them. */
function differingTexts(label: string, theirs: unknown, mine: unknown, lang: Lang) {
  const a = textsOf(theirs, [label], lang);
  const b = textsOf(mine, [label], lang);
  return [...new Set([...a.keys(), ...b.keys()])]
    .map((key) => ({
      label: (b.get(key) ?? a.get(key))!.label,
      theirs: a.get(key)?.text ?? '',
      mine: b.get(key)?.text ?? '',
    }))
    .filter((text) => text.theirs !== text.mine);
}

/**
 * Each part of the page, three ways. A block's own parts (its fields, hidden) are asked about only when the block
 * is in both saves; a block one side removed while the other changed it is one question (keep it or not).
 */
function compare(base: Content, mine: Content, theirs: Content, lang: Lang) {
  const all = parts(base, mine, theirs, lang);
  const say = (key: Parameters<typeof adminText>[1]) => adminText(lang, key);
  const questions: MergeQuestion[] = [];
  const taken: string[] = [];
  const inBoth = (id: string) => Boolean(byId(mine, id) && byId(theirs, id));
  for (const part of all) {
    const [id, within] = part.key.includes('.') && !part.key.startsWith('meta.') ? part.key.split('.') : [];
    // A block both saves have is compared field by field; one a side lacks, whole (there or not).
    if (within && !inBoth(id!)) continue;
    const whole = !part.key.includes('.') && part.key !== 'path';
    if (whole && inBoth(part.key)) continue;
    const [b, m, t] = [part.value(base), part.value(mine), part.value(theirs)];
    if (same(m, t) || same(t, b)) continue;
    if (same(m, b)) {
      taken.push(part.label);
      continue;
    }
    let texts: MergeQuestion['texts'];
    if (whole)
      texts = [
        {
          label: part.label,
          theirs: t === null ? say('merge.removed') : say('merge.keptTheirs'),
          mine: m === null ? say('merge.removed') : say('merge.keptYours'),
        },
      ];
    else if (within === 'hidden')
      texts = [
        {
          label: part.label,
          theirs: say(t ? 'fields.hidden' : 'fields.shown'),
          mine: say(m ? 'fields.hidden' : 'fields.shown'),
        },
      ];
    else texts = differingTexts(part.label, t, m, lang);
    questions.push({ key: part.key, label: part.label, texts });
  }
  // The order of the blocks both have.
  const [b, m, t] = [commonOrder(base, mine), commonOrder(mine, theirs), commonOrder(theirs, mine)];
  const baseOrder = b.filter((id) => m.includes(id));
  if (!same(m, t) && !same(t, baseOrder)) {
    const order = say('fields.order');
    if (same(m, baseOrder)) taken.push(order);
    else {
      const names = (ids: string[], page: Content) =>
        ids.map((id) => kindLabel(byId(page, id)!, lang)).join(', ');
      questions.push({
        key: 'order',
        label: order,
        texts: [{ label: order, theirs: names(t, theirs), mine: names(m, mine) }],
      });
    }
  }
  return { all, questions, taken };
}

/** What to ask and what is taken in when my save meets theirs, said in the admin's language `lang`. */
export function pageMerge(base: Content, mine: Content, theirs: Content, lang: Lang): PageMerge {
  const { questions, taken } = compare(base, mine, theirs, lang);
  return { questions, theirs: taken };
}

/**
 * My page on top of theirs: every part only they changed as they saved it, every part only I changed as I have
 * it, and each question answered by `keepMine` (the keys whose answer is "keep mine"). The result is saved over
 * their version: it carries their version number, and my publishing choice.
 */
export function mergePages(
  base: PageInput,
  mine: PageInput,
  theirs: PageInput & { version: number },
  keepMine: ReadonlySet<string>,
): PageInput {
  // The parts' keys decide; their labels (in either language) are not read.
  const { all, questions } = compare(base, mine, theirs, 'en');
  const asked = new Set(questions.map((question) => question.key));
  /** Which side's value a part takes. */
  const side = (key: string, value: (page: Content) => unknown): Content => {
    if (asked.has(key)) return keepMine.has(key) ? mine : theirs;
    const [b, m] = [value(base), value(mine)];
    return same(m, b) ? theirs : mine;
  };
  const valueOf = (key: string) => all.find((part) => part.key === key)!;

  const meta = { ...theirs.meta } as Record<string, unknown>;
  for (const part of all.filter((candidate) => candidate.key.startsWith('meta.'))) {
    const field = part.key.slice('meta.'.length);
    const value = part.value(side(part.key, part.value));
    if (value === undefined) delete meta[field];
    else meta[field] = value;
  }
  const path = valueOf('path').value(side('path', valueOf('path').value)) as PageInput['path'];

  // Which blocks stay, each put together field by field when both have it.
  const ids = [...new Set([...mine.blocks, ...theirs.blocks].map((block) => block.id))];
  const kept = new Map<string, Block>();
  for (const id of ids) {
    const [m, t] = [byId(mine, id), byId(theirs, id)];
    if (m && t) {
      const data = { ...(t.data as Record<string, unknown>) };
      for (const part of all.filter((candidate) => candidate.key.startsWith(`${id}.data.`))) {
        const field = part.key.slice(`${id}.data.`.length);
        const value = part.value(side(part.key, part.value));
        if (value === undefined) delete data[field];
        else data[field] = value;
      }
      const hidden = valueOf(`${id}.hidden`);
      kept.set(id, {
        ...t,
        data,
        hidden: hidden.value(side(hidden.key, hidden.value)) as boolean,
      } as Block);
    } else {
      const block = valueOf(id).value(side(id, valueOf(id).value)) as Block | null;
      if (block) kept.set(id, block);
    }
  }

  // The order: the blocks both have as the chosen side orders them; one only a side has, after the block it
  // follows there (or first).
  const order = asked.has('order')
    ? keepMine.has('order')
      ? commonOrder(mine, theirs)
      : commonOrder(theirs, mine)
    : same(
          commonOrder(mine, theirs),
          commonOrder(base, mine).filter((id) => byId(theirs, id)),
        )
      ? commonOrder(theirs, mine)
      : commonOrder(mine, theirs);
  const blocks = order.filter((id) => kept.has(id));
  for (const page of [mine, theirs]) {
    page.blocks.forEach((block, index) => {
      if (blocks.includes(block.id) || !kept.has(block.id)) return;
      const before = page.blocks
        .slice(0, index)
        .map((other) => other.id)
        .filter((other) => blocks.includes(other))
        .at(-1);
      blocks.splice(before === undefined ? 0 : blocks.indexOf(before) + 1, 0, block.id);
    });
  }
  return {
    path,
    status: mine.status,
    publishAt: mine.publishAt,
    meta: meta as PageInput['meta'],
    blocks: blocks.map((id) => kept.get(id)!),
    version: theirs.version,
  };
}
