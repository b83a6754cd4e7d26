import { describe, expect, it } from 'vitest';
import { compareVitals, vitalsMinimum } from './experimentVitals';

const enough = vitalsMinimum;

describe('an experiment’s vitals per variant', () => {
  it('call a variant slower when its 75th percentile is worse by a tenth and by a noticeable amount', () => {
    const [control, b, c] = compareVitals(
      [
        { variant: 0, metric: 'LCP', p75: 2000, count: enough },
        { variant: 1, metric: 'LCP', p75: 2300, count: enough },
        // Worse by a tenth but by less than 100 ms: noise between two fast pages, not a flag.
        { variant: 0, metric: 'INP', p75: 100, count: enough },
        { variant: 1, metric: 'INP', p75: 120, count: enough },
        // Worse by 0.03 (over 0.025) and by far more than a tenth.
        { variant: 0, metric: 'CLS', p75: 0.01, count: enough },
        { variant: 2, metric: 'CLS', p75: 0.04, count: enough },
        // Better is never slower.
        { variant: 2, metric: 'LCP', p75: 1500, count: enough },
      ],
      3,
    );
    expect(control).toEqual([
      { metric: 'LCP', p75: 2000, count: enough, slower: false },
      { metric: 'INP', p75: 100, count: enough, slower: false },
      { metric: 'CLS', p75: 0.01, count: enough, slower: false },
    ]);
    expect(b).toEqual([
      { metric: 'LCP', p75: 2300, count: enough, slower: true },
      { metric: 'INP', p75: 120, count: enough, slower: false },
    ]);
    expect(c).toEqual([
      { metric: 'LCP', p75: 1500, count: enough, slower: false },
      { metric: 'CLS', p75: 0.04, count: enough, slower: true },
    ]);
  });

  it('compare nothing until both sides have enough measurements', () => {
    const few = vitalsMinimum - 1;
    const [, b] = compareVitals(
      [
        { variant: 0, metric: 'LCP', p75: 2000, count: few },
        { variant: 1, metric: 'LCP', p75: 5000, count: enough },
        { variant: 0, metric: 'INP', p75: 100, count: enough },
        { variant: 1, metric: 'INP', p75: 900, count: few },
      ],
      2,
    );
    expect(b!.map(({ slower }) => slower)).toEqual([false, false]);
  });

  it('leave out a metric with no measurements, and a variant with none at all', () => {
    expect(compareVitals([], 2)).toEqual([[], []]);
  });
});
