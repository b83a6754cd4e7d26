import type { CollectEvent, FunnelStep, LeaveEvent } from '../../shared/insights';
import { funnelEvent, navigatedEvent } from './insightsSignals';
import { whenSettled } from './prefetchWhenIdle';
import type { BeaconNavigator } from './beacon';

const contactForm = 'form[data-funnel="contact"]';

/**
 * The site's own analytics beacon (docs/insights.md), run once a visitor has accepted (a chunk of its own, which the first
 * file's src/runtime/beacon.ts fetches then): page views, how long a page was visible, its Core Web Vitals and the
 * contact form's funnel, each sent with `navigator.sendBeacon` to /api/collect while `allowed` (a later decline, here or in another tab, stops it). No cookie, nothing that
 * identifies the visitor (the server counts a daily-salted hash it cannot undo). The first page view goes once
 * the page has painted and the browser is idle (or when the page is hidden first), so it never competes with the
 * first paint; the vitals' code is fetched then too.
 */
export function installBeacon(nav: BeaconNavigator, allowed: () => boolean): void {
  const send = (event: CollectEvent) => allowed() && nav.sendBeacon('/api/collect', JSON.stringify(event));

  let path = location.pathname;
  let view = '';
  let viewed = false;
  let steps = new Set<FunnelStep>();
  let visibleFrom = document.visibilityState === 'visible' ? performance.now() : -1;
  let engaged = 0;
  let vitals: LeaveEvent['vitals'] | null = [];
  const latest = new Map<string, LeaveEvent['vitals'][number]>();

  const pageview = (referrer: string) => {
    if (viewed) return;
    viewed = true;
    const query = new URLSearchParams(location.search);
    const utm = (name: string) => (query.get(`utm_${name}`) ?? '').slice(0, 100);
    send({
      type: 'pageview',
      path,
      referrer,
      utmSource: utm('source'),
      utmMedium: utm('medium'),
      utmCampaign: utm('campaign'),
      lang: document.documentElement.lang === 'en' ? 'en' : 'sv',
      width: innerWidth,
    });
  };
  let referrer = '';
  try {
    const host = new URL(document.referrer).hostname;
    if (host !== location.hostname) referrer = host;
  } catch {
    // No referrer, or not a URL: a direct visit.
  }

  /** How long the page was visible since the last report, and its vitals with the first report. */
  const leave = () => {
    if (visibleFrom >= 0) engaged += performance.now() - visibleFrom;
    visibleFrom = document.visibilityState === 'visible' ? performance.now() : -1;
    if (vitals) vitals = [...latest.values()];
    send({
      type: 'leave',
      path,
      view,
      engagedMs: Math.round(engaged),
      vitals: vitals ?? [],
      width: innerWidth,
    });
    engaged = 0;
    // The vitals are the page load's: later reports of the page view, and other pages, carry none.
    vitals = null;
  };

  const funnel = (step: FunnelStep) => {
    if (steps.has(step)) return;
    steps.add(step);
    send({ type: 'funnel', path, step });
  };
  const watchForm = () => {
    const form = document.querySelector(contactForm);
    if (!form || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      funnel('seen');
    });
    observer.observe(form);
  };

  const begin = () => {
    view = Math.random().toString(36).slice(2, 10).padEnd(8, '0');
    viewed = false;
    steps = new Set();
  };
  begin();

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      pageview(referrer);
      leave();
    } else visibleFrom = performance.now();
  });
  window.addEventListener(navigatedEvent, () => {
    if (location.pathname === path) return;
    leave();
    path = location.pathname;
    begin();
    pageview('');
    // The new page's form, if it has one, reports itself when it is on screen (ContactForm's useSeenSignal).
  });
  window.addEventListener(funnelEvent, (event) => funnel((event as CustomEvent<FunnelStep>).detail));
  document.addEventListener('focusin', (event) => {
    if ((event.target as Element).closest?.(contactForm)) funnel('focused');
  });
  document.addEventListener('submit', (event) => {
    if ((event.target as Element).matches(contactForm)) funnel('submitted');
  });

  whenSettled(() => {
    pageview(referrer);
    watchForm();
    void import('./vitals').then(({ observeVitals }) =>
      observeVitals((metric, value, target) => {
        // A value the collector would refuse (a page left open for ten minutes before its largest paint).
        if (value <= 600_000) latest.set(metric, { metric, value, target: target?.slice(0, 300) });
      }),
    );
  });
}
