import { installMeasurement } from './runtime/beacon';
import { installEarlyControls } from './runtime/earlyControls';
import { hydrateOnIntent } from './runtime/hydrateOnIntent';
import { loadPage, pageAt } from './app/pages';
import { applicationFetcher, prefetchWhenIdle, whenSettled } from './runtime/prefetchWhenIdle';
import { hasPendingLeads } from './features/contact/pendingLeadsKey';

// The controls a first tap reaches answer before the application: native HTML, and this for the rest.
installEarlyControls();

// All a public page loads up front is this file: the application is fetched and hydrated on the first sign
// of intent (src/runtime/hydrateOnIntent.ts). The admin area arrives as an empty shell and starts at once.
// The page's own chunk (src/app/pages.ts) is fetched alongside, not after, the application; both are fetched
// ahead, not run, when the visitor scrolls and, on a fast connection, when the browser is idle
// (src/runtime/prefetchWhenIdle.ts).
const page = pageAt(window.location.pathname);
let started = false;
const fetchApplication = applicationFetcher(page, () => started);
// A visitor who scrolls is reading: the bar and the sections follow the scroll (a small chunk of their own), and
// the application is fetched for a tap to come.
let scrollEffects: Promise<void> | undefined;
const whenReading = () => {
  scrollEffects ??= import('./runtime/scrollEffects')
    .then(({ installScrollEffects }) => installScrollEffects())
    .catch(() => void (scrollEffects = undefined));
  fetchApplication();
};
hydrateOnIntent(
  document.getElementById('root')!,
  () => {
    started = true;
    if (page) void loadPage(page).catch(() => undefined);
    return import('./app/startApp').then(({ startApp }) => startApp(document.getElementById('root')!, page));
  },
  whenReading,
);
prefetchWhenIdle(fetchApplication);

// Page views, time on page, Core Web Vitals and the contact funnel, without cookies, when the mode and the
// visitor allow it (docs/insights.md).
if (!window.location.pathname.startsWith('/admin')) installMeasurement();

// Leads the server has not confirmed yet (kept after a fallback or a lost connection) go out again, once the page
// has settled: the first read of local storage is a synchronous call to the browser's own process (about a
// millisecond here, more while the browser is busy loading the page), which this file's start need not wait on.
const resendPending = () => {
  if (!hasPendingLeads()) return;
  void import('./features/contact/submitLead').then(({ resendPendingLeads }) => resendPendingLeads());
};
whenSettled(resendPending);
window.addEventListener('online', resendPending);

if (import.meta.env.DEV) {
  void import('./runtime/reportTimings').then(({ reportTimings }) => reportTimings());
}
