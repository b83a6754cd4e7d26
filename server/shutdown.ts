import type { FastifyInstance } from 'fastify';

/** How long requests in flight get to finish once the server is told to stop; then their connections are cut. */
export const drainMs = 10_000;

/**
 * From the moment `app.close()` begins, answers every request still in flight with `Connection: close`, so its
 * keep-alive connection closes once it is answered instead of holding the close back for the idle timeout
 * (72 s): Node closes only the connections that are idle when the server closes, and Fastify answers requests
 * that arrive later with a 503 of its own (`return503OnClosing`).
 */
export function registerDrain(app: FastifyInstance) {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('Connection', 'close');
  });
}

/**
 * Closes the app: no new connections, the requests in flight finish (for at most `drainMs`, then their
 * connections are cut), then the app's own onClose work (the outbox worker ends its pass and gives back what it
 * had not sent). Answers whether every request finished or some were cut.
 */
export async function closeGracefully(app: FastifyInstance, { drainMs: limit = drainMs } = {}) {
  let cut = false;
  const timer = setTimeout(() => {
    cut = true;
    app.log.warn(`requests still running after ${limit} ms: closing their connections`);
    app.server.closeAllConnections();
  }, limit);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  return cut ? 'cut' : 'drained';
}

/**
 * On SIGTERM or SIGINT: close the app gracefully, then run `afterClose` (close the database) and exit. A signal
 * that arrives while it stops is only noted (`npm start` and a terminal may both pass on one Ctrl-C); if the
 * app's own closing hangs (an SMTP server that stops answering mid-send), the process exits anyway after twice
 * the drain time, and the outbox lease gives that message to another instance later.
 */
export function stopOnSignals(app: FastifyInstance, afterClose: () => Promise<void>) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.info(`${signal} received while stopping`);
      return;
    }
    stopping = true;
    app.log.info(`${signal} received: finishing the requests in flight, then stopping`);
    setTimeout(() => {
      app.log.error('stopping took too long: exiting now');
      process.exit(1);
    }, 2 * drainMs).unref();
    closeGracefully(app)
      .then(afterClose)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'stopping failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
