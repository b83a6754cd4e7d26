import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sessionCookie } from '../auth/sessions';
import type { Collector } from './collector';
import { parseEvent } from './events';

/** The largest event body; a beacon's is a few hundred bytes. */
export const collectBodyLimit = 4 * 1024;

/** Events one address may send per minute (a visitor sends a few per page; an office shares one address). */
export const collectPerMinute = 600;

/**
 * The per-address allowance of the collector: a fixed one-minute window per address, in this instance's memory
 * (also with several instances: it shields the process from a flood, and sharing it would cost a database write
 * per event). Windows that have ended are swept when the map grows.
 */
export class CollectLimiter {
  private readonly windows = new Map<string, { count: number; resetsAt: number }>();

  constructor(
    private readonly max = collectPerMinute,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts a request; the seconds to wait when it is over the allowance, else 0. */
  take(address: string, now = Date.now()): number {
    let window = this.windows.get(address);
    if (!window || window.resetsAt <= now) {
      if (this.windows.size >= 50_000) this.sweep(now);
      window = { count: 0, resetsAt: now + this.windowMs };
      this.windows.set(address, window);
    }
    window.count += 1;
    return window.count > this.max ? Math.ceil((window.resetsAt - now) / 1000) : 0;
  }

  private sweep(now: number): void {
    for (const [address, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(address);
  }
}

/** The client's address as Fastify works it out for the same `trustProxy` setting (its request.ip). */
export function clientAddressOf(trustProxy: boolean | string): (request: IncomingMessage) => string {
  if (!trustProxy) return (request) => request.socket.remoteAddress ?? '';
  const trust =
    trustProxy === true ? () => true : proxyAddr.compile(trustProxy.split(',').map((value) => value.trim()));
  return (request) => {
    const addresses = proxyAddr.all(request, trust);
    return addresses[addresses.length - 1] ?? '';
  };
}

export const rateLimitedAnswer = (seconds: number) => ({
  error: 'rate_limited',
  message: `Too many events from this address; try again in ${seconds} s`,
});

/** The session cookie's value in a Cookie header, without parsing the rest. */
function sessionTokenIn(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader?.includes(`${sessionCookie}=`)) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === sessionCookie) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** What the collector reads of a request, whichever way it arrived. */
export function senderOf(request: IncomingMessage, address: string) {
  return {
    address,
    userAgent: String(request.headers['user-agent'] ?? ''),
    optedOut: request.headers.dnt === '1' || request.headers['sec-gpc'] === '1',
    sessionToken: sessionTokenIn(request.headers.cookie),
  };
}

function send(response: ServerResponse, status: number, body?: object, extra: Record<string, string> = {}) {
  const text = body ? JSON.stringify(body) : undefined;
  response.writeHead(status, {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(text
      ? {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': String(Buffer.byteLength(text)),
        }
      : {}),
    ...extra,
  });
  response.end(text);
}

export interface DirectCollectOptions {
  collector: Collector;
  limiter: CollectLimiter;
  addressOf: (request: IncomingMessage) => string;
}

/**
 * POST /api/collect answered before Fastify, as server/fastPages.ts answers cached pages: the beacon's events
 * are the site's most frequent request, and Fastify's pipeline (routing, a dozen hooks, security headers built
 * per request) cost ~100 µs of CPU each, most of what 5 000 events a second may spend. Same contract as the
 * Fastify route (server/routes/collect.ts), which answers in-process calls and requests while the server closes:
 * 429 over the allowance (before the body is read), 413 over 4 KB, else 204 whether counted or not.
 */
export function collectDirectly(
  request: IncomingMessage,
  response: ServerResponse,
  options: DirectCollectOptions,
): boolean {
  if (request.method !== 'POST' || request.url !== '/api/collect') return false;
  const address = options.addressOf(request);
  const wait = options.limiter.take(address);
  if (wait > 0) {
    send(response, 429, rateLimitedAnswer(wait), { 'Retry-After': String(wait) });
    request.resume();
    return true;
  }
  const tooLarge = () => {
    send(
      response,
      413,
      { error: 'payload_too_large', message: 'An event is at most 4 KB' },
      { Connection: 'close' },
    );
    request.resume();
  };
  if (Number(request.headers['content-length'] ?? 0) > collectBodyLimit) {
    tooLarge();
    return true;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    if (size > collectBodyLimit) return;
    size += chunk.length;
    if (size > collectBodyLimit) tooLarge();
    else chunks.push(chunk);
  });
  request.on('end', () => {
    if (size > collectBodyLimit) return;
    const event = parseEvent(Buffer.concat(chunks).toString('utf8'));
    if (!event) return send(response, 204);
    void options.collector.collect(event, senderOf(request, address)).then(() => send(response, 204));
  });
  request.on('error', () => response.destroy());
  return true;
}
