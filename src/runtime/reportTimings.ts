import { onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/**
 * Development builds log the page's timings (specification, section 9): time to first byte, DOM loaded,
 * window load, largest paint, and the first input's delay (INP, web-vitals' successor of FID).
 */
export function reportTimings(): void {
  const log = (metric: Metric) => console.info(`[timing] ${metric.name}: ${Math.round(metric.value)} ms`);
  onTTFB(log);
  onFCP(log);
  onLCP(log);
  onINP(log, { reportAllChanges: true });
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const logLoad = () => {
    if (!navigation) return;
    console.info(`[timing] DOMContentLoaded: ${Math.round(navigation.domContentLoadedEventEnd)} ms`);
    console.info(`[timing] load: ${Math.round(navigation.loadEventEnd)} ms`);
  };
  if (document.readyState === 'complete') setTimeout(logLoad, 0);
  else window.addEventListener('load', () => setTimeout(logLoad, 0), { once: true });
}
