/**
 * A worker that drains a queue in the database (the mail outbox, the webhook deliveries): a pass now and then every
 * `pollMs`, at once when woken (something was queued) or when a pass says more is due, never two passes at a time
 * in one instance. Each queue claims its rows itself (FOR UPDATE SKIP LOCKED under a lease), which keeps several
 * instances apart. A pass that throws is reported and the next one comes as usual.
 */
export abstract class PollingWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = true;
  private wakeRequested = false;

  protected constructor(private readonly polling: { pollMs: number; failed: (error: unknown) => void }) {}

  /** One pass; answers whether more is due at once (a full batch). */
  protected abstract pass(): Promise<{ more: boolean }>;

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** A pass soon: something was queued. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) this.wakeRequested = true;
    else this.schedule(0);
  }

  /** No more passes; resolves once the one under way has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(delay: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      let more = false;
      this.running = this.pass()
        .then((done) => (more = done.more))
        .catch((error: unknown) => this.polling.failed(error))
        .finally(() => {
          this.running = null;
          if (this.stopped) return;
          const again = this.wakeRequested || more;
          this.wakeRequested = false;
          this.schedule(again ? 0 : this.polling.pollMs);
        });
    }, delay);
    this.timer.unref?.();
  }
}
