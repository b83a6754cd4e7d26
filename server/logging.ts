import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/**
 * What the server log may hold: what failed and where, never the values involved. A failed query's message
 * carries its parameters (a new user's e-mail and password hash, a lead's message), and PostgreSQL's detail
 * quotes the row ("Key (email)=(…) already exists", "Failing row contains (…)"), so neither is logged: a
 * database error is logged by its class, code, constraint and statement text (values are always parameters).
 * Other errors keep their message with e-mail addresses masked, and every stack keeps only its frames.
 */
export function safeError(error: unknown): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const cause = error.cause as (Error & DatabaseErrorFields) | undefined;
  const fields = error as Error & DatabaseErrorFields & { query?: unknown };
  const database = isDatabaseError(fields) ? fields : isDatabaseError(cause) ? cause : undefined;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  return {
    type: error.name,
    // A failed query's own message lists its parameters, whatever made it fail.
    message: database
      ? `database error ${database.code}`
      : typeof fields.query === 'string'
        ? `query failed${cause?.code ? ` (${cause.code})` : ''}`
        : maskAddresses(error.message).slice(0, 300),
    stack: frames,
    ...(database
      ? {
          code: database.code,
          ...(database.table ? { table: database.table } : {}),
          ...(database.constraint ? { constraint: database.constraint } : {}),
        }
      : {}),
    ...(typeof fields.query === 'string' ? { query: fields.query.slice(0, 300) } : {}),
    ...(fields.code && !database ? { code: fields.code } : {}),
  };
}

interface SafeError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

interface DatabaseErrorFields {
  code?: string;
  severity?: string;
  table?: string;
  constraint?: string;
}

/** PostgreSQL's errors (node-postgres and PGlite alike) carry a five-character SQLSTATE and a severity. */
const isDatabaseError = (error: DatabaseErrorFields | undefined): error is DatabaseErrorFields =>
  typeof error?.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === 'string';

const maskAddresses = (text: string) => text.replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+/g, '[address]');

/** A path with every segment that holds an e-mail address (written or %-encoded) masked. */
const maskPath = (path: string) => path.replace(/[^/]*(?:@|%40)[^/]*/gi, '[address]');

/**
 * A request in the log: its method and path (a segment with an e-mail address in it masked: /unsubscribe/anna@…
 * or a made-up address), and the names of its query parameters but not their values (a lead search carries
 * what staff typed, which may be a visitor's e-mail address).
 */
export function requestSummary(request: { method: string; url: string }) {
  const queryAt = request.url.indexOf('?');
  if (queryAt === -1) return { method: request.method, path: maskPath(request.url) };
  const names = [...new URLSearchParams(request.url.slice(queryAt + 1)).keys()];
  return {
    method: request.method,
    path: maskPath(request.url.slice(0, queryAt)),
    query: [...new Set(names)],
  };
}

/** What a request id may be when a client or a proxy gives one (nginx's `$request_id`, a load balancer's). */
const givenRequestId = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of a request in every log line it causes (`reqId`): the `X-Request-Id` a proxy in front sent
 * (deploy/nginx/agency-site.conf sets one), so one request is followed from the proxy's log into the server's, or a
 * fresh one. A given id that is too long or holds other characters is not trusted with the log: a fresh one instead.
 */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && givenRequestId.test(given) ? given : randomUUID();
}

/** Fastify's logger: off in tests unless a test hands in a stream to read it. */
export function loggerOptions(
  config: Config,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (config.env === 'test' && !stream) return false;
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    serializers: { req: requestSummary, err: safeError },
  };
}
