import type { ConsentChoice, MeasurementMode } from './measurement';

/**
 * Insights: what the site's own beacon collects (src/app/beacon.ts → POST /api/collect, server/insights/) and what
 * the Insights screen is given (GET /api/admin/insights, src/admin/pages/InsightsPage.tsx). No cookies, no storage,
 * no personal data: a visitor is a hash of address and browser with a salt that changes every day (docs/insights.md).
 */

/** A step of the contact funnel, in the order a visitor reaches them. */
export const funnelSteps = ['seen', 'focused', 'submitted', 'accepted', 'fallback', 'failed'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

export const vitalMetrics = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof vitalMetrics)[number];

export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** A screen's class by its width in CSS pixels, as the beacon reports it. */
export function deviceClassOf(width: number): DeviceClass {
  if (width < 768) return 'mobile';
  if (width < 1100) return 'tablet';
  return 'desktop';
}

/**
 * Google's thresholds (web.dev/articles/vitals): at or below `good` is good, above `poor` is poor, between needs
 * improvement. Milliseconds, except CLS (unitless).
 */
export const vitalThresholds: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = vitalThresholds[metric];
  if (value <= good) return 'good';
  if (value <= poor) return 'needs-improvement';
  return 'poor';
}

// ---- What the beacon sends (one event per request; sendBeacon posts text/plain JSON) ----

export interface PageviewEvent {
  type: 'pageview';
  /** The page's path (no query string, no fragment). */
  path: string;
  /** The host of the referring page when it is another site; '' otherwise. */
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  lang: 'sv' | 'en';
  /** The screen's width in CSS pixels, classed on the server. */
  width: number;
}

export interface LeaveEvent {
  type: 'leave';
  path: string;
  /** Tells one page view's reports apart (random, made per page view, kept nowhere). */
  view: string;
  /** Milliseconds the page was visible. */
  engagedMs: number;
  /** The Core Web Vitals measured on this page view, each with its attribution where it has one. */
  vitals: { metric: VitalMetric; value: number; target?: string }[];
  width: number;
}

export interface FunnelEvent {
  type: 'funnel';
  path: string;
  step: FunnelStep;
}

export type CollectEvent = PageviewEvent | LeaveEvent | FunnelEvent;

// ---- What the Insights screen is given ----

export interface InsightsTotals {
  visitors: number;
  pageviews: number;
  /** A visit is one visitor's page views of one day. */
  visits: number;
  /** Share (0–1) of visits with one page view; null without visits. */
  bounceRate: number | null;
  /** Mean time a page was visible, over the page views that reported it; null without any. */
  avgTimeOnPageMs: number | null;
  /** Visitors whose message was accepted, over all visitors (0–1); null without visitors. */
  conversionRate: number | null;
}

/** The totals of a range without visits. Frozen: it is shared, so a change to it would show in every report. */
export const emptyInsightsTotals: Readonly<InsightsTotals> = Object.freeze({
  visitors: 0,
  pageviews: 0,
  visits: 0,
  bounceRate: null,
  avgTimeOnPageMs: null,
  conversionRate: null,
});

export interface InsightsRow {
  /** The page, source, campaign, language or device class; '' is "direct / none". */
  key: string;
  visitors: number;
  pageviews: number;
}

export interface FunnelRow {
  key: string;
  visitors: number;
  steps: Record<FunnelStep, number>;
}

export interface VitalSummary {
  metric: VitalMetric;
  /** 75th percentile over the range; null without samples. */
  p75: number | null;
  samples: number;
}

export interface VitalsRow {
  key: string;
  samples: number;
  p75: Record<VitalMetric, number | null>;
}

export interface VitalTarget {
  /** A CSS selector of the element (the LCP element, or the slowest interaction's target). */
  target: string;
  path: string;
  samples: number;
  /** 75th percentile of the metric for that element. */
  p75: number;
}

export interface InsightsReport {
  /** Stockholm dates, inclusive; an hourly series when from = to. */
  range: { from: string; to: string; granularity: 'hour' | 'day' };
  /** The period of the same length just before. */
  previous: { from: string; to: string };
  totals: InsightsTotals;
  previousTotals: InsightsTotals;
  /**
   * One point per hour (ISO time of the hour's start) or per day (YYYY-MM-DD), zeros included; today's hours end
   * with the current one.
   */
  series: { at: string; visitors: number; pageviews: number }[];
  pages: InsightsRow[];
  sources: InsightsRow[];
  campaigns: InsightsRow[];
  languages: InsightsRow[];
  devices: InsightsRow[];
  funnel: {
    /** Distinct visitors reaching each step over the range. */
    steps: Record<FunnelStep, number>;
    visitors: number;
    bySource: FunnelRow[];
    byLanding: FunnelRow[];
  };
  vitals: {
    summary: VitalSummary[];
    /** p75 per day (YYYY-MM-DD) of each metric; null where a day had no samples. */
    series: { at: string; p75: Record<VitalMetric, number | null> }[];
    byPage: VitalsRow[];
    byDevice: VitalsRow[];
    lcpElements: VitalTarget[];
    slowInteractions: VitalTarget[];
  };
  /** How the range's figures were counted (docs/insights.md). */
  measurement: {
    /**
     * The modes in force over the range, oldest first, each from the Stockholm day it began (or the range's first)
     * to the day before the next began (or the range's last). `beacon`: every browser's beacon, unasked (before
     * the modes).
     */
    periods: { mode: MeasurementMode | 'beacon'; from: string; to: string }[];
    /** The consent dialog's answers over the range. */
    consents: Record<ConsentChoice, number>;
  };
}

/** The dashboard's line of Insights: today's visitors and how many of them sent a message. */
export interface InsightsToday {
  visitors: number;
  conversionRate: number | null;
}

/** The longest range the screen asks for at once, in days. */
export const maxInsightsDays = 400;
