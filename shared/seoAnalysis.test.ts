import { describe, expect, it } from 'vitest';
import { markdownToDocument as doc } from './postMarkdown';
import {
  descriptionTone,
  firstParagraph,
  headingsOutOfOrder,
  imagesWithoutAlt,
  linksOf,
  mentions,
  occurrences,
  seoChecks,
  type SeoInput,
} from './seoAnalysis';

describe('finding a keyphrase', () => {
  it('finds its words in any order and inflected, not a word merely beginning alike', () => {
    expect(mentions('Så väljer du rätt webbplatsen för ditt företag', 'webbplats företag')).toBe(true);
    expect(mentions('Fem snabba webbplatser', 'snabb webbplats')).toBe(true);
    expect(mentions('Why sites load slowly', 'site')).toBe(true);
    // "seo" is under four letters: it must stand alone, so "seoanalyser" does not count.
    expect(mentions('Våra seoanalyser', 'seo')).toBe(false);
    expect(mentions('Webbdesign för småföretag', 'webbdesign hemsida')).toBe(false);
    expect(mentions('anything', '  ')).toBe(false);
  });

  it('counts the phrase where its words stand together and in order', () => {
    const text = 'Lokal SEO hjälper. Med lokal SEO syns du. SEO lokal räknas inte, och lokala SEO-tips gör.';
    // "Lokal SEO" and "lokal SEO"; not "SEO lokal" (order), nor "lokala SEO-tips" ("seo-tips" is one word and
    // "seo" is too short to take an ending).
    expect(occurrences(text, 'lokal seo')).toBe(2);
    expect(occurrences(text, '')).toBe(0);
  });
});

describe('a body’s structure', () => {
  it('finds headings out of order: a level skipped (a body has no h1: the title is the page’s one)', () => {
    expect(headingsOutOfOrder(doc('## Ett\n\n### Två\n\n## Tre'))).toEqual([]);
    expect(
      headingsOutOfOrder(doc('# Titel igen\n\n## Ett\n\n#### Hoppar\n\n```\n# kod, ingen rubrik\n```')),
    ).toEqual(['Hoppar']);
    expect(headingsOutOfOrder(doc('### Utan en tvåa före'))).toEqual(['Utan en tvåa före']);
  });

  it('tells internal links from outbound ones, images aside', () => {
    const body =
      'Se [tjänsterna](/tjanster) och [kontakt](https://novaweb.se/kontakt), ' +
      '[www](https://www.novaweb.se/) mot [Google](https://developers.google.com/search) ' +
      'och ![en bild](/media/1-abcdef012345-640.webp). `[ingen](/länk)` [en **fet** länk](/om-oss)';
    expect(linksOf(doc(body), 'novaweb.se')).toEqual({ internal: 4, outbound: 1 });
  });

  it('names the images without an alt text', () => {
    const pictures = [1, 2, 3].map((id) => `/media/${id}-abcdef012345-640.webp`);
    expect(
      imagesWithoutAlt(doc(`![](${pictures[0]})\n\n![Skiss](${pictures[1]})\n\n![ ](${pictures[2]})`)),
    ).toEqual([pictures[0], pictures[2]]);
  });

  it('reads the first paragraph past a heading', () => {
    expect(firstParagraph(doc('## Inledning\n\nDet **första** stycket.\n\nDet andra.'))).toBe(
      'Det första stycket.',
    );
    expect(firstParagraph(doc(''))).toBe('');
  });

  it('counts the description as the SEO tools do', () => {
    expect([119, 120, 160, 161].map(descriptionTone)).toEqual(['short', 'ideal', 'ideal', 'over']);
  });
});

const post: SeoInput = {
  keyphrase: 'lokal SEO',
  title: 'Lokal SEO för småföretag',
  description:
    'Så syns ditt företag när kunder i närheten söker: lokal SEO steg för steg, från företagsprofilen till recensioner och sidor per ort.',
  slug: 'lokal-seo-for-smaforetag',
  body: doc(
    [
      'Lokal SEO avgör om kunder i din stad hittar dig.',
      '## Börja med lokal SEO i profilen',
      'Fyll i [kontaktsidan](/kontakt) och läs [Googles råd](https://developers.google.com/search).',
      '![Karta över orten](/media/4-abcdef012345-640.webp)',
      Array.from({ length: 20 }, () => 'Skriv om det du gör för kunderna i staden.').join(' '),
    ].join('\n\n'),
  ),
  siteHost: 'novaweb.se',
  titleSuffix: ' | Novaweb',
  elsewhere: [
    { name: 'Snabbare sajter', focus: 'sidhastighet', match: 'same' },
    {
      name: 'Webbdesign för småföretag',
      focus: 'Webbdesign för småföretag till ett fast pris',
      match: 'within',
    },
  ],
};
const outcomes = (input: SeoInput) =>
  Object.fromEntries(seoChecks(input).map((found) => [found.id, `${found.tone}:${found.outcome}`]));

describe('the checks of one language', () => {
  it('passes a post that does what each check asks', () => {
    const all = outcomes(post);
    // Words: 10 + the heading's 6 + 7 + 20 × 9 = 203 (a picture's alt text is not read as the text); the phrase
    // in the first sentence and the heading: 2 of 203, 0.99 per hundred, inside 0.5–3.
    expect(seoChecks(post).find((found) => found.id === 'density')?.values).toEqual({ count: 2, words: 203 });
    expect(Object.values(all).every((value) => value.startsWith('good:pass'))).toBe(true);
    expect(Object.keys(all)).toEqual([
      'inTitle',
      'inIntro',
      'inSlug',
      'inDescription',
      'inSubheading',
      'density',
      'usedElsewhere',
      'titleLength',
      'descriptionLength',
      'headings',
      'internalLinks',
      'outboundLinks',
      'altTexts',
    ]);
  });

  it('says what to do where a post falls short', () => {
    const found = outcomes({
      ...post,
      keyphrase: 'sidhastighet',
      title: 'En mycket lång titel som inte ryms i ett sökresultat på datorn alls',
      description: 'För kort.',
      slug: 'en-annan-adress',
      body: doc(
        '## Två\n\nInget om ämnet här och inga länkar.\n\n![](/media/1-abcdef012345-640.webp)\n\n#### Hopp',
      ),
    });
    expect(found).toMatchObject({
      inTitle: 'poor:missing',
      inIntro: 'fair:missing',
      inSlug: 'fair:missing',
      inDescription: 'fair:missing',
      inSubheading: 'fair:missing',
      density: 'poor:low',
      usedElsewhere: 'fair:high',
      titleLength: 'fair:long',
      descriptionLength: 'fair:short',
      headings: 'fair:high',
      internalLinks: 'fair:none',
      outboundLinks: 'fair:none',
      altTexts: 'poor:missing',
    });
  });

  it('asks for a keyphrase before it checks one, and finds stuffing', () => {
    expect(outcomes({ ...post, keyphrase: '' })).toMatchObject({ keyphrase: 'poor:missing' });
    expect(outcomes({ ...post, keyphrase: '' }).inTitle).toBeUndefined();
    const stuffed = { ...post, body: doc('Lokal SEO. Lokal SEO igen, lokal SEO alltid.') };
    expect(outcomes(stuffed).density).toBe('poor:high');
  });

  it('finds a focus another post has, or a page’s title holds', () => {
    const used = (keyphrase: string) =>
      seoChecks({ ...post, keyphrase }).find((found) => found.id === 'usedElsewhere')!;
    expect(used('sidhastigheten').values).toEqual({ name: 'Snabbare sajter' });
    expect(used('webbdesign småföretag')).toMatchObject({ outcome: 'pass' });
    expect(used('webbdesign för småföretag').values).toEqual({ name: 'Webbdesign för småföretag' });
    // A post's keyphrase clashes only when it is the same phrase, not when it holds this one.
    expect(used('hastighet')).toMatchObject({ outcome: 'pass' });
  });

  it('leaves the body checks out while the body is empty', () => {
    expect(Object.keys(outcomes({ ...post, body: doc('') }))).not.toContain('headings');
  });
});
