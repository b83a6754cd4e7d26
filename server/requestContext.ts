import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * The request a piece of work belongs to, for the rows it writes: the audit log's entry and the e-mails it queues
 * carry the request's id (the proxy's X-Request-Id or a fresh one, server/logging.ts), as its log lines do, so one
 * lead's or one change's path is followed from nginx's log through the server's into the database. Work that
 * outlives the answer (a reset mail queued after it) keeps its request's id; work of the server's own (the outbox's
 * passes, the schedule) has none.
 */
const storage = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request whose work is running, or null outside one. */
export const currentRequestId = (): string | null => storage.getStore()?.requestId ?? null;

/** Runs every request's hooks and handler within its id (first of all hooks, so every later one sees it). */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => storage.run({ requestId: request.id }, done));
}
