import { describe, expect, it } from 'vitest';
import { withoutSoftHyphens } from '../../shared/softHyphens';
import { hyphenate, hyphenateTexts } from './hyphenation';

/** The places a text may break, shown as "|". */
const breaks = (text: string) => text.replaceAll('\u00AD', '|');

describe('hyphenate', () => {
  it('puts soft hyphens at the syllables of long Swedish and English words', () => {
    expect(breaks(hyphenate('Tillgänglighetsredogörelse', 'sv'))).toBe('Till|gäng|lig|hets|re|do|gö|rel|se');
    expect(breaks(hyphenate('Mobilanpassad webbplats', 'sv'))).toBe('Mo|bi|lan|pas|sad webb|plats');
    expect(breaks(hyphenate('Accessibility statement', 'en'))).toBe('Ac|ces|si|bili|ty state|ment');
  });

  it('keeps short words whole and never leaves a piece of one letter', () => {
    expect(hyphenate('Vi gör sajter', 'sv')).toBe('Vi gör sajter');
    // The patterns alone give "Web|b|ut|veck|ling".
    expect(breaks(hyphenate('Webbutveckling', 'sv'))).toBe('Webb|ut|veck|ling');
  });

  it('keeps addresses, domains and price tokens whole, and punctuation where it was', () => {
    const text =
      'Skriv till kontaktformulär@novaweb.se eller https://www.konverteringsoptimering.se, {price:premium}';
    expect(hyphenate(text, 'sv')).toBe(text);
    expect(breaks(hyphenate('Säkerhetsuppdateringar, alltså.', 'sv'))).toBe(
      'Sä|ker|hets|upp|da|te|ring|ar, alltså.',
    );
  });

  it('changes nothing a reader sees: without its soft hyphens the text is the same', () => {
    const text = 'Användarundersökningar och konverteringsoptimering för småföretagare i hela Sverige';
    expect(withoutSoftHyphens(hyphenate(text, 'sv'))).toBe(text);
    expect(hyphenate(text, 'sv')).toBe(hyphenate(text, 'sv'));
  });

  it('hyphenates each side of a localized text in its own language, and nothing else', () => {
    const block = {
      type: 'hero',
      tone: 'alternative',
      title: { sv: 'Personuppgiftsansvarig', en: 'Responsibilities' },
    };
    const result = hyphenateTexts(block);
    expect(result.type).toBe('hero');
    expect(result.tone).toBe('alternative');
    expect(breaks(result.title.sv)).toBe('Per|son|upp|gifts|an|sva|rig');
    expect(breaks(result.title.en)).toBe('Re|spon|si|bili|ties');
  });
});
