import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import type { VitalMetric } from '../../shared/insights';

export type VitalReport = (metric: VitalMetric, value: number, target?: string) => void;

/**
 * The page's Core Web Vitals from the web-vitals library with attribution: the LCP element, the slowest
 * interaction's target, the element that shifted most. Every change is reported (the beacon keeps the latest
 * and sends it when the page is hidden); the browser buffers the entries, so loading this once the page is
 * idle misses nothing.
 */
export function observeVitals(report: VitalReport): void {
  const always = { reportAllChanges: true };
  onLCP((metric) => report('LCP', metric.value, metric.attribution.target), always);
  onINP((metric) => report('INP', metric.value, metric.attribution.interactionTarget), always);
  onCLS((metric) => report('CLS', metric.value, metric.attribution.largestShiftTarget), always);
  onFCP((metric) => report('FCP', metric.value));
  onTTFB((metric) => report('TTFB', metric.value));
}
