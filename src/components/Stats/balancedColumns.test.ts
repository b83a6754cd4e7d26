import { describe, expect, it } from 'vitest';
import { balancedColumns } from './Stats';

/** The rows `count` tiles make at `columns` to a row. */
const rows = (count: number, columns: number) =>
  Array.from({ length: Math.ceil(count / columns) }, (_, row) => Math.min(columns, count - row * columns));

describe('balancedColumns', () => {
  it('fills every row where it can: 4 as 2 + 2 where 3 fit, 6 as 3 + 3 where 4 fit', () => {
    expect(rows(4, balancedColumns(4, 3))).toEqual([2, 2]);
    expect(rows(4, balancedColumns(4, 4))).toEqual([4]);
    expect(rows(6, balancedColumns(6, 4))).toEqual([3, 3]);
    expect(rows(3, balancedColumns(3, 4))).toEqual([3]);
    expect(rows(2, balancedColumns(2, 3))).toEqual([2]);
  });

  it('else leaves no tile alone on the last row: 5 as 3 + 2, 7 as 4 + 3', () => {
    expect(rows(5, balancedColumns(5, 4))).toEqual([3, 2]);
    expect(rows(5, balancedColumns(5, 3))).toEqual([3, 2]);
    expect(rows(7, balancedColumns(7, 4))).toEqual([4, 3]);
  });

  it('never puts more to a row than fit, or than there are', () => {
    for (let count = 1; count <= 8; count += 1) {
      for (let fit = 1; fit <= 4; fit += 1) {
        const columns = balancedColumns(count, fit);
        expect(columns).toBeGreaterThanOrEqual(1);
        expect(columns).toBeLessThanOrEqual(Math.min(count, fit));
      }
    }
    expect(balancedColumns(7, 3)).toBe(3);
    // On a phone (two fit) three figures go one to a row rather than 2 + 1.
    expect(balancedColumns(3, 2)).toBe(1);
    expect(balancedColumns(1, 4)).toBe(1);
  });
});
