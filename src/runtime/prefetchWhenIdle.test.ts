import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationFetcher, eachWhenIdle, isFastConnection, prefetchUrls } from './prefetchWhenIdle';

describe('isFastConnection', () => {
  it('prefetches only on a connection the browser calls 4g and the visitor has not asked to save data on', () => {
    expect(isFastConnection({ effectiveType: '4g' })).toBe(true);
    expect(isFastConnection({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(isFastConnection({ effectiveType: '3g' })).toBe(false);
    expect(isFastConnection({ effectiveType: 'slow-2g' })).toBe(false);
    // A browser that does not say (Safari, Firefox): the bytes may cost the visitor.
    expect(isFastConnection(undefined)).toBe(false);
    expect(isFastConnection({})).toBe(false);
  });
});

describe('prefetchUrls', () => {
  const plan = JSON.stringify({
    app: ['/assets/startApp-1.js', '/assets/framework-2.js'],
    HomePage: ['/assets/HomePage-3.js'],
  });

  it("lists the application's files, then the page's own", () => {
    expect(prefetchUrls(plan, 'HomePage')).toEqual([
      '/assets/startApp-1.js',
      '/assets/framework-2.js',
      '/assets/HomePage-3.js',
    ]);
    expect(prefetchUrls(plan, 'AboutPage')).toEqual(['/assets/startApp-1.js', '/assets/framework-2.js']);
    expect(prefetchUrls(plan, null)).toEqual(['/assets/startApp-1.js', '/assets/framework-2.js']);
  });

  it('prefetches nothing from a missing or broken plan', () => {
    expect(prefetchUrls(undefined, 'HomePage')).toEqual([]);
    expect(prefetchUrls('{not json', 'HomePage')).toEqual([]);
    expect(prefetchUrls('{"app":"nope","HomePage":[1,"/assets/x.js"]}', 'HomePage')).toEqual([
      '/assets/x.js',
    ]);
  });
});

/** The idle callbacks asked for, which the test then runs itself. */
const idleCallbacksRunByHand = () => {
  const idle: (() => void)[] = [];
  const requestIdleCallback = (callback: () => void) => idle.push(callback);
  vi.stubGlobal('window', { requestIdleCallback });
  vi.stubGlobal('requestIdleCallback', requestIdleCallback);
  return idle;
};

describe('applicationFetcher', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A page whose plan lists two application files and the home page's chunk; returns the links it gets. */
  const pageWithPlan = (connection: { saveData?: boolean } = {}) => {
    const plan = JSON.stringify({ app: ['/assets/a.js', '/assets/b.js'], HomePage: ['/assets/home.js'] });
    const links: Array<Record<string, string>> = [];
    vi.stubGlobal('navigator', { connection });
    vi.stubGlobal('document', {
      querySelector: () => ({ dataset: { prefetch: plan } }),
      createElement: () => ({}),
      head: { append: (link: Record<string, string>) => links.push(link) },
    });
    return links;
  };

  it('prefetches each planned file once, one per idle period, however often it is asked (a scroll asks at every frame)', () => {
    const idle = idleCallbacksRunByHand();
    const links = pageWithPlan();
    const fetchApplication = applicationFetcher('HomePage', () => false);
    fetchApplication();
    fetchApplication();
    // Asked again in every idle period (bounded: a fetcher that starts over each time would never be done).
    for (let period = 0; period < 10 && idle.length > 0; period++) {
      fetchApplication();
      idle.shift()!();
    }
    expect(idle).toHaveLength(0);
    expect(links.map((link) => link.href)).toEqual(['/assets/a.js', '/assets/b.js', '/assets/home.js']);
    expect(links.every((link) => link.rel === 'prefetch' && link.as === 'script')).toBe(true);
    // Fetched as the module script will ask for it, so the cached answer is the one it uses.
    expect(links.every((link) => link.crossOrigin === 'anonymous')).toBe(true);
  });

  it('stops once the application has started, and fetches nothing for a visitor saving data', () => {
    const idle = idleCallbacksRunByHand();
    let started = false;
    const links = pageWithPlan();
    applicationFetcher('HomePage', () => started)();
    started = true;
    idle.shift()!();
    expect(links).toHaveLength(1);
    expect(idle).toHaveLength(0);

    const saving = pageWithPlan({ saveData: true });
    applicationFetcher('HomePage', () => false)();
    expect(saving).toEqual([]);
    expect(idle).toHaveLength(0);
  });
});

describe('eachWhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs the first step at once and every later one in an idle period of its own', () => {
    const idle = idleCallbacksRunByHand();
    const ran: number[] = [];
    eachWhenIdle([1, 2, 3].map((step) => () => void ran.push(step)));
    expect(ran).toEqual([1]);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(ran).toEqual([1, 2]);
    idle.shift()!();
    expect(ran).toEqual([1, 2, 3]);
    // Nothing is left waiting once the last step has run.
    expect(idle).toHaveLength(0);
  });

  it('asks for no more idle periods once a step says there is nothing more to do', () => {
    const idle = idleCallbacksRunByHand();
    const ran: number[] = [];
    // As the prefetch steps do once the visitor has started the application themselves.
    eachWhenIdle([
      () => void ran.push(1),
      () => {
        ran.push(2);
        return false;
      },
      () => void ran.push(3),
    ]);
    idle.shift()!();
    expect(ran).toEqual([1, 2]);
    expect(idle).toHaveLength(0);
  });

  it('asks for no idle period when there is nothing to do', () => {
    const requestIdleCallback = vi.fn();
    vi.stubGlobal('window', { requestIdleCallback });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    eachWhenIdle([]);
    eachWhenIdle([() => undefined]);
    expect(requestIdleCallback).not.toHaveBeenCalled();
  });
});
