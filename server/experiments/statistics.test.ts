import binomial from '@stdlib/random-base-binomial';
import { describe, expect, it } from 'vitest';
import {
  alwaysValidInterval,
  alwaysValidPValue,
  compare,
  errorRate,
  mixtureLikelihoodRatio,
  probabilityBetter,
  sampleRatioPValue,
  sampleRatioThreshold,
  wilsonInterval,
  type Arm,
} from './statistics';

const arm = (conversions: number, visitors: number): Arm => ({ conversions, visitors });

describe('the interval of one variant’s rate', () => {
  it('is Wilson’s, as Newcombe (1998, table I, method 3) publishes it', () => {
    const published: [Arm, [number, number]][] = [
      [arm(81, 263), [0.2553, 0.3662]],
      [arm(15, 148), [0.0624, 0.1605]],
      [arm(0, 20), [0, 0.1611]],
      [arm(1, 29), [0.0061, 0.1718]],
    ];
    for (const [counts, [low, high]] of published) {
      const [computedLow, computedHigh] = wilsonInterval(counts);
      expect(computedLow).toBeCloseTo(low, 4);
      expect(computedHigh).toBeCloseTo(high, 4);
    }
    expect(wilsonInterval(arm(0, 0))).toEqual([0, 1]);
  });
});

describe('the sample-ratio mismatch test', () => {
  it('gives the p-values of the published examples', () => {
    // Kohavi, Tang and Xu, Trustworthy Online Controlled Experiments (2020), ch. 21: 821 588 against 815 482
    // visitors on a 50/50 split is a mismatch, p ≈ 1.8e-6.
    const p = sampleRatioPValue([821_588, 815_482], [50, 50]);
    expect(p).toBeGreaterThan(1.7e-6);
    expect(p).toBeLessThan(1.9e-6);
    expect(p).toBeLessThan(sampleRatioThreshold);
    // χ² = 3.841 on one degree of freedom is the 5 % point of every table.
    expect(sampleRatioPValue([5098, 4902], [50, 50])).toBeCloseTo(0.05, 2);
    // A split as chosen, uneven or in three, is no mismatch.
    expect(sampleRatioPValue([2000, 8000], [20, 80])).toBe(1);
    expect(sampleRatioPValue([3010, 2985, 3005], [34, 33, 33])).toBeGreaterThan(0.01);
    expect(sampleRatioPValue([0, 0], [50, 50])).toBe(1);
  });
});

describe('the sequential test of a variant against the control', () => {
  it('has a likelihood ratio of one and p = 1 before there is evidence, and grows with a real difference', () => {
    expect(mixtureLikelihoodRatio(arm(0, 0), arm(0, 0))).toBe(1);
    expect(alwaysValidPValue([{ control: arm(0, 100), variant: arm(0, 100) }])).toBe(1);
    // 5 % against 6 % on 20 000 visitors each: Λ = √(V/(V+τ²))·exp(τ²d²/(2V(V+τ²))), worked by hand: 2 091.
    const ratio = mixtureLikelihoodRatio(arm(1000, 20_000), arm(1200, 20_000));
    expect(ratio).toBeGreaterThan(2080);
    expect(ratio).toBeLessThan(2100);
    expect(alwaysValidPValue([{ control: arm(1000, 20_000), variant: arm(1200, 20_000) }])).toBeCloseTo(
      1 / ratio,
      8,
    );
  });

  it('keeps the smallest p-value seen: a winner once named stays named', () => {
    const looks = [
      { control: arm(100, 2000), variant: arm(180, 2000) },
      { control: arm(200, 4000), variant: arm(215, 4000) },
    ];
    expect(alwaysValidPValue(looks)).toBe(alwaysValidPValue(looks.slice(0, 1)));
    expect(alwaysValidPValue(looks)).toBeLessThan(alwaysValidPValue(looks.slice(1)));
  });

  it('has an interval that holds the difference, wider than a fixed-sample one, and a probability of beating', () => {
    const control = arm(1000, 20_000);
    const variant = arm(1200, 20_000);
    const [low, high] = alwaysValidInterval(control, variant);
    expect(low).toBeGreaterThan(0);
    expect(high).toBeGreaterThan(0.01);
    // The fixed-sample 95 % interval of the same difference is ±1.96·√V = ±0.0045.
    expect(high - low).toBeGreaterThan(2 * 0.0045);
    expect(probabilityBetter(control, variant)).toBeGreaterThan(0.99);
    expect(probabilityBetter(variant, control)).toBeLessThan(0.01);
    expect(probabilityBetter(control, control)).toBeCloseTo(0.5, 10);
  });

  it('shares the error rate among the variants', () => {
    const looks = [{ control: arm(500, 10_000), variant: arm(600, 10_000) }];
    const alone = compare(looks, 1);
    const ofThree = compare(looks, 3);
    expect(alone.pValue).toBe(ofThree.pValue);
    expect(alone.pValue).toBeGreaterThan(errorRate / 3);
    expect(alone.pValue).toBeLessThan(errorRate);
    expect(alone.significant).toBe(true);
    expect(ofThree.significant).toBe(false);
    expect(ofThree.interval[1] - ofThree.interval[0]).toBeGreaterThan(alone.interval[1] - alone.interval[0]);
  });
});

/** The test a spreadsheet would do: a fixed-sample z-test of the two rates, right only if looked at once. */
function fixedSampleP(control: Arm, variant: Arm): number {
  const rateOf = (counts: Arm) => counts.conversions / counts.visitors;
  const v =
    (rateOf(control) * (1 - rateOf(control))) / control.visitors +
    (rateOf(variant) * (1 - rateOf(variant))) / variant.visitors;
  return v === 0 ? 1 : Math.abs(rateOf(variant) - rateOf(control)) / Math.sqrt(v) > 1.96 ? 0 : 1;
}

/**
 * Simulated experiments: each runs 28 days with a look every day, 250 visitors a day per variant, a 5 % contact
 * rate (the variant's own in the A/B case), and names a winner at the first look whose p-value is below α.
 */
function simulate(
  experiments: number,
  controlRate: number,
  variantRate: number,
  seed: number,
  test: (control: Arm, variant: Arm) => number = (control, variant) =>
    alwaysValidPValue([{ control, variant }]),
) {
  const draw = binomial.factory({ seed });
  let winners = 0;
  for (let run = 0; run < experiments; run += 1) {
    const control = arm(0, 0);
    const variant = arm(0, 0);
    let p = 1;
    for (let day = 0; day < 28; day += 1) {
      control.visitors += 250;
      variant.visitors += 250;
      control.conversions += draw(250, controlRate);
      variant.conversions += draw(250, variantRate);
      p = Math.min(p, test(control, variant));
      if (p <= errorRate) break;
    }
    if (p <= errorRate) winners += 1;
  }
  return winners / experiments;
}

describe('the error rate when staff look every day', () => {
  it('an A/A test names a winner in at most 5 % of 10 000 experiments, although looked at 28 times', () => {
    const falseWinners = simulate(10_000, 0.05, 0.05, 20261207);
    // The mSPRT's guarantee is α; a fixed-sample test looked at daily would name a winner in ~20–30 %.
    expect(falseWinners).toBeLessThanOrEqual(errorRate);
  });

  it('the same simulation catches a test that is not sequential: a daily fixed-sample test names far too many', () => {
    expect(simulate(10_000, 0.05, 0.05, 20261207, fixedSampleP)).toBeGreaterThan(0.15);
  });

  it('an A/B test with a real lift (5 % → 7 %) finds it in most experiments', () => {
    expect(simulate(1000, 0.05, 0.07, 7)).toBeGreaterThan(0.8);
  });
});
