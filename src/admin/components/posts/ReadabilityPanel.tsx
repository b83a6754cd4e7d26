import { useDeferredValue, useMemo } from 'react';
import {
  fleschBand,
  fleschReadingEase,
  lix,
  lixBand,
  longParagraphs,
  longSentenceWords,
  longSentences,
  passiveSentences,
  sentencesOf,
  wordsOf,
  type FleschBand,
  type LixBand,
} from '../../../../shared/readability';
import { proseText, type PostDocument } from '../../../../shared/postDocument';
import { useAdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import { CheckPanel, useCheckSentence, type Tone } from './CheckPanel';

export interface ReadabilityCheck {
  id: 'score' | 'words' | 'longSentences' | 'longParagraphs' | 'passive';
  tone: Tone;
  message: AdminMessageKey;
  values: Record<string, string | number>;
}

const lixWords: Record<LixBand, AdminMessageKey> = {
  veryEasy: 'readability.lix.veryEasy',
  easy: 'readability.lix.easy',
  medium: 'readability.lix.medium',
  hard: 'readability.lix.hard',
  veryHard: 'readability.lix.veryHard',
};
const fleschWords: Record<FleschBand, AdminMessageKey> = {
  easy: 'readability.flesch.easy',
  plain: 'readability.flesch.plain',
  fairlyHard: 'readability.flesch.fairlyHard',
  hard: 'readability.flesch.hard',
};

/** A post shorter than this many words is pointed out (search engines have little to show of it). */
export const shortPostWords = 300;

/**
 * The checks of one language's body: its score (LIX for Swedish, Flesch for English), its length, long sentences
 * and paragraphs, and the passive voice; none for a body without words.
 */
export function readabilityChecks(body: PostDocument, lang: 'sv' | 'en'): ReadabilityCheck[] {
  const text = proseText(body);
  const words = wordsOf(text).length;
  if (words === 0) return [];
  const sentences = Math.max(1, sentencesOf(text).length);
  const checks: ReadabilityCheck[] = [];
  if (lang === 'sv') {
    const value = lix(text)!;
    const band = lixBand(value);
    checks.push({
      id: 'score',
      tone: value < 40 ? 'good' : value < 50 ? 'fair' : 'poor',
      message: lixWords[band],
      values: { value: Math.round(value) },
    });
  } else {
    const value = fleschReadingEase(text)!;
    const band = fleschBand(value);
    checks.push({
      id: 'score',
      tone: value >= 60 ? 'good' : value >= 50 ? 'fair' : 'poor',
      message: fleschWords[band],
      values: { value: Math.round(value) },
    });
  }
  checks.push({
    id: 'words',
    tone: words < shortPostWords ? 'fair' : 'good',
    message: words < shortPostWords ? 'readability.words.short' : 'readability.words.ok',
    values: { count: words },
  });
  const long = longSentences(text).length;
  const longShare = long / sentences;
  checks.push({
    id: 'longSentences',
    tone: longShare <= 0.25 ? 'good' : longShare <= 0.4 ? 'fair' : 'poor',
    message: long === 0 ? 'readability.longSentences.none' : 'readability.longSentences.some',
    values: { count: long, total: sentences, words: longSentenceWords },
  });
  const paragraphs = longParagraphs(text).length;
  checks.push({
    id: 'longParagraphs',
    tone: paragraphs === 0 ? 'good' : 'fair',
    message: paragraphs === 0 ? 'readability.longParagraphs.none' : 'readability.longParagraphs.some',
    values: { count: paragraphs },
  });
  const passive = passiveSentences(text, lang).length;
  checks.push({
    id: 'passive',
    tone: passive / sentences <= 0.1 ? 'good' : 'fair',
    message: passive === 0 ? 'readability.passive.none' : 'readability.passive.some',
    values: { count: passive },
  });
  return checks;
}

/**
 * How easy each language's body is to read, as the writer types (the measures run on a deferred copy of the text,
 * so typing is never held up): a light and a sentence saying what to do for each check.
 */
export function ReadabilityPanel({ sv, en }: { sv: PostDocument; en: PostDocument }) {
  const { t } = useAdminI18n();
  // Each body deferred on its own and measured only when it changes: typing in any other field costs nothing.
  const deferredSv = useDeferredValue(sv);
  const deferredEn = useDeferredValue(en);
  const checks = useMemo(
    () => ({ sv: readabilityChecks(deferredSv, 'sv'), en: readabilityChecks(deferredEn, 'en') }),
    [deferredSv, deferredEn],
  );
  const sentence = useCheckSentence();
  return (
    <CheckPanel
      id="readability-title"
      title={t('readability.title')}
      columns={(['sv', 'en'] as const).map((lang) => ({
        lang,
        title: t(lang === 'sv' ? 'readability.sv' : 'readability.en'),
        lines: checks[lang].map((check) => ({
          id: check.id,
          tone: check.tone,
          text: sentence(check.message, check.values),
        })),
        empty: t('readability.empty'),
      }))}
    />
  );
}
