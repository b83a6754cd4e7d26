import { describe, expect, it } from 'vitest';
import { highlightedHtml, highlightStart as on, highlightStop as off, searchWords } from './search';

describe('searchWords', () => {
  it('keeps runs of letters, marks and digits in any script, lower-case, once each, eight at most', () => {
    expect(searchWords('Webbplats: SEO & "AI"!')).toEqual(['webbplats', 'seo', 'ai']);
    expect(searchWords("optim:* & !x | (y) <-> 'z'")).toEqual(['optim', 'x', 'y', 'z']);
    expect(searchWords('Åäö é̃ 漢字 2024 seo SEO')).toEqual(['åäö', 'é̃', '漢字', '2024', 'seo']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('!!! — …')).toEqual([]);
  });
});

describe('highlightedHtml', () => {
  it('escapes the text, then marks the matches', () => {
    expect(highlightedHtml(`<b>&"'</b> ${on}seo${off} rocks`)).toBe(
      '&lt;b&gt;&amp;&quot;&#39;&lt;/b&gt; <mark>seo</mark> rocks',
    );
  });

  it('is well-formed whatever markers it gets', () => {
    expect(highlightedHtml(`${off}a${on}${on}b`)).toBe('a<mark>b</mark>');
    expect(highlightedHtml(`${on}a${off}${off}`)).toBe('<mark>a</mark>');
  });
});
