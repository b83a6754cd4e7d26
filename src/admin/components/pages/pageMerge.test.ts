import { describe, expect, it } from 'vitest';
import type { Block } from '../../../../shared/blocks/registry';
import type { PageInput } from '../../../../shared/pages';
import { mergePages, pageMerge } from './pageMerge';

const text = (sv: string, en = sv) => ({ sv, en });
const hero = (badge: string, title = 'Rubrik'): Block =>
  ({
    id: 'hero-1',
    type: 'hero',
    hidden: false,
    data: { badge: text(badge), title: text(title) },
  }) as unknown as Block;
const faq = (answer: string): Block =>
  ({
    id: 'faq-1',
    type: 'faq',
    hidden: false,
    data: { questions: [{ question: text('Vad kostar det?'), answer: text(answer) }] },
  }) as unknown as Block;
const process = (id = 'process-1'): Block =>
  ({ id, type: 'process', hidden: false, data: { steps: [] } }) as unknown as Block;

const base: PageInput = {
  path: { sv: '/kampanj', en: '/en/campaign' },
  status: 'draft',
  publishAt: null,
  meta: {
    title: text('Kampanj'),
    description: text('Om kampanjen'),
    keywords: text(''),
    noindex: false,
    socialImage: null,
  },
  blocks: [hero('Nytt'), faq('Ett fast pris'), process()],
  version: 3,
};
const change = (page: PageInput, edit: (copy: PageInput) => void) => {
  const copy = structuredClone(page);
  edit(copy);
  return copy;
};
const theirsOf = (edit: (copy: PageInput) => void) => ({ ...change(base, edit), version: 4 });

describe('pageMerge and mergePages: my save on top of one saved since', () => {
  it('takes in every part only they changed and keeps every part only I changed, asking nothing', () => {
    const mine = change(base, (page) => {
      page.blocks[0] = hero('Mitt märke');
      page.meta.description = text('Min beskrivning');
    });
    const theirs = theirsOf((page) => {
      page.blocks[1] = faq('Deras svar');
      page.meta.title = text('Deras titel');
    });
    const merge = pageMerge(base, mine, theirs, 'en');
    expect(merge.questions).toEqual([]);
    expect(merge.theirs).toEqual(['Search and sharing › Title', 'FAQ › Questions']);
    const merged = mergePages(base, mine, theirs, new Set());
    expect(merged.version).toBe(4);
    expect(merged.meta.title).toEqual(text('Deras titel'));
    expect(merged.meta.description).toEqual(text('Min beskrivning'));
    expect(merged.blocks).toEqual([hero('Mitt märke'), faq('Deras svar'), process()]);
  });

  it('asks about a field we both changed, shows both texts, and takes the answer', () => {
    const mine = change(base, (page) => (page.blocks[0] = hero('Mitt märke', 'Min rubrik')));
    const theirs = theirsOf((page) => (page.blocks[0] = hero('Deras märke', 'Min rubrik')));
    const { questions, theirs: taken } = pageMerge(base, mine, theirs, 'en');
    expect(taken).toEqual([]);
    expect(questions).toEqual([
      {
        key: 'hero-1.data.badge',
        label: 'Hero › Badge',
        texts: [
          { label: 'Hero › Badge (Swedish)', theirs: 'Deras märke', mine: 'Mitt märke' },
          { label: 'Hero › Badge (English)', theirs: 'Deras märke', mine: 'Mitt märke' },
        ],
      },
    ]);
    const keep = mergePages(base, mine, theirs, new Set(['hero-1.data.badge']));
    expect(keep.blocks[0]).toEqual(hero('Mitt märke', 'Min rubrik'));
    const take = mergePages(base, mine, theirs, new Set());
    expect(take.blocks[0]).toEqual(hero('Deras märke', 'Min rubrik'));
  });

  it('keeps a block each side added, after the block it followed there', () => {
    const mine = change(base, (page) => page.blocks.splice(1, 0, process('process-mine')));
    const theirs = theirsOf((page) => page.blocks.push(process('process-theirs')));
    expect(pageMerge(base, mine, theirs, 'en').questions).toEqual([]);
    const merged = mergePages(base, mine, theirs, new Set());
    expect(merged.blocks.map((block) => block.id)).toEqual([
      'hero-1',
      'process-mine',
      'faq-1',
      'process-1',
      'process-theirs',
    ]);
  });

  it('asks when I removed a block they changed, and keeps their block when told to', () => {
    const mine = change(base, (page) => page.blocks.splice(1, 1));
    const theirs = theirsOf((page) => (page.blocks[1] = faq('Deras svar')));
    const [question] = pageMerge(base, mine, theirs, 'en').questions;
    expect(question).toEqual({
      key: 'faq-1',
      label: 'FAQ block',
      texts: [{ label: 'FAQ block', theirs: 'Kept, with their changes', mine: 'Removed' }],
    });
    expect(mergePages(base, mine, theirs, new Set(['faq-1'])).blocks.map((block) => block.id)).toEqual([
      'hero-1',
      'process-1',
    ]);
    expect(mergePages(base, mine, theirs, new Set()).blocks[1]).toEqual(faq('Deras svar'));
  });

  it('removes a block they removed when I did not touch it, and says so', () => {
    const mine = change(base, (page) => (page.meta.noindex = true));
    const theirs = theirsOf((page) => page.blocks.splice(2, 1));
    expect(pageMerge(base, mine, theirs, 'en')).toEqual({ questions: [], theirs: ['Process block'] });
    expect(pageMerge(base, mine, theirs, 'sv')).toEqual({ questions: [], theirs: ['Blocket Arbetsgång'] });
    const merged = mergePages(base, mine, theirs, new Set());
    expect(merged.blocks.map((block) => block.id)).toEqual(['hero-1', 'faq-1']);
    expect(merged.meta.noindex).toBe(true);
  });

  it('asks about the order when we both moved blocks differently; their order alone is taken in', () => {
    const reversed = (page: PageInput) => page.blocks.reverse();
    const mine = change(base, (page) => page.blocks.push(page.blocks.shift()!));
    const theirs = theirsOf(reversed);
    const [question] = pageMerge(base, mine, theirs, 'en').questions;
    expect(question!.key).toBe('order');
    expect(question!.texts[0]).toEqual({
      label: 'Blocks, in order',
      theirs: 'Process, FAQ, Hero',
      mine: 'FAQ, Process, Hero',
    });
    expect(mergePages(base, mine, theirs, new Set(['order'])).blocks.map((block) => block.type)).toEqual([
      'faq',
      'process',
      'hero',
    ]);
    const onlyTheirs = pageMerge(base, structuredClone(base), theirs, 'en');
    expect(onlyTheirs).toEqual({ questions: [], theirs: ['Blocks, in order'] });
  });

  it('keeps my publishing choice and hides a block only I hid', () => {
    const mine = change(base, (page) => {
      page.status = 'published';
      page.blocks[2]!.hidden = true;
    });
    const theirs = theirsOf((page) => (page.meta.keywords = text('kampanj')));
    const merged = mergePages(base, mine, theirs, new Set());
    expect(merged.status).toBe('published');
    expect(merged.blocks[2]!.hidden).toBe(true);
    expect(merged.meta.keywords).toEqual(text('kampanj'));
  });
});
