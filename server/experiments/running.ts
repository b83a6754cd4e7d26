import type { IncomingMessage } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ExperimentGoal } from '../../shared/experiments';
import { paths } from '../../shared/paths';
import { experimentVitalMetrics, type ExperimentVitalMetric } from '../../shared/experimentVitals';
import type { CollectEvent } from '../../shared/insights';
import type { MeasurementMode } from '../../shared/measurement';
import type { Db } from '../db/client';
import { experimentVisitors, experimentVitals, experiments, pages } from '../db/schema';
import { Collector } from '../insights/collector';
import { senderOf } from '../insights/directCollect';
import { isPrefetch, viewOf } from '../insights/serverViews';
import { stockholmDays, type VisitorHasher } from '../insights/visitors';
import { variantFor } from './assignment';
import { variantSwaps, withVariant } from './variants';

/** The page cache's key of a variant of the page cached at `key` (the control's is the page's own). */
export const versionKey = (key: string, variant: number) => (variant === 0 ? key : `${key}\n${variant}`);

/** A running experiment as serving needs it. */
export interface Running {
  id: number;
  pageId: number;
  /** The page's addresses (either language shows the same variant). */
  paths: [string, string];
  split: number[];
  blockIds: string[];
  /** Per variant (0, the control, has none), its version of each block it changes, by id. */
  swaps: Map<string, unknown>[];
  goal: ExperimentGoal;
  /** For the `page` goal: the goal page's addresses in both languages. */
  goalPaths: string[];
}

/** A visitor's variant of a running experiment; `visitor` when they count (not a bot, not opted out). */
export interface Choice {
  running: Running;
  variant: number;
  visitor: { day: string; hash: string } | null;
}

const contactPaths = new Set([paths.contact.href('sv'), paths.contact.href('en')]);

const isExperimentVital = (metric: string): metric is ExperimentVitalMetric =>
  (experimentVitalMetrics as readonly string[]).includes(metric);

/**
 * The running experiments of this instance (docs/experiments.md): read at start and on every change of the pages
 * (starting, stopping and publishing send the `pages` signal), looked up by a page's address. A visitor's variant
 * comes from the day's visitor hash (Insights' salt) and the experiment's id; a bot, a browser that opted out and
 * a request without a browser's name get the page as it is and are not counted. Visitors are counted once a day
 * each (one row per experiment, day and visitor), written in batches; a goal reached marks that row.
 *
 * Who is counted follows Insights' measurement mode: in the server-only mode, every page answered; with consent,
 * only the visitors whose beacon reports the page (an accept), with the Core Web Vitals it reports; off, nobody,
 * and everyone gets the page as it is.
 */
export class RunningExperiments {
  private byPath = new Map<string, Running>();
  private running: Running[] = [];
  /** Whether a running experiment's goal is reached by a page answered (not by a message sent). */
  private goalWatchers = false;
  private readonly hasher: VisitorHasher;
  private readonly dayOf = stockholmDays();
  private pending = new Map<string, typeof experimentVisitors.$inferInsert>();
  private pendingVitals: (typeof experimentVitals.$inferInsert)[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly options: {
      db: Db;
      log: FastifyBaseLogger;
      /** Insights' measurement mode now: who is counted, and whether experiments run at all. */
      mode: () => MeasurementMode;
      /** The day's visitor hash, Insights' own (the beacon's events are matched to the pages served by it). */
      hasher: VisitorHasher;
      now?: () => Date;
    },
  ) {
    this.hasher = options.hasher;
  }

  /** Whether experiments run now: in every measurement mode but off (docs/experiments.md, Consent). */
  private active(): boolean {
    return this.options.mode() !== 'off';
  }

  get any(): boolean {
    return this.running.length > 0 && this.active();
  }

  /** Reads the running experiments of published pages. */
  async reload(): Promise<void> {
    try {
      const rows = await this.options.db
        .select({ experiment: experiments, sv: pages.pathSv, en: pages.pathEn })
        .from(experiments)
        .innerJoin(pages, eq(pages.id, experiments.pageId))
        .where(and(eq(experiments.status, 'running'), eq(pages.status, 'published')));
      const goalPages = await this.options.db
        .select({ sv: pages.pathSv, en: pages.pathEn })
        .from(pages)
        .where(eq(pages.status, 'published'));
      const bothAddresses = (path: string | null) => {
        const page = goalPages.find(({ sv, en }) => sv === path || en === path);
        return page ? [page.sv, page.en] : path ? [path] : [];
      };
      const running = rows.map(({ experiment, sv, en }): Running => {
        const swaps = variantSwaps(experiment);
        return {
          id: experiment.id,
          pageId: experiment.pageId,
          paths: [sv, en],
          split: experiment.split,
          blockIds: experiment.blockIds,
          swaps,
          goal: experiment.goal,
          goalPaths: bothAddresses(experiment.goalPath),
        };
      });
      this.running = running;
      this.goalWatchers = running.some(({ goal }) => goal !== 'contact');
      this.byPath = new Map(running.flatMap((one) => one.paths.map((path) => [path, one] as const)));
    } catch (error) {
      this.options.log.warn(
        { err: error },
        'The running experiments could not be read; the last ones known stand',
      );
    }
  }

  /** The experiment running on the page at `path`, if one is. */
  at(path: string): Running | undefined {
    const running = this.byPath.get(path);
    return running && this.active() ? running : undefined;
  }

  /** The Stockholm date now. */
  private today(): string {
    return this.dayOf(this.options.now?.() ?? new Date());
  }

  /** Whether the request's sender is counted (and so dealt a variant); else the page as it is. */
  private senderFor(request: IncomingMessage, address: string) {
    const sender = senderOf(request, address);
    return Collector.leftOut(sender) ? null : sender;
  }

  private chosen(running: Running, visitor: Choice['visitor']): Choice {
    return {
      running,
      variant: visitor ? variantFor(visitor.hash, running.id, running.split) : 0,
      visitor,
    };
  }

  /**
   * The day's visitors by address and browser, as hashed: a visitor's next requests are dealt a variant without
   * hashing them again (an experiment costs a cached page one hash, its variant's). Emptied when the day changes;
   * at most 10 000, then hashed each time.
   */
  private visitors = { day: '', hashes: new Map<string, string>() };

  private visitorNow(day: string, address: string, userAgent: string): string | null {
    if (this.visitors.day !== day) this.visitors = { day, hashes: new Map() };
    const key = `${address}\n${userAgent}`;
    const known = this.visitors.hashes.get(key);
    if (known !== undefined) return known;
    const hash = this.hasher.hashNow(day, address, userAgent);
    if (hash !== null && this.visitors.hashes.size < 10_000) this.visitors.hashes.set(key, hash);
    return hash;
  }

  private async visitorOf(day: string, address: string, userAgent: string): Promise<string> {
    return this.visitorNow(day, address, userAgent) ?? (await this.hasher.hash(day, address, userAgent));
  }

  /** The visitor's variant (waiting for the day's salt the first time). */
  async choose(request: IncomingMessage, address: string, running: Running): Promise<Choice> {
    const sender = this.senderFor(request, address);
    if (!sender) return this.chosen(running, null);
    const day = this.today();
    try {
      return this.chosen(running, { day, hash: await this.visitorOf(day, address, sender.userAgent) });
    } catch (error) {
      this.options.log.warn(
        { err: error },
        'A visitor could not be dealt a variant; the page as it is was shown',
      );
      return this.chosen(running, null);
    }
  }

  /** The same without waiting: undefined while the day's salt is not at hand. */
  chooseNow(request: IncomingMessage, address: string, running: Running): Choice | undefined {
    const sender = this.senderFor(request, address);
    if (!sender) return this.chosen(running, null);
    const day = this.today();
    const hash = this.visitorNow(day, address, sender.userAgent);
    return hash === null ? undefined : this.chosen(running, { day, hash });
  }

  /**
   * The blocks a variant shows: the page's live blocks with the experiment's replaced by the variant's, so a
   * change staff publish to another block shows in every variant. If a block of the experiment is no longer on
   * the page, everyone gets the page as it is: never a mix.
   */
  blocksFor(blocks: unknown[], choice: Pick<Choice, 'running' | 'variant'>): unknown[] {
    return withVariant(blocks, choice.running.blockIds, choice.running.swaps[choice.variant]) ?? blocks;
  }

  /** Counts a page seen by a visitor who counts (a GET that is not a prefetch), in the server-only mode. */
  seen(request: IncomingMessage, choice: Choice): void {
    if (!choice.visitor || request.method !== 'GET' || isPrefetch(request.headers)) return;
    if (this.options.mode() !== 'server') return;
    this.count(choice.running, choice.visitor.day, choice.visitor.hash, choice.variant);
  }

  private count(running: Running, day: string, visitor: string, variant: number): void {
    const key = `${running.id} ${day} ${visitor}`;
    if (this.pending.has(key)) return;
    this.pending.set(key, { experimentId: running.id, day, visitor, variant });
    this.soon();
  }

  private soon(): void {
    if (this.pending.size + this.pendingVitals.length >= 500) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), 1000);
  }

  /**
   * An event of the beacon counted by Insights (its visitor of the day hashed as the pages served are): in the
   * consent mode, a page view of a tested page counts its visitor in the variant the same hash deals them, and
   * the Core Web Vitals a page reports when it is left go to that variant. In the other modes the beacon does not
   * run, and the server-only mode counts the pages answered instead.
   */
  reported(event: CollectEvent, day: string, visitor: string): void {
    if (this.options.mode() !== 'consent' || event.type === 'funnel') return;
    const running = this.at(event.path);
    if (!running) return;
    const variant = variantFor(visitor, running.id, running.split);
    if (event.type === 'pageview') return this.count(running, day, visitor, variant);
    for (const { metric, value } of event.vitals) {
      if (isExperimentVital(metric))
        this.pendingVitals.push({ experimentId: running.id, day, variant, metric, value });
    }
    if (this.pendingVitals.length > 0) this.soon();
  }

  /** Writes the visitors counted so far (at most a second's worth are held). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = [...this.pending.values()];
    const vitals = this.pendingVitals;
    this.pending = new Map();
    this.pendingVitals = [];
    this.flushing = this.flushing.then(async () => {
      try {
        if (rows.length > 0)
          await this.options.db.insert(experimentVisitors).values(rows).onConflictDoNothing();
      } catch (error) {
        this.options.log.warn(
          { err: error, rows: rows.length },
          'Visitors of an experiment were not counted',
        );
      }
      try {
        if (vitals.length > 0) await this.options.db.insert(experimentVitals).values(vitals);
      } catch (error) {
        // An experiment stopped and deleted meanwhile takes its measurements with it: nothing else is lost.
        this.options.log.warn(
          { err: error, rows: vitals.length },
          'Core Web Vitals of an experiment were not kept',
        );
      }
    });
    return this.flushing;
  }

  /**
   * A page or a page's data answered with 200 (`url` as asked): reaching a goal page, or the contact page from
   * the tested page (a call to action followed), marks the visitor's row of the day as converted.
   */
  answered(
    request: IncomingMessage,
    address: string,
    url: string,
    isPagePath: (path: string) => boolean,
  ): void {
    if (!this.goalWatchers || request.method !== 'GET' || !this.active()) return;
    const view = viewOf(request, url, isPagePath);
    if (!view) return;
    const from = referrerPath(request);
    const reached = this.running.filter(
      (one) =>
        (one.goal === 'page' && one.goalPaths.includes(view.path)) ||
        (one.goal === 'cta' && contactPaths.has(view.path) && from !== null && one.paths.includes(from)),
    );
    if (reached.length > 0) void this.convert(request, address, reached);
  }

  /** A contact message stored: the `contact` goal. */
  sent(request: IncomingMessage, address: string): void {
    if (!this.any) return;
    const reached = this.running.filter((one) => one.goal === 'contact');
    if (reached.length > 0) void this.convert(request, address, reached);
  }

  private async convert(request: IncomingMessage, address: string, reached: Running[]): Promise<void> {
    const sender = this.senderFor(request, address);
    if (!sender) return;
    try {
      const day = this.today();
      const visitor = await this.visitorOf(day, address, sender.userAgent);
      // The visit that showed the page may still be held for writing.
      await this.flush();
      for (const one of reached) {
        await this.options.db
          .update(experimentVisitors)
          .set({ converted: true })
          .where(
            and(
              eq(experimentVisitors.experimentId, one.id),
              eq(experimentVisitors.day, day),
              eq(experimentVisitors.visitor, visitor),
              sql`not ${experimentVisitors.converted}`,
            ),
          );
      }
    } catch (error) {
      this.options.log.warn({ err: error }, 'A goal reached in an experiment was not counted');
    }
  }

  /** At a stop: the visitors held are written. */
  async close(): Promise<void> {
    await this.flush();
  }
}

/** The path of the page a request came from on this site (its Referer), or null. */
function referrerPath(request: IncomingMessage): string | null {
  const { referer, host } = request.headers;
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    // The Host header as the Referer's scheme writes it (a default port left out).
    return url.host === new URL(`${url.protocol}//${host}`).host ? url.pathname : null;
  } catch {
    return null;
  }
}
