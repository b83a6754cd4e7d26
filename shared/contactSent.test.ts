import { describe, expect, it } from 'vitest';
import { firstLineLength, firstLineOf, sentDetailsOf } from './contact';

describe('the first line of a message, as the confirmation repeats it', () => {
  it('is the first line with text, trimmed', () => {
    expect(firstLineOf('\n  \r\n  Hej!  \nVi behöver en webbplats.')).toBe('Hej!');
    expect(firstLineOf('   ')).toBe('');
  });

  it('is cut at a word, with an ellipsis, when it is long', () => {
    const long = `${'Vi driver ett familjeägt konditori '.repeat(8)}slut`;
    const line = firstLineOf(long);
    expect(line.length).toBeLessThanOrEqual(firstLineLength + 1);
    expect(line.endsWith('…')).toBe(true);
    expect(long.startsWith(line.slice(0, -1))).toBe(true);
    expect(line.at(-2)).not.toBe(' ');
    expect(long[line.length - 1]).toBe(' ');
  });

  it('is cut where it must when it has no space to cut at', () => {
    expect(firstLineOf('x'.repeat(300))).toBe(`${'x'.repeat(firstLineLength)}…`);
  });
});

describe('sent details', () => {
  it('are read only from a value that holds each as text', () => {
    expect(sentDetailsOf({ name: 'A', email: 'a@b.se', firstLine: '', until: 1 })).toEqual({
      name: 'A',
      email: 'a@b.se',
      firstLine: '',
    });
    expect(sentDetailsOf({ name: 'A', email: 1, firstLine: '' })).toBeNull();
    expect(sentDetailsOf('text')).toBeNull();
  });
});
