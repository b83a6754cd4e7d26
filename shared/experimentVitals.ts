/**
 * The Core Web Vitals of an experiment's variants (docs/experiments.md, "Speed per variant"): the beacon's
 * measurements of the visitors who accepted measurement, each variant's 75th percentile per metric (as Google
 * reads a page's vitals), and whether a variant is slower than the page as it is.
 */

export const experimentVitalMetrics = ['LCP', 'INP', 'CLS'] as const;
export type ExperimentVitalMetric = (typeof experimentVitalMetrics)[number];

/** Measurements each of the two needs before a variant's speed is compared with the page's. */
export const vitalsMinimum = 20;

/**
 * How much worse a variant's 75th percentile must be to be called slower: by a tenth of the page's and by at least
 * an amount a visitor could notice (a tenth of a second of LCP, 25 ms of INP, 0.025 of CLS), so noise between two
 * fast variants is not a flag. A flag, not a verdict: no error rate is claimed for it.
 */
export const slowerBy: { share: number } & Record<ExperimentVitalMetric, number> = {
  share: 0.1,
  LCP: 100,
  INP: 25,
  CLS: 0.025,
};

/** One metric of one variant: its 75th percentile and how many measurements it is of. */
export interface VariantVital {
  metric: ExperimentVitalMetric;
  p75: number;
  count: number;
  /** Slower than the page as it is (never for the control itself). */
  slower: boolean;
}

/** Each variant's vitals (index 0: the control), each metric with measurements, LCP, INP, CLS in that order. */
export function compareVitals(
  measured: readonly { variant: number; metric: ExperimentVitalMetric; p75: number; count: number }[],
  arms: number,
): VariantVital[][] {
  const of = (variant: number, metric: ExperimentVitalMetric) =>
    measured.find((entry) => entry.variant === variant && entry.metric === metric);
  return Array.from({ length: arms }, (_, variant) =>
    experimentVitalMetrics.flatMap((metric) => {
      const own = of(variant, metric);
      if (!own || own.count === 0) return [];
      const control = of(0, metric);
      const slower =
        variant > 0 &&
        control !== undefined &&
        own.count >= vitalsMinimum &&
        control.count >= vitalsMinimum &&
        own.p75 - control.p75 > Math.max(control.p75 * slowerBy.share, slowerBy[metric]);
      return [{ metric, p75: own.p75, count: own.count, slower }];
    }),
  );
}
