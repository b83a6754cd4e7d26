/**
 * On a fast connection, the application a first tap needs is fetched ahead: once the page has loaded, painted
 * its first content and the browser is idle, the first file adds a `<link rel="prefetch">` for each of the application's files and the
 * page's own chunk, as the server lists them on the module script (`data-prefetch`, server/template.ts).
 * A prefetch only fills the HTTP cache: nothing is parsed or run before the visitor's intent, so the page's
 * main thread stays as quiet as before. Not on a slow or metered connection (`saveData`, or an effective type
 * below 4g), and not where the browser does not say (the bytes may cost the visitor): there they are fetched when
 * the visitor scrolls. The contact page's document, where every call to action leads, is fetched ahead the same
 * way on any connection but a saving one.
 * Nothing of this happens while the browser prerenders the page: only once it is shown.
 */
import { stripLang } from '../../shared/langPaths';
import { contactPrefetchRulesText } from '../../shared/speculationRules';
import { whenIdle } from '../runtime/idle';

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

export function isFastConnection(connection: NetworkInformation | undefined): boolean {
  return !!connection && !connection.saveData && connection.effectiveType === '4g';
}

/** The URLs to prefetch for `page` from the plan, the application's first. */
export function prefetchUrls(plan: string | null | undefined, page: string | null): string[] {
  try {
    const parsed = JSON.parse(plan ?? '{}') as Record<string, unknown>;
    const list = (key: string | null) => {
      const value = key === null ? undefined : parsed[key];
      return Array.isArray(value) ? value.filter((url): url is string => typeof url === 'string') : [];
    };
    return [...list('app'), ...list(page)];
  } catch {
    return [];
  }
}

/**
 * Fetches the application's files and the page's chunk into the HTTP cache, one `<link rel="prefetch">` per idle
 * period, the first time it is called: when the browser is idle after load on a fast connection
 * (`prefetchWhenIdle`), or when the visitor scrolls (src/runtime/hydrateOnIntent.ts), on any connection but a saving
 * one. The links stop once the application has started (it is on its way already).
 */
export function applicationFetcher(page: string | null, hasStarted: () => boolean): () => void {
  let asked = false;
  return () => {
    if (asked || saveData()) return;
    asked = true;
    const script = document.querySelector<HTMLScriptElement>('script[data-prefetch]');
    eachWhenIdle(
      prefetchUrls(script?.dataset.prefetch, page).map((url) => () => {
        if (hasStarted()) return false;
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.as = 'script';
        // As a module script fetches it (same origin, CORS mode): the cached response is the one it uses.
        link.crossOrigin = 'anonymous';
        link.href = url;
        document.head.append(link);
      }),
    );
  };
}

const connection = () => (navigator as Navigator & { connection?: NetworkInformation }).connection;
const saveData = () => connection()?.saveData === true;

/** Once the page has settled: the contact page's document, and on a fast connection `fetchApplication`. */
export function prefetchWhenIdle(fetchApplication: () => void): void {
  if (saveData()) return;
  whenSettled(() => {
    const steps: IdleStep[] = [];
    // Where the calls to action lead (shared/speculationRules.ts): a tap on a plan's link then shows the form
    // without a network round trip. A browser that does not know speculation rules ignores the script.
    if (stripLang(location.pathname) !== '/contact') {
      steps.push(() => {
        const rules = document.createElement('script');
        rules.type = 'speculationrules';
        rules.textContent = contactPrefetchRulesText;
        document.body.append(rules);
      });
    }
    if (isFastConnection(connection())) steps.push(fetchApplication);
    eachWhenIdle(steps);
  });
}

/** A step of `eachWhenIdle`. One that returns false ends the run: the steps after it are dropped. */
export type IdleStep = () => void | false;

/**
 * Runs the steps one per idle period. Each request a `<link>` or a rule starts costs the main thread a millisecond
 * or two; all eight in one callback made a task that a phone's slower CPU turns into a long one (Lighthouse's
 * mobile run counted it in Total Blocking Time), one at a time none is.
 */
export function eachWhenIdle(steps: IdleStep[]): void {
  const next = () => {
    const step = steps.shift();
    if (!step || step() === false) return;
    if (steps.length > 0) whenIdle(next);
  };
  next();
}

/**
 * Runs `job` once the page is shown, has loaded, painted its first content, one frame more, and the browser is
 * idle: for requests nobody waits for (prefetches, the Insights beacon), which must not compete with the first
 * paint.
 */
export function whenSettled(job: () => void): void {
  void shown()
    .then(() => Promise.all([loaded(), firstContentfulPaint()]))
    .then(() =>
      // One frame after the first paint: what finished loading by then (a cover image) is painted too.
      requestAnimationFrame(() => whenIdle(job)),
    );
}

/**
 * A page the browser prerenders (the speculation rules: a link the visitor may follow) is not seen yet: it counts
 * no page view and fetches nothing for the visitor until it is shown.
 */
const shown = () =>
  new Promise((resolve) => {
    if ((document as Document & { prerendering?: boolean }).prerendering) {
      document.addEventListener('prerenderingchange', resolve, { once: true });
    } else resolve(null);
  });

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * The load event can come before the first paint (a small page whose files all arrive at once). A prefetch
 * started between the two shares the connection with nothing the paint needs, but a page-speed estimate that
 * replays the page on a slow network counts every request made before the largest paint as one it waited for
 * (Lighthouse's mobile LCP rose from ~1.0 to ~1.5 s on the home page that way).
 */
const firstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return resolve();
    try {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // A browser without paint timing: the load event alone.
      resolve();
    }
  });
