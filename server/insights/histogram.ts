import type { VitalMetric } from '../../shared/insights';

/**
 * Core Web Vitals are rolled up as histograms on a logarithmic scale with 2 % steps, so the 75th percentile of
 * any range and any page is read from the daily rollups alone (the raw values are kept 30 days) and is within
 * 2 % of the exact figure. CLS, a small unitless number, is counted in thousandths.
 */
const step = Math.log(1.02);
const scale = (metric: VitalMetric | string) => (metric === 'CLS' ? 1000 : 1);

/** The SQL expression of a value's bucket, as the rollup stores it (server/insights/rollup.ts). */
export const bucketSql = `round(ln(1 + value * case when metric = 'CLS' then 1000 else 1 end) / ln(1.02))::int`;

export const bucketOf = (metric: VitalMetric, value: number) =>
  Math.round(Math.log1p(value * scale(metric)) / step);

/** The value a bucket stands for. */
export const valueOfBucket = (metric: VitalMetric | string, bucket: number) =>
  Math.expm1(bucket * step) / scale(metric);

/**
 * The 75th percentile of a histogram (the smallest value at or above which three quarters of the samples lie,
 * as PostgreSQL's `percentile_disc(0.75)`), rounded to what the screen shows: CLS to 3 decimals, times to ms.
 */
export function p75(
  metric: VitalMetric | string,
  buckets: { bucket: number; count: number }[],
): number | null {
  const total = buckets.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return null;
  const wanted = Math.ceil(total * 0.75);
  let seen = 0;
  for (const entry of [...buckets].sort((a, b) => a.bucket - b.bucket)) {
    seen += entry.count;
    if (seen >= wanted) {
      const value = valueOfBucket(metric, entry.bucket);
      return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
    }
  }
  return null;
}
