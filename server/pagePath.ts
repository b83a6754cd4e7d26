import { serverSegments } from '../shared/paths';
import { metricsPath } from './metrics';
import { healthPaths } from './routes/health';
import { storybookPrefix } from './routes/storybook';

/** Paths that are never pages: no language redirect, no SSR. /admin's own screens render in the browser. */
const nonPagePrefixes = [
  ...serverSegments.filter((segment) => segment !== 'admin').map((segment) => `/${segment}/`),
  '/@',
  // Storybook's own addresses end in a slash (its index is /admin/storybook/): not pages, not canonicalised.
  `${storybookPrefix}/`,
];
/** Addresses for machines (health checks, Prometheus): not pages either. */
const nonPagePaths = new Set<string>([...healthPaths, metricsPath]);

/** Whether a path is a page's (rendered, canonicalised, cached), not an API, a file or a machine's address. */
export const isPagePath = (pathname: string) =>
  !nonPagePaths.has(pathname) &&
  !nonPagePrefixes.some((prefix) => pathname.startsWith(prefix)) &&
  !/\.[a-z0-9]+$/i.test(pathname);
