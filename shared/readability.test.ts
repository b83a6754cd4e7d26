import { describe, expect, it } from 'vitest';
import { proseText } from './postDocument';
import { markdownToDocument } from './postMarkdown';
import {
  englishSyllables,
  fleschBand,
  fleschReadingEase,
  lix,
  lixBand,
  longParagraphs,
  longSentences,
  passiveSentences,
  sentencesOf,
} from './readability';

// Each value below is worked out by hand from the formula, word by word, in the comment beside it.
describe('LIX', () => {
  it('is the words per sentence plus the share of long words', () => {
    // 5 words, 2 sentences, no word over six letters ("Katten", "Hunden" have six): 2.5 + 0.
    expect(lix('Katten sov. Hunden åt maten.')).toBe(2.5);
    // 10 words, 2 sentences: 5; long: Sökmotoroptimering, tålamod, noggrannhet, Resultaten, månader: 50 %.
    expect(
      lix('Sökmotoroptimering kräver tålamod och noggrannhet. Resultaten kommer efter några månader.'),
    ).toBe(55);
  });

  it('has nothing to say of a text without words, and reads its bands', () => {
    expect(lix('')).toBeNull();
    expect(lix(' — ')).toBeNull();
    expect([20, 27, 35, 45, 55].map(lixBand)).toEqual(['veryEasy', 'easy', 'medium', 'hard', 'veryHard']);
  });
});

describe('Flesch reading ease', () => {
  it('counts English syllables by their vowel groups', () => {
    expect(
      ['the', 'cat', 'make', 'table', 'wanted', 'jumped', 'websites', 'quickly', 'pages', 'leave'].map(
        englishSyllables,
      ),
    ).toEqual([1, 1, 1, 2, 2, 1, 2, 2, 2, 1]);
  });

  it('is 206.835 − 1.015 × words per sentence − 84.6 × syllables per word', () => {
    // 6 words of one syllable, 1 sentence: 206.835 − 6.09 − 84.6.
    expect(fleschReadingEase('The cat sat on the mat.')).toBeCloseTo(116.145, 3);
    // 8 words, 2 sentences, 13 syllables (web-sites, should, load, quick-ly, vis-i-tors, leave, slow, pa-ges):
    // 206.835 − 4.06 − 137.475.
    expect(fleschReadingEase('Websites should load quickly. Visitors leave slow pages.')).toBeCloseTo(
      65.3,
      3,
    );
    expect(fleschReadingEase('')).toBeNull();
    expect([75, 65, 55, 30].map(fleschBand)).toEqual(['easy', 'plain', 'fairlyHard', 'hard']);
  });
});

describe('what makes a text hard', () => {
  it('ends a sentence at its mark or at the end of a line', () => {
    expect(sentencesOf('Rubrik\n\nEtt. Två! Tre?! Fyra…')).toEqual([
      'Rubrik',
      'Ett.',
      'Två!',
      'Tre?!',
      'Fyra…',
    ]);
  });

  it('points out sentences over 20 words and paragraphs over 150', () => {
    const long = `${'ord '.repeat(21).trim()}.`;
    expect(longSentences(`Kort mening. ${long}`)).toEqual([long]);
    expect(longSentences(`${'ord '.repeat(20).trim()}.`)).toEqual([]);
    const paragraph = 'Ord ord ord ord ord ord ord ord ord ord. '.repeat(16).trim();
    expect(longParagraphs(`Kort stycke.\n\n${paragraph}`)).toEqual([paragraph]);
  });

  it('finds the passive where a pattern tells it', () => {
    expect(passiveSentences('The site was built in a week. We built the next one.', 'en')).toEqual([
      'The site was built in a week.',
    ]);
    expect(passiveSentences('Sidan blev byggd på en vecka. Vi byggde nästa.', 'sv')).toEqual([
      'Sidan blev byggd på en vecka.',
    ]);
  });

  it('reads a body as its prose: each block on its own, no marks, code or addresses', () => {
    expect(
      proseText(
        markdownToDocument(
          '## Rubrik\n\nText med **fet** och [länk](/x) och `kod`.\n\n- ett\n- två\n\n---\n\n> Citat\n\n```\nkod()\n```',
        ),
      ),
    ).toBe('Rubrik\n\nText med fet och länk och .\n\nett\n\ntvå\n\nCitat');
  });
});
