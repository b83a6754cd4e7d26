/**
 * How the site measures its own visitors (issue #43, docs/insights.md), chosen by an Admin in Settings:
 * - `server`: page views counted from the page and data requests the server answers anyway; no beacon, no Web
 *   Vitals, nothing asked of the visitor (the default);
 * - `consent`: the beacon and Web Vitals (src/runtime/beacon.ts) run only after a visitor accepts in the consent
 *   dialog; the server counts nothing on its own;
 * - `off`: nothing is counted.
 */
export const measurementModes = ['server', 'consent', 'off'] as const;
export type MeasurementMode = (typeof measurementModes)[number];
export const defaultMeasurementMode: MeasurementMode = 'server';

export const isMeasurementMode = (value: unknown): value is MeasurementMode =>
  (measurementModes as readonly unknown[]).includes(value);

/** The mode a stored setting names; the default for anything else. */
export const measurementModeOf = (stored: unknown): MeasurementMode =>
  isMeasurementMode(stored) ? stored : defaultMeasurementMode;

/** A visitor's answer in the consent dialog. */
export const consentChoices = ['granted', 'denied'] as const;
export type ConsentChoice = (typeof consentChoices)[number];

/**
 * Where the browser keeps the answer (localStorage): the choice itself, strictly necessary to respect it, and
 * nothing else (no date, no id).
 */
export const consentStorageKey = 'novaweb-statistics';

/** A button that opens the consent dialog again (the footer's "Statistics settings"). */
export const consentOpenAttribute = 'data-consent-open';
/** The answer a visitor gives is counted, without anything about them (POST, body `{ choice }`). */
export const consentPath = '/api/consent';

/**
 * The consent dialog's id: the server draws it in the consent mode only (src/runtime/ConsentDialog.tsx), so the
 * first file knows the mode by it; its styles are the page's (src/styles/GlobalStyle.ts).
 */
export const consentDialogId = 'consent-dialog';
