import type { IncomingMessage, ServerResponse } from 'node:http';
import { Negotiator } from '@fastify/accept-negotiator';
import { canonicalPath, isAdminPath } from '../shared/paths';
import { redirectKey } from '../shared/redirects';
import { previewParam } from './content/preview';
import { pageKey, uncachedPageUrl, type PageCache, type PageEncoding } from './pageCache';

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

const encodings = new Negotiator<PageEncoding>({ supportedValues: ['br', 'gzip'] });
/** Accept-Encoding values seen, and what each chose: browsers send a handful of distinct values. */
const chosen = new Map<string, PageEncoding | null>();
const maxChoices = 64;

function encodingFor(acceptEncoding: string | undefined): PageEncoding | null {
  if (!acceptEncoding) return null;
  let encoding = chosen.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = encodings.negotiate(acceptEncoding) ?? null;
    if (chosen.size < maxChoices) chosen.set(acceptEncoding, encoding);
  }
  return encoding;
}

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
  /** Told of each page answered here (metrics). */
  served?: () => void;
}

/**
 * Answers `request` from the page cache when it can be answered exactly as the pipeline would; returns whether it
 * did. Never throws: anything unexpected leaves the request to Fastify.
 */
export function answerFromCache(
  request: IncomingMessage,
  response: ServerResponse,
  options: FastPageOptions,
): boolean {
  const { method, url = '/' } = request;
  if (method !== 'GET' && method !== 'HEAD') return false;
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!options.isPagePath(pathname) || isAdminPath(pathname) || canonicalPath(pathname) !== null)
    return false;
  if (queryAt !== -1) {
    const query = url.slice(queryAt + 1);
    if (query.includes(`${previewParam}=`) || uncachedPageUrl(url) !== null) return false;
  } else if (uncachedPageUrl(url) !== null) return false;
  const key = pageKey(url);
  if (key === null) return false;
  const page = options.pageCache.peek(key);
  if (!page || page.status !== 200 || !page.encoded || !page.headers) return false;
  const redirected = redirectKey(pathname);
  if (redirected === null || options.isRedirected(redirected)) return false;

  const encoding = encodingFor(request.headers['accept-encoding']);
  const body = encoding ? page.encoded[encoding] : (page.identity ??= Buffer.from(page.html));
  const headers = encoding
    ? [...page.headers, 'content-encoding', encoding, 'content-length', String(body.length)]
    : [...page.headers, 'content-length', String(body.length)];
  response.writeHead(200, headers);
  response.end(method === 'HEAD' ? undefined : body);
  options.served?.();
  return true;
}
