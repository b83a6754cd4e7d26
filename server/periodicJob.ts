import type { FastifyBaseLogger } from 'fastify';

/**
 * Work the server does by itself at intervals (the lead retention pass, the morning's mail of due follow-ups, the
 * nightly backup): a pass when the server is ready and every `everyMs` after, one pass at a time per instance (a
 * pass asked for while one runs comes after it). A pass that throws is logged as `failed` says, and the next one
 * tries again; each job makes its own passes safe on several instances.
 */
export class PeriodicJob<Result> {
  private timer: NodeJS.Timeout | null = null;
  private last: Promise<Result | null> = Promise.resolve(null);

  constructor(
    private readonly options: {
      everyMs: number;
      log: FastifyBaseLogger;
      /** What the log says when a pass throws ("the nightly backup pass failed"). */
      failed: string;
      pass: (now?: Date) => Promise<Result>;
    },
  ) {}

  start(): void {
    if (this.timer) return;
    void this.run();
    this.timer = setInterval(() => void this.run(), this.options.everyMs);
    this.timer.unref();
  }

  /** A pass after the one under way, if any; answers null when it threw (the error is logged). */
  run(now?: Date): Promise<Result | null> {
    const { log, failed, pass } = this.options;
    this.last = this.last.then(async () => {
      try {
        return await pass(now);
      } catch (error) {
        log.error({ err: error }, failed);
        return null;
      }
    });
    return this.last;
  }

  /** No more passes; resolves once the one under way has ended. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.last;
  }
}
