import type { IncomingMessage, ServerResponse } from 'node:http';
import { canonicalPath, isAdminPath } from '../shared/paths';
import { redirectKey } from '../shared/redirects';
import { previewParam } from './content/preview';
import {
  encodingFor,
  pageKey,
  contactConfirmationUrl,
  uncachedPageUrl,
  type CachedPage,
  type PageAnswer,
  type PageCache,
  type PageEncoding,
} from './pageCache';

/**
 * Cached pages answered before Fastify sees the request. Once a page has been rendered, answered through the
 * whole pipeline (security headers, the language and redirect hooks, compression) and compressed for keeps, its
 * answer is known to the byte: the headers that pipeline wrote are kept with the page (`keepHeaders`), and a later
 * request for it is written as those headers and the stored encoding in one call, with none of the per-request
 * work a cached page does not need (routing, hooks that would change nothing, header building, negotiation by a
 * general parser, a log line per request). Everything else — a page not cached or not yet compressed, a 404, a
 * redirect, a preview, a search, an address that is not canonical, any other method — goes to Fastify as before.
 */

/** Headers of the pipeline's answer that belong to one response, not to the page. */
const perResponse = new Set([
  'content-length',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/** The headers of an answer, as the flat [name, value, …] list `writeHead` takes, without the per-response ones. */
export function pageHeaders(headers: Record<string, number | string | string[] | undefined>): string[] {
  const flat: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || perResponse.has(name.toLowerCase())) continue;
    for (const one of Array.isArray(value) ? value : [value]) flat.push(name, String(one));
  }
  return flat;
}

export interface FastPageOptions {
  pageCache: PageCache;
  isPagePath: (pathname: string) => boolean;
  /** Whether a redirect applies to a canonical path (as far as this instance knows now). */
  isRedirected: (path: string) => boolean;
  /** Told of each page answered here (metrics, the server's count of page views). */
  served?: (request: IncomingMessage) => void;
  /**
   * The cache key of the version of the page at `pathname` this request gets: `key` itself, or a variant's when an
   * experiment runs on it; null when that cannot be told at once (Fastify answers then).
   */
  versionKey?: (request: IncomingMessage, key: string, pathname: string) => string | null;
}

/** What a page address needs for a direct answer: its cache key and its redirect key. */
interface PageRoute {
  key: string;
  redirectKey: string;
  path: string;
}

/** Addresses seen, and their route (null: never answered directly). A pure function of the address, so kept. */
const routes = new Map<string, PageRoute | null>();
const maxRoutes = 2000;

function routeOf(url: string, isPagePath: (pathname: string) => boolean): PageRoute | null {
  const known = routes.get(url);
  if (known !== undefined) return known;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  let route: PageRoute | null = null;
  if (
    isPagePath(pathname) &&
    !isAdminPath(pathname) &&
    canonicalPath(pathname) === null &&
    uncachedPageUrl(url) === null &&
    contactConfirmationUrl(url) === null &&
    !(queryAt !== -1 && new URLSearchParams(url.slice(queryAt + 1)).has(previewParam))
  ) {
    const key = pageKey(url);
    const redirected = redirectKey(pathname);
    if (key !== null && redirected !== null) route = { key, redirectKey: redirected, path: pathname };
  }
  // Made-up addresses cannot grow it without end: once full, new ones are worked out each time.
  if (routes.size < maxRoutes) routes.set(url, route);
  return route;
}

/** A page's complete answer in one encoding (or none): the header list for `writeHead`, and the body. */
function answerOf(page: CachedPage, encoding: PageEncoding | null): PageAnswer {
  const name = encoding ?? 'identity';
  const known = page.answers?.[name];
  if (known) return known;
  const body = encoding ? page.encoded![encoding] : Buffer.from(page.html);
  const headers = [
    ...page.headers!,
    ...(encoding ? ['content-encoding', encoding] : []),
    'content-length',
    String(body.length),
  ];
  const answer: PageAnswer = { headers, body };
  page.answers = { ...page.answers, [name]: answer };
  return answer;
}

/**
 * What Node keeps of a response's head once `writeHead` has made it (not a documented property, but one that
 * compression and header middleware across the ecosystem read, and that `end` sends), and what says whether the
 * connection stays open after it.
 */
interface NodeResponse {
  _header?: unknown;
  shouldKeepAlive?: boolean;
  maxRequestsOnConnectionReached?: boolean;
}

/** Whether this response's head ends as every kept-alive one does (not a connection's last, not HTTP/1.0 asking to close). */
const keptAlive = (response: ServerResponse) => {
  const node = response as ServerResponse & NodeResponse;
  return node.shouldKeepAlive === true && node.maxRequestsOnConnectionReached !== true;
};

const dateLine = /\r\nDate: [^\r]*\r\n/;

/**
 * The head Node wrote for a page's answer, cut around its Date line, for writing the same head again without
 * making it anew: `writeHead` checks every name and value against the HTTP grammar on each call (a fifth of a
 * cached answer's time with this site's twenty security headers). Null when Node keeps no such head.
 */
function headOf(response: ServerResponse): [string, string] | null {
  const head = (response as ServerResponse & NodeResponse)._header;
  if (typeof head !== 'string') return null;
  const date = dateLine.exec(head);
  if (!date) return null;
  return [head.slice(0, date.index) + '\r\nDate: ', head.slice(date.index + date[0].length - 2)];
}

/** The HTTP date of now, made once a second as Node makes its own. */
let dateSecond = -1;
let dateText = '';
function httpDate(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateText = new Date(second * 1000).toUTCString();
  }
  return dateText;
}

/**
 * Writes the head of a page's 200: the first time, through `writeHead`, whose result is kept; later, when the
 * connection stays open as it did then, as that same head with today's date. What `writeHead` does besides
 * making the head (the status, its message) is done here too; a response it would answer otherwise (a
 * connection to close) goes through `writeHead` again.
 */
function writePageHead(response: ServerResponse, answer: PageAnswer): void {
  if (answer.head && keptAlive(response)) {
    response.statusCode = 200;
    response.statusMessage = 'OK';
    (response as ServerResponse & NodeResponse)._header = answer.head[0] + httpDate() + answer.head[1];
    return;
  }
  response.writeHead(200, answer.headers);
  if (answer.head === undefined && keptAlive(response)) answer.head = headOf(response);
}

/**
 * Answers `request` from the page cache when it can be answered exactly as the pipeline would; returns whether it
 * did. Anything else is left to Fastify.
 */
export function answerFromCache(
  request: IncomingMessage,
  response: ServerResponse,
  options: FastPageOptions,
): boolean {
  const { method, url = '/' } = request;
  if (method !== 'GET' && method !== 'HEAD') return false;
  const route = routeOf(url, options.isPagePath);
  if (!route) return false;
  const key = options.versionKey ? options.versionKey(request, route.key, route.path) : route.key;
  if (key === null) return false;
  const page = options.pageCache.peek(key);
  if (!page || page.status !== 200 || !page.encoded || !page.headers) return false;
  if (options.isRedirected(route.redirectKey)) return false;

  const answer = answerOf(page, encodingFor(request.headers['accept-encoding']));
  writePageHead(response, answer);
  response.end(method === 'HEAD' ? undefined : answer.body);
  options.served?.(request);
  return true;
}
