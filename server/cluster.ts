import cluster, { type Worker } from 'node:cluster';
import { answerMetricsRequests } from './clusterMetrics';

/** A worker that dies sooner than this after it started is replaced only after a pause, growing to the last. */
const steadyAfterMs = 10_000;
const restartDelaysMs = [0, 1000, 5000, 15_000];

/**
 * The primary process of `WEB_CONCURRENCY` > 1: it forks that many server processes, which share the port
 * (node:cluster hands each new connection to the next), replaces one that dies, and on SIGTERM or SIGINT passes
 * the signal on and exits once every worker has drained and stopped. The primary serves nothing and holds no
 * database connection; what instances share (cache signals, rate limits, the outbox, the schedule) is in
 * PostgreSQL, as with separate machines.
 */
export function runPrimary(workers: number, log: (line: string) => void = console.log): Promise<number> {
  let stopping = false;
  let quickDeaths = 0;
  const startedAt = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) return;
    quickDeaths = lived < steadyAfterMs ? quickDeaths + 1 : 0;
    const delay = restartDelaysMs[Math.min(quickDeaths, restartDelaysMs.length - 1)]!;
    log(
      `server process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); ` +
        `starting another${delay ? ` in ${delay / 1000} s` : ''}`,
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  answerMetricsRequests();
  for (let n = 0; n < workers; n += 1) fork();
  log(`Started ${workers} server processes (WEB_CONCURRENCY=${workers})`);

  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      log(`${signal} received: stopping ${startedAt.size} server processes`);
      const running = [...startedAt.keys()];
      if (running.length === 0) resolve(0);
      let left = running.length;
      for (const worker of running) {
        worker.once('exit', () => {
          left -= 1;
          if (left === 0) resolve(0);
        });
        worker.process.kill(signal);
      }
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  });
}
