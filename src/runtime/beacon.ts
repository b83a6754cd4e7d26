import {
  consentDialogId,
  consentOpenAttribute,
  consentPath,
  consentStorageKey,
  type ConsentChoice,
} from '../../shared/measurement';
import { openConsentDialog } from './consentDialog';
import { whenSettled } from './prefetchWhenIdle';

export type BeaconNavigator = Navigator & { globalPrivacyControl?: boolean };

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
 * The site's measurement in the browser, by the mode an Admin chose (shared/measurement.ts): in the `server` and
 * `off` modes nothing runs here (the server counts page views itself, or nothing is counted). In the `consent` mode
 * the server draws the consent dialog, closed (src/runtime/ConsentDialog.tsx); it is opened here once the page has
 * painted and the browser is idle, and again from the footer's "Statistics settings". The beacon runs only after an
 * accept (src/runtime/pageBeacon.ts, a chunk fetched then), and stops at a decline. The answer is kept in
 * localStorage (the answer alone, which the choice needs) and counted on the server without anything about who gave
 * it (POST /api/consent). Nothing is asked of, or sent by, a browser that asks not to be tracked (Do-Not-Track,
 * Global Privacy Control) or is driven by automation.
 */
export function installMeasurement(): void {
  // The server draws the dialog in the consent mode only (src/entry-server.tsx).
  const dialog = document.getElementById(consentDialogId);
  if (!(dialog instanceof HTMLDialogElement)) return;
  const nav = navigator as BeaconNavigator;
  const silent = nav.doNotTrack === '1' || nav.globalPrivacyControl || nav.webdriver || !nav.sendBeacon;
  let started = false;
  const start = () => {
    if (silent || started) return;
    started = true;
    import('./pageBeacon')
      .then(({ installBeacon }) => installBeacon(nav, () => choice() === 'granted'))
      // Not fetched (offline): the next page, or the next accept, tries again.
      .catch(() => void (started = false));
  };
  const ask = () =>
    openConsentDialog(dialog, {
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
    });
  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest?.(`[${consentOpenAttribute}]`)) ask();
  });
  if (choice() === 'granted') start();
  else if (choice() === null && !silent) whenSettled(ask);
}
