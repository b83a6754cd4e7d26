import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * /metrics when several processes serve one port (WEB_CONCURRENCY, server/cluster.ts): a scrape lands on whichever
 * process takes the connection, so that process asks the primary, which gathers every process's registry through
 * prom-client's AggregatorRegistry (counters and histograms summed; the gauges read from the database say
 * `aggregator: 'first'`, being the same in every process) and sends the text back.
 */

const ask = 'site:metrics-request';
const answer = 'site:metrics-answer';
const waitMs = 5000;

interface Answer {
  type: typeof answer;
  id: string;
  text?: string;
  error?: string;
}

/** In the primary: answers the processes' requests for every process's metrics. */
export function answerMetricsRequests(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== ask || typeof message.id !== 'string') return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: answer, id, text } satisfies Answer),
      (error: unknown) => worker.send({ type: answer, id, error: String(error) } satisfies Answer),
    );
  });
}

/** In a forked process: offers `registry` to the primary's gathering (call once, at start). */
export function joinClusterMetrics(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one installs prom-client's listener that answers the primary with this process's metrics.
  new AggregatorRegistry();
}

/** In a forked process: every process's metrics, gathered by the primary. */
export function metricsOfAllProcesses(): Promise<string> {
  return new Promise((resolve, reject) => {
    const id = randomUUID();
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    const onMessage = (message: Partial<Answer>) => {
      if (message?.type !== answer || message.id !== id) return;
      done();
      if (message.error !== undefined || message.text === undefined) reject(new Error(message.error));
      else resolve(message.text);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('the primary did not answer with the metrics'));
    }, waitMs);
    process.on('message', onMessage);
    process.send!({ type: ask, id });
  });
}
