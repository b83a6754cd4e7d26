import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { apiPaths } from '../../shared/api';
import type { Lang } from '../../shared/i18n';
import { langFromPath, paths } from '../../shared/paths';
import { defaultMeasurementMode, measurementModeOf, type MeasurementMode } from '../../shared/measurement';
import type { Db } from '../db/client';
import { settings } from '../db/schema';
import { Collector } from './collector';
import { senderOf } from './directCollect';

/**
 * Page views counted by the server (the `server` measurement mode, shared/measurement.ts): from the page requests
 * it answers anyway and from the data requests the application makes for a client-side navigation, so a visit
 * is counted with JavaScript off and with no beacon in the browser. Each is handed to the Collector like a
 * beacon's page view (the same daily-salted hash, the same bots, opt-outs and staff left out).
 *
 * What it cannot know: the screen's width (a phone, a tablet or a computer is read from the browser's name), how
 * long a page was visible, the Web Vitals and the contact funnel's first steps. A page the browser fetched ahead
 * (speculation rules, `Sec-Purpose: prefetch`) is counted only when it is asked for again; one the browser then
 * shows from its prefetch is not. A page the application shows again within two minutes (its data is cached)
 * is not counted again.
 */
export class ServerViews {
  private current: MeasurementMode = defaultMeasurementMode;

  constructor(
    private readonly options: {
      db: Db;
      collector: Collector;
      log: FastifyBaseLogger;
      /** Whether an address is a page's (not a file, an API or a machine's). */
      isPagePath: (pathname: string) => boolean;
    },
  ) {}

  get mode(): MeasurementMode {
    return this.current;
  }

  /** Reads the mode from the settings (at start, and when any instance says the settings changed). */
  async reload(): Promise<void> {
    try {
      const [row] = await this.options.db
        .select({ measurement: settings.measurement })
        .from(settings)
        .where(eq(settings.id, 1));
      this.current = measurementModeOf(row?.measurement);
    } catch (error) {
      this.options.log.warn(
        { err: error },
        'The measurement mode could not be read; the last one known stands',
      );
    }
  }

  /** The mode just saved on this instance. */
  set(mode: MeasurementMode): void {
    this.current = mode;
  }

  /**
   * A page the server answered with 200 (`url`: as asked, with its query), or a data request answered with 200;
   * counted when it is a view in the `server` mode.
   */
  answered(request: IncomingMessage, address: string, url: string): void {
    if (this.current !== 'server' || request.method !== 'GET') return;
    // What the collector leaves out by the request alone (a crawler, a load test, a browser that opted out) is
    // left before anything else: a cached page is answered in microseconds, and so should such a request be.
    const sender = senderOf(request, address);
    if (Collector.leftOut(sender)) return;
    const view = viewOf(request, url, this.options.isPagePath);
    if (!view) return;
    void this.options.collector
      .collect(
        {
          type: 'pageview',
          path: view.path,
          referrer: view.document ? referrerHost(request) : '',
          utmSource: view.utm('source'),
          utmMedium: view.utm('medium'),
          utmCampaign: view.utm('campaign'),
          lang: langFromPath(view.path),
          width: widthOf(sender.userAgent),
        },
        sender,
      )
      .catch((error: unknown) =>
        this.options.log.warn({ err: error }, 'A server-counted page view was dropped'),
      );
  }

  /**
   * A message the contact form sent and the server stored (`lang`: the visitor's): in the `server` mode, the
   * funnel's last steps (sent and accepted) for the contact page, under the visitor of the day, as the beacon
   * would report them. The first steps (the form seen, a field focused) need the browser and stay at zero.
   */
  sent(request: IncomingMessage, address: string, lang: Lang): void {
    if (this.current !== 'server') return;
    const sender = senderOf(request, address);
    const path = paths.contact.href(lang);
    void (async () => {
      for (const step of ['submitted', 'accepted'] as const)
        await this.options.collector.collect({ type: 'funnel', path, step }, sender);
    })().catch((error: unknown) =>
      this.options.log.warn({ err: error }, 'A server-counted send was dropped'),
    );
  }
}

interface View {
  path: string;
  /** The browser asked for the page itself (not a client-side navigation's data). */
  document: boolean;
  utm: (name: string) => string;
}

const noUtm = () => '';

const noQuery = new URLSearchParams();

/** Whether a request is the browser fetching ahead (speculation rules, link prefetch): no one has seen the page yet. */
export const isPrefetch = (headers: IncomingHttpHeaders) =>
  `${headers['sec-purpose'] ?? ''}${headers.purpose ?? ''}`.includes('prefetch');

/** What `url` (answered with 200) is a view of, if it is one. */
export function viewOf(
  request: IncomingMessage,
  url: string,
  isPagePath: (pathname: string) => boolean,
): View | null {
  const headers = request.headers;
  if (isPrefetch(headers)) return null;
  const dest = headers['sec-fetch-dest'];
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? noQuery : new URLSearchParams(url.slice(queryAt + 1));
  if (pathname.startsWith('/api/')) {
    // The application's own request (a browser's fetch says so); the server's render asks in-process, without.
    if (dest !== 'empty') return null;
    const path = navigatedTo(pathname, query);
    return path ? { path, document: false, utm: noUtm } : null;
  }
  if (!isPagePath(pathname) || pathname.startsWith('/admin')) return null;
  // A page: the browser's navigation (or a client without Fetch Metadata, such as a crawler, which isbot knows).
  if (dest !== undefined && dest !== 'document') return null;
  return { path: pathname, document: true, utm: (name) => (query.get(`utm_${name}`) ?? '').slice(0, 100) };
}

const relatedPosts = new RegExp(`^${apiPaths.posts}/([^/]+)/related$`);
const category = new RegExp(`^${apiPaths.categories}/([^/]+)$`);

/**
 * The page a client-side navigation shows, by the one data request it makes for it: a page of blocks
 * (`/api/pages?path=`), a post (its related posts, asked in the page's language) or a category.
 */
function navigatedTo(pathname: string, query: URLSearchParams): string | null {
  const lang = query.get('lang') === 'en' ? 'en' : 'sv';
  if (pathname === apiPaths.page) {
    const path = query.get('path')?.split('?')[0];
    return path?.startsWith('/') ? path : null;
  }
  const post = relatedPosts.exec(pathname);
  const named = category.exec(pathname);
  try {
    if (post) return paths.blogPost.href(lang, decodeURIComponent(post[1]!));
    // A later page of a category counts as the category (a path carries no query).
    if (named) return paths.blogCategory.href(lang, decodeURIComponent(named[1]!));
  } catch {
    // Not a name that decodes: no page shows it.
  }
  return null;
}

/** The referring site's host, when it is another site's. */
function referrerHost(request: IncomingMessage): string {
  const referer = request.headers.referer;
  if (!referer) return '';
  try {
    const host = new URL(referer).hostname;
    const own = String(request.headers.host ?? '').replace(/:\d+$/, '');
    return host === own ? '' : host;
  } catch {
    return '';
  }
}

/** A screen width standing for the device class a browser's name gives (phones and tablets say so). */
function widthOf(userAgent: string): number {
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return 800;
  if (/Mobi|iPhone|Android/i.test(userAgent)) return 375;
  return 1280;
}
