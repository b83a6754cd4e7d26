import type { FastifyBaseLogger } from 'fastify';
import { isbot } from 'isbot';
import { deviceClassOf, type CollectEvent } from '../../shared/insights';
import { findSession } from '../auth/sessions';
import type { Db } from '../db/client';
import { stockholmDays, VisitorHasher } from './visitors';
import { EventWriter, type VitalRow } from './writer';

/** Browsers' names seen and whether isbot's list names a bot: a few hundred distinct ones make most traffic. */
const bots = new Map<string, boolean>();

function isBotAgent(userAgent: string): boolean {
  let bot = bots.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent);
    // Made-up names cannot grow it without end: once full, new ones are asked each time.
    if (bots.size < 2000) bots.set(userAgent, bot);
  }
  return bot;
}

/** Who sent an event: what the collector reads of the request, and nothing is kept of it but the hash. */
export interface Sender {
  address: string;
  userAgent: string;
  /** Do-Not-Track or Global Privacy Control asked for. */
  optedOut: boolean;
  /** The staff session cookie, when the browser sent one. */
  sessionToken: string | undefined;
}

export type Outcome = 'counted' | 'opted-out' | 'bot' | 'staff' | 'dropped';

/** Told of each event counted, with its visitor of the day (the experiments count the beacon's by it). */
export type CountedListener = (event: CollectEvent, day: string, visitor: string) => void;

/**
 * Counts the beacon's events: none from a browser that asked not to be tracked, from a bot (isbot's list of user
 * agents, headless browsers among them, or none given) or from a signed-in staff member; the rest are hashed
 * into the day's visitor and queued for the writer. Nothing here throws: an event that cannot be counted is
 * dropped, and the caller answers 204 either way.
 */
export class Collector {
  readonly writer: EventWriter;
  /** The day's visitor hash, shared with whatever else counts visitors (the experiments): one salt, one hash. */
  readonly hasher: VisitorHasher;
  private readonly dayOf = stockholmDays();
  private listener: CountedListener | null = null;

  constructor(private readonly options: { db: Db; log: FastifyBaseLogger; now?: () => Date }) {
    this.writer = new EventWriter({ db: options.db, log: options.log });
    this.hasher = new VisitorHasher(options.db);
  }

  /** Tells `listener` of every event counted from now on. */
  listen(listener: CountedListener): void {
    this.listener = listener;
  }

  /** Events being counted (their visitor's hash may wait for the day's salt), not yet handed to the writer. */
  private readonly counting = new Set<Promise<Outcome>>();

  /**
   * Why an event from `sender` is not counted, when it can be told from the request alone: the browser asked not
   * to be tracked, or it is a bot (isbot's list, headless browsers among them, or no name given). Null otherwise.
   */
  static leftOut(sender: Pick<Sender, 'optedOut' | 'userAgent'>): 'opted-out' | 'bot' | null {
    if (sender.optedOut) return 'opted-out';
    if (!sender.userAgent || isBotAgent(sender.userAgent)) return 'bot';
    return null;
  }

  /** Counts an event; settles when it is queued for the writer (or left out). */
  collect(event: CollectEvent, sender: Sender): Promise<Outcome> {
    const leftOut = Collector.leftOut(sender);
    if (leftOut) return Promise.resolve(leftOut);
    const counting = this.count(event, sender);
    this.counting.add(counting);
    void counting.finally(() => this.counting.delete(counting));
    return counting;
  }

  /** Writes every event counted so far, those still being hashed included (at a stop, and in tests). */
  async flush(): Promise<void> {
    await Promise.allSettled([...this.counting]);
    await this.writer.flush();
  }

  private async count(event: CollectEvent, sender: Sender): Promise<Outcome> {
    try {
      if (sender.sessionToken && (await findSession(this.options.db, sender.sessionToken))) return 'staff';
      const at = this.options.now?.() ?? new Date();
      const day = this.dayOf(at);
      const visitor = await this.hasher.hash(day, sender.address, sender.userAgent);
      const common = { at, day, visitor, path: event.path };
      let vitals: VitalRow[] = [];
      if (event.type === 'pageview') {
        this.writer.add({
          ...common,
          type: 'pageview',
          referrer: event.referrer.toLowerCase(),
          utmSource: event.utmSource,
          utmMedium: event.utmMedium,
          utmCampaign: event.utmCampaign,
          lang: event.lang,
          device: deviceClassOf(event.width),
        });
      } else if (event.type === 'leave') {
        const device = deviceClassOf(event.width);
        vitals = event.vitals.map((vital) => ({
          at,
          day,
          path: event.path,
          device,
          metric: vital.metric,
          value: vital.value,
          target: vital.target ?? '',
        }));
        this.writer.add(
          { ...common, type: 'leave', device, view: event.view, engagedMs: event.engagedMs },
          vitals,
        );
      } else {
        this.writer.add({ ...common, type: 'funnel', step: event.step });
      }
      this.listener?.(event, day, visitor);
      return 'counted';
    } catch (error) {
      this.options.log.error({ err: error }, 'insights: event not counted');
      return 'dropped';
    }
  }
}
