import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { variantFor } from './assignment';
import { sampleRatioPValue } from './statistics';

/** Visitors as the Insights hash names them: 22 characters of base64url. */
const visitors = (count: number) =>
  Array.from({ length: count }, () => randomBytes(16).toString('base64url').slice(0, 22));

function dealt(split: number[], count = 100_000, experimentId = 7) {
  const counts = split.map(() => 0);
  for (const visitor of visitors(count)) counts[variantFor(visitor, experimentId, split)]! += 1;
  return counts;
}

describe('a visitor’s variant', () => {
  it('is the same for a visitor all day, whatever else happens', () => {
    for (const visitor of visitors(200)) {
      const first = variantFor(visitor, 3, [50, 50]);
      for (let again = 0; again < 5; again += 1) expect(variantFor(visitor, 3, [50, 50])).toBe(first);
    }
  });

  it('is dealt by the split over many visitors: each share within 1 point, no sample-ratio mismatch', () => {
    for (const split of [
      [50, 50],
      [20, 80],
      [34, 33, 33],
    ]) {
      const counts = dealt(split);
      counts.forEach((count, index) =>
        expect(Math.abs((100 * count) / 100_000 - split[index]!)).toBeLessThan(1),
      );
      expect(sampleRatioPValue(counts, split)).toBeGreaterThan(0.001);
    }
  });

  it('places a visitor in each experiment independently (half of B in one are B in another)', () => {
    const crowd = visitors(20_000);
    const bInFirst = crowd.filter((visitor) => variantFor(visitor, 1, [50, 50]) === 1);
    const bInBoth = bInFirst.filter((visitor) => variantFor(visitor, 2, [50, 50]) === 1);
    expect(bInBoth.length / bInFirst.length).toBeGreaterThan(0.47);
    expect(bInBoth.length / bInFirst.length).toBeLessThan(0.53);
  });

  it('is the control for everyone when the split gives the variants nothing', () => {
    expect(dealt([100, 0], 1000)).toEqual([1000, 0]);
  });
});
