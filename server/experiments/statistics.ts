import chisquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';

/**
 * The statistics of an experiment (docs/experiments.md, Statistics): a mixture sequential probability ratio test
 * (mSPRT) on the difference of two conversion rates, as Johari, Koomen, Pekelis and Walsh describe it ("Peeking at
 * A/B tests", KDD 2017; "Always valid inference", Operations Research 2022). Its p-value and interval stay valid
 * however often staff look, so a daily look does not inflate the false winners; the A/A simulation in
 * statistics.test.ts shows it. The same normal prior on the difference gives the probability that a variant beats
 * the control. The distributions are stdlib's.
 */

/** The error rate: at most this share of experiments without a real difference name a winner. */
export const errorRate = 0.05;

/**
 * The mixing distribution's spread (τ), as a difference of conversion rates: one percentage point, the size of
 * effect a small business's page change makes on a contact rate of a few per cent. Any τ keeps the error rate;
 * one near the effects that occur finds them soonest.
 */
export const mixingSpread = 0.01;

/** A sample-ratio mismatch is reported below this p-value (Fabijan et al., KDD 2019, use 0.0005 to 0.001). */
export const sampleRatioThreshold = 0.001;

/** One variant's count: visitors of a day counted once, and those of them who reached the goal that day. */
export interface Arm {
  visitors: number;
  conversions: number;
}

const rate = ({ visitors, conversions }: Arm) => (visitors > 0 ? conversions / visitors : 0);

/** The Wilson score interval of one arm's conversion rate (Wilson 1927; Newcombe 1998's method 3), 95 %. */
export function wilsonInterval(arm: Arm, confidence = 0.95): [number, number] {
  const { visitors: n } = arm;
  if (n === 0) return [0, 1];
  const z = normalQuantile(1 - (1 - confidence) / 2, 0, 1);
  const p = rate(arm);
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The difference's variance, each arm's rate estimated on its own; zero when neither has a conversion or a miss. */
function differenceVariance(control: Arm, variant: Arm): number {
  const part = (arm: Arm) => (arm.visitors > 0 ? (rate(arm) * (1 - rate(arm))) / arm.visitors : 0);
  return part(control) + part(variant);
}

/**
 * The mixture likelihood ratio of "the rates differ" (the difference drawn from N(0, τ²)) over "they do not", for
 * the difference seen with variance V: √(V / (V + τ²)) · exp(τ² d² / (2 V (V + τ²))). One when V is zero (no
 * evidence either way yet).
 */
export function mixtureLikelihoodRatio(control: Arm, variant: Arm, tau = mixingSpread): number {
  const v = differenceVariance(control, variant);
  if (v === 0 || control.visitors === 0 || variant.visitors === 0) return 1;
  const d = rate(variant) - rate(control);
  const t2 = tau * tau;
  return Math.sqrt(v / (v + t2)) * Math.exp((t2 * d * d) / (2 * v * (v + t2)));
}

/**
 * The always-valid p-value after a series of looks (cumulative counts, oldest first): the smallest 1/Λ seen so
 * far, at most 1. Below the error rate at any look, the difference is real with the stated error rate.
 */
export function alwaysValidPValue(
  looks: readonly { control: Arm; variant: Arm }[],
  tau = mixingSpread,
): number {
  let p = 1;
  for (const { control, variant } of looks)
    p = Math.min(p, 1 / mixtureLikelihoodRatio(control, variant, tau));
  return p;
}

/**
 * The always-valid confidence interval of the difference (variant − control) at 1 − α: the differences the test
 * above would not reject. Wider than a fixed-sample interval: it is the price of looking every day.
 */
export function alwaysValidInterval(
  control: Arm,
  variant: Arm,
  alpha = errorRate,
  tau = mixingSpread,
): [number, number] {
  const v = differenceVariance(control, variant);
  const d = rate(variant) - rate(control);
  if (v === 0 || control.visitors === 0 || variant.visitors === 0) return [-1, 1];
  const t2 = tau * tau;
  const half = Math.sqrt(((2 * v * (v + t2)) / t2) * (Math.log(1 / alpha) + 0.5 * Math.log((v + t2) / v)));
  return [Math.max(-1, d - half), Math.min(1, d + half)];
}

/**
 * The probability that the variant's rate is above the control's, under the same normal prior N(0, τ²) on the
 * difference and the normal approximation of what was seen: the posterior is N(d τ²/(V+τ²), V τ²/(V+τ²)).
 */
export function probabilityBetter(control: Arm, variant: Arm, tau = mixingSpread): number {
  const v = differenceVariance(control, variant);
  if (v === 0 || control.visitors === 0 || variant.visitors === 0) return 0.5;
  const d = rate(variant) - rate(control);
  const t2 = tau * tau;
  const mean = (d * t2) / (v + t2);
  const spread = Math.sqrt((v * t2) / (v + t2));
  return normalCdf(mean / spread, 0, 1);
}

/**
 * Pearson's chi-square test of the visitors per variant against the split chosen (percentages): its p-value.
 * Below `sampleRatioThreshold`, the assignment or the counting is broken and no result of the experiment holds.
 */
export function sampleRatioPValue(visitors: readonly number[], split: readonly number[]): number {
  const total = visitors.reduce((sum, count) => sum + count, 0);
  const shares = split.reduce((sum, share) => sum + share, 0);
  if (total === 0 || visitors.length < 2 || visitors.length !== split.length || shares <= 0) return 1;
  let statistic = 0;
  visitors.forEach((count, index) => {
    const expected = (total * split[index]!) / shares;
    if (expected > 0) statistic += ((count - expected) * (count - expected)) / expected;
  });
  return 1 - chisquareCdf(statistic, visitors.length - 1);
}

/** What one variant's counts say against the control's, at the last look of a series. */
export interface Comparison {
  /** The variant's rate minus the control's. */
  difference: number;
  interval: [number, number];
  pValue: number;
  probabilityBetter: number;
  /** The difference is real at the error rate (shared among the variants: Bonferroni). */
  significant: boolean;
}

/**
 * Compares a variant with the control over the looks so far (cumulative daily counts, oldest first), at the error
 * rate shared among `variants` variants (each gets α / variants, so one experiment with B and C keeps α).
 */
export function compare(
  looks: readonly { control: Arm; variant: Arm }[],
  variants = 1,
  alpha = errorRate,
): Comparison {
  const last = looks.at(-1) ?? {
    control: { visitors: 0, conversions: 0 },
    variant: { visitors: 0, conversions: 0 },
  };
  const level = alpha / Math.max(1, variants);
  const pValue = alwaysValidPValue(looks);
  return {
    difference: rate(last.variant) - rate(last.control),
    interval: alwaysValidInterval(last.control, last.variant, level),
    pValue,
    probabilityBetter: probabilityBetter(last.control, last.variant),
    significant: pValue <= level,
  };
}
