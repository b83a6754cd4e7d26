import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('makes cells a spreadsheet would run as a formula harmless', () => {
    for (const value of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(value).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell('070-123')).toBe('"070-123"');
  });

  it('joins rows with CRLF after a header', () => {
    expect(toCsv(['A', 'B'], [['1', '2']])).toBe('"A","B"\r\n"1","2"\r\n');
  });
});
