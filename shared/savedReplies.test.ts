import { describe, expect, it } from 'vitest';
import { fillReply, replyValues, unknownPlaceholders } from './savedReplies';

describe('a saved reply', () => {
  it('is filled in for the lead, in the lead’s language', () => {
    const text = 'Hej {firstName}! Mockupen kommer inom {mockupTime}. /{staffName} till {name}';
    expect(fillReply(text, replyValues({ name: 'Lena Lind', language: 'sv' }, 'Stina'))).toBe(
      'Hej Lena! Mockupen kommer inom 3–5 arbetsdagar. /Stina till Lena Lind',
    );
    expect(fillReply('{mockupTime}', replyValues({ name: 'Jane', language: 'en' }, 'Stina'))).toBe(
      '3–5 business days',
    );
  });

  it('names the places it does not know, and leaves them as written', () => {
    expect(unknownPlaceholders('Hej {firstName} från {företag} och {kund}')).toEqual(['företag', 'kund']);
    expect(fillReply('Hej {kund}', replyValues({ name: 'Lena', language: 'sv' }, 'Stina'))).toBe(
      'Hej {kund}',
    );
  });
});
