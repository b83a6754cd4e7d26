import type { FunnelStep } from '../../shared/insights';

/**
 * How the application tells the Insights beacon (src/runtime/beacon.ts, in the first file) what only it knows:
 * a client-side navigation, and how a contact message ended. DOM events, so the application needs nothing of
 * the beacon, and where no beacon runs (stories, tests, a visitor who opted out) nothing happens.
 */
export const navigatedEvent = 'insights:navigated';
export const funnelEvent = 'insights:funnel';

export const signalNavigation = () => window.dispatchEvent(new Event(navigatedEvent));

export const signalFunnel = (step: FunnelStep) =>
  window.dispatchEvent(new CustomEvent<FunnelStep>(funnelEvent, { detail: step }));
