import type { CollectEvent, FunnelStep, LeaveEvent } from '../../shared/insights';
import {
  consentOpenAttribute,
  consentPath,
  consentStorageKey,
  measurementAttribute,
  type ConsentChoice,
} from '../../shared/measurement';
import { funnelEvent, navigatedEvent } from './insightsSignals';
import { whenSettled } from './prefetchWhenIdle';

const contactForm = 'form[data-funnel="contact"]';

type BeaconNavigator = Navigator & { globalPrivacyControl?: boolean };

/** The answer this browser gave in the consent dialog, if it keeps one (private modes may keep none). */
function storedChoice(): ConsentChoice | null {
  try {
    const value = localStorage.getItem(consentStorageKey);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

/** An answer given on this page, for a browser that cannot keep it. */
let answered: ConsentChoice | null = null;
const choice = () => storedChoice() ?? answered;

/**
 * The site's measurement in the browser, by the mode an Admin chose (shared/measurement.ts), which the footer
 * names: in the `server` and `off` modes nothing runs here (the server counts page views itself, or nothing is
 * counted). In the `consent` mode the consent dialog (src/runtime/consentDialog.ts) asks once the page has painted
 * and the browser is idle, and again from the footer's "Statistics settings"; the beacon runs only after an
 * accept, and stops at a decline. The answer is kept in localStorage (the answer alone, which the choice needs)
 * and counted on the server without anything about who gave it (POST /api/consent). Nothing is asked of, or sent
 * by, a browser that asks not to be tracked (Do-Not-Track, Global Privacy Control) or is driven by automation.
 */
export function installMeasurement(): void {
  const mode = document.querySelector(`[${measurementAttribute}]`)?.getAttribute(measurementAttribute);
  if (mode !== 'consent') return;
  const nav = navigator as BeaconNavigator;
  const silent = nav.doNotTrack === '1' || nav.globalPrivacyControl || nav.webdriver || !nav.sendBeacon;
  let started = false;
  const start = () => {
    if (silent || started) return;
    started = true;
    installBeacon(nav, () => choice() === 'granted');
  };
  const ask = () =>
    void import('./consentDialog').then(({ openConsentDialog }) =>
      openConsentDialog({
        lang: document.documentElement.lang === 'en' ? 'en' : 'sv',
        current: choice(),
        onChoice: (given) => {
          answered = given;
          try {
            localStorage.setItem(consentStorageKey, given);
          } catch {
            // Kept for this page only.
          }
          if (nav.sendBeacon) nav.sendBeacon(consentPath, JSON.stringify({ choice: given }));
          if (given === 'granted') start();
        },
      }),
    );
  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest?.(`[${consentOpenAttribute}]`)) ask();
  });
  if (choice() === 'granted') start();
  else if (choice() === null && !silent) whenSettled(ask);
}

/**
 * The site's own analytics beacon (docs/insights.md), run once a visitor has accepted: page views, how long a
 * page was visible, its Core Web Vitals and the contact form's funnel, each sent with `navigator.sendBeacon` to
 * /api/collect while `allowed` (a later decline, here or in another tab, stops it). No cookie, nothing that
 * identifies the visitor (the server counts a daily-salted hash it cannot undo). The first page view goes once
 * the page has painted and the browser is idle (or when the page is hidden first), so it never competes with the
 * first paint; the vitals' code is fetched then too.
 */
function installBeacon(nav: BeaconNavigator, allowed: () => boolean): void {
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
