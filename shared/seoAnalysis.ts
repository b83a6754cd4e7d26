/**
 * What a search engine reads of a post, checked as its writer types: where the focus keyphrase stands (title,
 * first paragraph, address, meta description, a subheading, how often), the lengths of the meta title and
 * description, the headings' order, the links and the images' alt texts. Pure functions over the post's fields
 * (its body as the editor's document), so the editor runs them on each change and unit tests check them with known
 * texts.
 */
import { blocksOf, inlineText, proseText, type PostDocument } from './postDocument';
import { paragraphsOf, wordsOf } from './readability';
import { slugFromTitle } from './slug';

/** The description length search engines show in full: ideally 120–160 characters. */
export const descriptionLength = { min: 120, max: 160 } as const;
export function descriptionTone(length: number): 'over' | 'short' | 'ideal' {
  if (length > descriptionLength.max) return 'over';
  if (length < descriptionLength.min) return 'short';
  return 'ideal';
}

/** A meta title longer than this is cut in a desktop result (about 600 px of Arial at 20 px). */
export const metaTitleMax = 60;

/** Keyphrase density, occurrences per hundred words, that reads natural: below it is thin, above it stuffing. */
export const densityRange = { min: 0.5, max: 3 } as const;

const lower = (text: string) => text.toLocaleLowerCase('sv');

/**
 * Whether a word of the text is the keyphrase's word: the same, or (for a word of four letters or more) the same
 * stem with an ending, as Swedish and English inflect ("webbplats" → "webbplatsen", "webbplatser"; "site" → "sites").
 */
const sameWord = (word: string, phraseWord: string) =>
  word === phraseWord ||
  (phraseWord.length >= 4 && word.startsWith(phraseWord) && word.length - phraseWord.length <= 3);

/** The keyphrase's words in lower case (none for an empty phrase). */
export const phraseWords = (phrase: string) => wordsOf(lower(phrase));

/** Whether every word of the keyphrase stands somewhere in `text` (in any order, inflected or not). */
export function mentions(text: string, phrase: string): boolean {
  const wanted = phraseWords(phrase);
  if (wanted.length === 0) return false;
  const words = wordsOf(lower(text));
  return wanted.every((phraseWord) => words.some((word) => sameWord(word, phraseWord)));
}

/** How many times the keyphrase's words stand together, in order, in `text`. */
export function occurrences(text: string, phrase: string): number {
  const wanted = phraseWords(phrase);
  if (wanted.length === 0) return 0;
  const words = wordsOf(lower(text));
  let count = 0;
  for (let at = 0; at + wanted.length <= words.length; at += 1)
    if (wanted.every((phraseWord, offset) => sameWord(words[at + offset]!, phraseWord))) count += 1;
  return count;
}

/** The headings of a body, with their levels, in order. */
export const headingsOf = (body: PostDocument): { level: number; text: string }[] =>
  [...blocksOf(body.content)].flatMap((block) =>
    block.type === 'heading' ? [{ level: block.attrs.level, text: inlineText(block.content).trim() }] : [],
  );

/**
 * Headings out of order: a level skipped on the way down (an h3 with no h2 before it, an h4 straight after an h2;
 * the page's title is its h1). Each as its text.
 */
export function headingsOutOfOrder(body: PostDocument): string[] {
  const wrong: string[] = [];
  let last = 1;
  for (const heading of headingsOf(body)) {
    if (heading.level === 1 || heading.level > last + 1) wrong.push(heading.text);
    last = heading.level;
  }
  return wrong;
}

/**
 * The links of a body: to the site itself (a path) or out of it. A link is counted once however its text is marked
 * (a bold word in it splits it into several texts with the same address).
 */
export function linksOf(body: PostDocument, siteHost: string): { internal: number; outbound: number } {
  let internal = 0;
  let outbound = 0;
  for (const block of blocksOf(body.content)) {
    if (block.type !== 'paragraph' && block.type !== 'heading') continue;
    let previous: string | null = null;
    for (const node of block.content ?? []) {
      const link = node.type === 'text' ? node.marks?.find((mark) => mark.type === 'link') : undefined;
      const href = link?.type === 'link' ? link.attrs.href.trim() : null;
      if (href !== null && href !== previous) {
        if (href.startsWith('/') || href.startsWith('#')) internal += 1;
        else if (/^https?:\/\//i.test(href)) {
          const host = href
            .replace(/^https?:\/\//i, '')
            .split(/[/?#]/)[0]!
            .toLowerCase();
          if (host === siteHost || host === `www.${siteHost}`) internal += 1;
          else outbound += 1;
        }
      }
      previous = href;
    }
  }
  return { internal, outbound };
}

/** The pictures of a body without an alt text, by their addresses. */
export const imagesWithoutAlt = (body: PostDocument): string[] =>
  [...blocksOf(body.content)].flatMap((block) =>
    block.type === 'image' && block.attrs.alt.trim() === '' ? [block.attrs.src] : [],
  );

/** The first paragraph of a body: its first paragraph with words (a list item's too), code left out. */
export function firstParagraph(body: PostDocument): string {
  for (const block of blocksOf(body.content)) {
    if (block.type !== 'paragraph') continue;
    const text = proseText({ type: 'doc', content: [block] });
    if (wordsOf(text).length > 0) return paragraphsOf(text)[0] ?? '';
  }
  return '';
}

/** A check's light: green, amber or red (said in words too where it is shown). */
export type Tone = 'good' | 'fair' | 'poor';

export type SeoCheckId =
  | 'keyphrase'
  | 'inTitle'
  | 'inIntro'
  | 'inSlug'
  | 'inDescription'
  | 'inSubheading'
  | 'density'
  | 'usedElsewhere'
  | 'titleLength'
  | 'descriptionLength'
  | 'headings'
  | 'internalLinks'
  | 'outboundLinks'
  | 'altTexts';

/** One check: its light and what it found (the panel words it; `values` fill in its sentence). */
export interface SeoCheck {
  id: SeoCheckId;
  tone: Tone;
  /** Which sentence says it: `pass` when all is well, else what to do. */
  outcome: 'pass' | 'missing' | 'low' | 'high' | 'short' | 'long' | 'none';
  values: Record<string, string | number>;
}

/**
 * Another post or page and what it aims at: a post's keyphrase (`same`: the same phrase is a clash), a page's title
 * (`within`: a title that holds the phrase, its words together and in order, already aims at it).
 */
export interface OtherFocus {
  name: string;
  focus: string;
  match: 'same' | 'within';
}

/** What one language of a post shows a search engine. */
export interface SeoInput {
  keyphrase: string;
  /** The post's title; the page's meta title is it with the brand after it. */
  title: string;
  /** The meta description (a post's excerpt). */
  description: string;
  slug: string;
  /** The body: the editor's document. */
  body: PostDocument;
  /** The host of the site's address (links to it count as internal). */
  siteHost: string;
  /** What the meta title adds after the post's title (" | Novaweb"). */
  titleSuffix: string;
  /** What the other posts and pages aim at in this language, to find the same focus twice. */
  elsewhere: OtherFocus[];
}

const check = (
  id: SeoCheckId,
  tone: Tone,
  outcome: SeoCheck['outcome'],
  values: SeoCheck['values'] = {},
): SeoCheck => ({ id, tone, outcome, values });

const sameFocus = (a: string, b: string) => {
  const left = phraseWords(a);
  const right = phraseWords(b);
  return (
    left.length > 0 &&
    left.length === right.length &&
    left.every((word, at) => sameWord(right[at]!, word) || sameWord(word, right[at]!))
  );
};

/** The keyphrase's checks: none but a reminder until one is chosen. */
function keyphraseChecks(input: SeoInput): SeoCheck[] {
  const phrase = input.keyphrase.trim();
  if (phraseWords(phrase).length === 0) return [check('keyphrase', 'poor', 'missing')];
  const text = proseText(input.body);
  const words = wordsOf(text).length;
  const found = occurrences(text, phrase);
  const density = words === 0 ? 0 : (found * 100) / words;
  const slugWords = phraseWords(slugFromTitle(phrase).replace(/-/g, ' '));
  const slugParts = input.slug.split('-');
  const inSlug =
    slugWords.length > 0 && slugWords.every((word) => slugParts.some((part) => sameWord(part, word)));
  const subheadings = headingsOf(input.body).filter((heading) => heading.level >= 2);
  const used = input.elsewhere.find((other) =>
    other.match === 'same' ? sameFocus(other.focus, phrase) : occurrences(other.focus, phrase) > 0,
  );
  return [
    mentions(input.title, phrase) ? check('inTitle', 'good', 'pass') : check('inTitle', 'poor', 'missing'),
    mentions(firstParagraph(input.body), phrase)
      ? check('inIntro', 'good', 'pass')
      : check('inIntro', 'fair', 'missing'),
    inSlug ? check('inSlug', 'good', 'pass') : check('inSlug', 'fair', 'missing'),
    mentions(input.description, phrase)
      ? check('inDescription', 'good', 'pass')
      : check('inDescription', 'fair', 'missing'),
    subheadings.length === 0
      ? check('inSubheading', 'fair', 'none')
      : subheadings.some((heading) => mentions(heading.text, phrase))
        ? check('inSubheading', 'good', 'pass')
        : check('inSubheading', 'fair', 'missing'),
    density < densityRange.min
      ? check('density', found === 0 ? 'poor' : 'fair', 'low', { count: found, words, min: densityRange.min })
      : density > densityRange.max
        ? check('density', 'poor', 'high', { count: found, words, max: densityRange.max })
        : check('density', 'good', 'pass', { count: found, words }),
    used
      ? check('usedElsewhere', 'fair', 'high', { name: used.name })
      : check('usedElsewhere', 'good', 'pass'),
  ];
}

/**
 * Every check of one language of a post, in the order a writer works: the keyphrase, then the search result's
 * title and description, then the body's structure. A body without words gets the keyphrase and meta checks only.
 */
export function seoChecks(input: SeoInput): SeoCheck[] {
  const metaTitle = `${input.title.trim()}${input.titleSuffix}`.length;
  const description = input.description.trim().length;
  const tone = descriptionTone(description);
  const checks = [
    ...keyphraseChecks(input),
    input.title.trim() === ''
      ? check('titleLength', 'poor', 'none')
      : metaTitle > metaTitleMax
        ? check('titleLength', 'fair', 'long', { length: metaTitle, max: metaTitleMax })
        : check('titleLength', 'good', 'pass', { length: metaTitle, max: metaTitleMax }),
    description === 0
      ? check('descriptionLength', 'poor', 'none')
      : check(
          'descriptionLength',
          tone === 'ideal' ? 'good' : 'fair',
          tone === 'ideal' ? 'pass' : tone === 'over' ? 'long' : 'short',
          {
            length: description,
            ...descriptionLength,
          },
        ),
  ];
  if (wordsOf(proseText(input.body)).length === 0) return checks;
  const outOfOrder = headingsOutOfOrder(input.body);
  const links = linksOf(input.body, input.siteHost);
  const noAlt = imagesWithoutAlt(input.body);
  return [
    ...checks,
    outOfOrder.length === 0
      ? check('headings', 'good', 'pass')
      : check('headings', 'fair', 'high', { heading: outOfOrder[0]!, count: outOfOrder.length }),
    links.internal === 0
      ? check('internalLinks', 'fair', 'none')
      : check('internalLinks', 'good', 'pass', { count: links.internal }),
    links.outbound === 0
      ? check('outboundLinks', 'fair', 'none')
      : check('outboundLinks', 'good', 'pass', { count: links.outbound }),
    noAlt.length === 0
      ? check('altTexts', 'good', 'pass')
      : check('altTexts', 'poor', 'missing', { count: noAlt.length }),
  ];
}
