/**
 * Readability of a post's text as a writer types it: LIX (läsbarhetsindex, the Swedish measure) for Swedish, the
 * Flesch reading ease for English, and what makes a text hard in either (long sentences, long paragraphs, passive
 * voice where a pattern can tell it). Pure functions over plain text, so the editor runs them as one types and
 * tests check them against texts whose values are worked out by hand.
 */

/** A word: letters and digits, with an apostrophe or hyphen inside it ("don't", "e-post"). */
const wordPattern = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export const wordsOf = (text: string): string[] => text.match(wordPattern) ?? [];

/**
 * The sentences of a text: each ends at . ! ? (or … ) followed by a space or the end, or at the end of a line
 * (a heading, a list item). A run of them (?!) ends one sentence. Sentences without a word are not counted.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => wordsOf(sentence).length > 0);
}

/** Paragraphs: blocks of text between blank lines. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/u)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => wordsOf(paragraph).length > 0);

/** The letters of a word (its digits and signs not counted), for LIX's "long word": more than six letters. */
const letters = (word: string) => word.replace(/[^\p{L}]/gu, '').length;

/**
 * LIX (Björnsson 1968): the mean sentence length in words, plus the share of words longer than six letters in
 * per cent. Null for a text without a word.
 */
export function lix(text: string): number | null {
  const words = wordsOf(text);
  if (words.length === 0) return null;
  const sentences = Math.max(1, sentencesOf(text).length);
  const long = words.filter((word) => letters(word) > 6).length;
  return words.length / sentences + (long * 100) / words.length;
}

/** What a LIX value means, by the bands the measure is read with in Sweden. */
export type LixBand = 'veryEasy' | 'easy' | 'medium' | 'hard' | 'veryHard';
export function lixBand(value: number): LixBand {
  if (value < 25) return 'veryEasy';
  if (value < 30) return 'easy';
  if (value < 40) return 'medium';
  if (value < 50) return 'hard';
  return 'veryHard';
}

/**
 * The syllables of an English word, by its groups of vowels (y counting as one): a final silent e ("make") takes
 * one away, except after a consonant and l ("table"); every word has at least one.
 */
export function englishSyllables(word: string): number {
  const plain = word.toLowerCase().replace(/[^a-z]/g, '');
  if (plain.length === 0) return 0;
  if (plain.length <= 3) return 1;
  let count = plain.match(/[aeiouy]+/g)?.length ?? 0;
  if (/[^aeiouy]e$/.test(plain) && !/[^aeiouy]le$/.test(plain)) count -= 1;
  if (/[^aeiouy]es$|[^aeiouy]ed$/.test(plain) && !/(ted|ded|ses|ces|zes|ges|xes|shes|ches)$/.test(plain))
    count -= 1;
  return Math.max(1, count);
}

/**
 * The Flesch reading ease (Flesch 1948): 206.835 − 1.015 × words per sentence − 84.6 × syllables per word.
 * Higher is easier; 60–70 is plain English. Null for a text without a word.
 */
export function fleschReadingEase(text: string): number | null {
  const words = wordsOf(text);
  if (words.length === 0) return null;
  const sentences = Math.max(1, sentencesOf(text).length);
  const syllables = words.reduce((sum, word) => sum + englishSyllables(word), 0);
  return 206.835 - 1.015 * (words.length / sentences) - 84.6 * (syllables / words.length);
}

export type FleschBand = 'easy' | 'plain' | 'fairlyHard' | 'hard';
export function fleschBand(value: number): FleschBand {
  if (value >= 70) return 'easy';
  if (value >= 60) return 'plain';
  if (value >= 50) return 'fairlyHard';
  return 'hard';
}

/** A sentence longer than this many words is pointed out (as writing guides in both languages advise). */
export const longSentenceWords = 20;
/** A paragraph longer than this many words is pointed out. */
export const longParagraphWords = 150;

export const longSentences = (text: string) =>
  sentencesOf(text).filter((sentence) => wordsOf(sentence).length > longSentenceWords);
export const longParagraphs = (text: string) =>
  paragraphsOf(text).filter((paragraph) => wordsOf(paragraph).length > longParagraphWords);

/** English passive: a form of "be" before a participle (-ed, or one of the common irregular ones). */
const englishPassive =
  /\b(?:am|is|are|was|were|be|been|being)\s+(?:\w+ly\s+)?(?:\w+ed|built|done|made|written|given|taken|seen|known|shown|found|kept|paid|sent|told|bought|chosen|held)\b/i;
/** Swedish passive with "bli": blir/blev/blivit/bli before a participle (-ad, -at, -ade, -en, -et, -na, -da, -t). */
const swedishPassive = /\b(?:bli|blir|blev|blivit)\s+(?:\p{L}+)(?:ad|at|ade|ta|en|et|na|da|d|t)\b/iu;

/** The sentences written in the passive voice, where a pattern can tell it (Swedish s-passive is not told). */
export const passiveSentences = (text: string, lang: 'sv' | 'en') =>
  sentencesOf(text).filter((sentence) => (lang === 'sv' ? swedishPassive : englishPassive).test(sentence));
