import { contactSentQuery } from '../shared/contact';
import { Negotiator } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { decodePagePath, isStorableText } from '../shared/inputRules';
import { categoryAt, parsePageParam, stripLang } from '../shared/paths';

export type PageEncoding = 'br' | 'gzip';

export interface CachedPage {
  status: number;
  html: string;
  /** The page compressed once at the highest settings, filled in shortly after it is cached. */
  encoded?: Record<PageEncoding, Buffer>;
  /** The headers the whole pipeline answered it with, kept for answering it directly (server/fastPages.ts). */
  headers?: string[];
  /** Its whole answer per encoding (headers and body), made when first answered directly. */
  answers?: Partial<Record<PageEncoding | 'identity', PageAnswer>>;
}

/** A page's answer in one encoding, answered directly (server/fastPages.ts). */
export interface PageAnswer {
  /** For `writeHead`: the page's headers, its encoding and length. */
  headers: string[];
  body: Buffer;
  /**
   * The head Node made of them for a kept-alive connection, before and after its date; null when Node keeps no
   * such head (then `writeHead` makes it each time). Undefined until first made.
   */
  head?: [string, string] | null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const encodings = new Negotiator<PageEncoding>({ supportedValues: ['br', 'gzip'] });
/** Accept-Encoding values seen, and what each chose: browsers send a handful of distinct values. */
const chosen = new Map<string, PageEncoding | null>();
const maxChoices = 64;

/** The stored encoding a client accepts (br before gzip), null for none; each distinct header negotiated once. */
export function encodingFor(acceptEncoding: string | undefined): PageEncoding | null {
  if (!acceptEncoding) return null;
  let encoding = chosen.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = encodings.negotiate(acceptEncoding) ?? null;
    if (chosen.size < maxChoices) chosen.set(acceptEncoding, encoding);
  }
  return encoding;
}

/**
 * Compresses a cached page once, off the main thread (zlib runs in libuv's pool), at settings too slow to use
 * per request: brotli 11 makes the home page ~1 KB smaller than the per-request level, and every later
 * request skips compression altogether.
 */
export async function encodePage(page: CachedPage): Promise<void> {
  const [br, gz] = await Promise.all([
    brotli(page.html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page.html),
      },
    }),
    gzip(page.html, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  page.encoded = { br, gzip: gz };
}

/** The stored encoding of the page the client accepts, if the page has been compressed yet. */
export function encodedFor(
  page: CachedPage,
  acceptEncoding: string | undefined,
): { encoding: PageEncoding; body: Buffer } | undefined {
  if (!page.encoded) return undefined;
  const encoding = encodingFor(acceptEncoding);
  return encoding ? { encoding, body: page.encoded[encoding] } : undefined;
}

/**
 * The cache key of a page request, which is also the URL rendered for it: the path in one canonical
 * encoding, plus the query parameters the page reads (only `page` on the blog list and category pages, normalised). Every other
 * parameter (utm_*, gclid, fbclid, anything) is served the cached page, so a unique query string costs no
 * render and evicts nothing. Null when the path cannot be decoded or holds text no page has (NUL, a lone
 * surrogate, a control character, a backslash, an encoded slash: shared/inputRules.ts, decodePagePath): that
 * request is answered with the not-found page.
 */
export function pageKey(url: string): string | null {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const pathname = decodePagePath(rawPath);
  if (pathname === null) return null;
  const canonical = pathname.split('/').map(encodeURIComponent).join('/');
  if (queryAt === -1) return canonical;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  // The contact page after a native post says the message was stored: a page of its own.
  if (stripLang(pathname) === '/contact')
    return query.has(contactSentQuery) ? `${canonical}?${contactSentQuery}` : canonical;
  // The blog list and each category page read `page`.
  if (stripLang(pathname) !== '/blog' && !categoryAt(pathname)) return canonical;
  const page = parsePageParam(query.get('page'));
  if (page === 1) return canonical;
  // Any page number that does not exist renders the same not-found page: one key for all of them.
  return `${canonical}?page=${page ?? 0}`;
}

/**
 * The URL to render for a page that is never cached, or null for every other page. The search page is one:
 * each query is a page of its own, and a cache of them would let made-up searches push real pages out. Only
 * what it reads is kept (`q`, and `page` when it is a page number), so it renders what the visitor asked.
 */
export function uncachedPageUrl(url: string): string | null {
  const queryAt = url.indexOf('?');
  const pathname = decodePagePath(queryAt === -1 ? url : url.slice(0, queryAt));
  if (pathname === null || stripLang(pathname) !== '/search') return null;
  const query = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  const kept = new URLSearchParams();
  const q = query.get('q');
  if (q !== null && isStorableText(q)) kept.set('q', q);
  const page = parsePageParam(query.get('page'));
  if (page !== null && page > 1) kept.set('page', String(page));
  const canonical = pathname.split('/').map(encodeURIComponent).join('/');
  return kept.size > 0 ? `${canonical}?${kept.toString()}` : canonical;
}

/**
 * The URL to render for the contact page opened with a sealed confirmation (`/contact?sent=<token>`, after a
 * native form post: server/contactConfirmation.ts), or null for any other request. Such a page shows what one
 * visitor sent: it is rendered for each request and never cached, kept or indexed.
 */
export function contactConfirmationUrl(url: string): string | null {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return null;
  const pathname = decodePagePath(url.slice(0, queryAt));
  if (pathname === null || stripLang(pathname) !== '/contact') return null;
  const token = new URLSearchParams(url.slice(queryAt + 1)).get(contactSentQuery);
  if (!token || !/^[A-Za-z0-9_-]{1,4096}$/.test(token)) return null;
  return `${pathname.split('/').map(encodeURIComponent).join('/')}?${contactSentQuery}=${token}`;
}

/** A map that forgets its oldest entry when full. */
class BoundedMap<Value> {
  private readonly entries = new Map<string, Value>();

  constructor(private readonly maxEntries: number) {}

  get(key: string): Value | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: Value): void {
    if (this.entries.has(key)) this.entries.delete(key);
    else if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, value);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Rendered pages per key (see `pageKey`), kept in memory. Content changes call clear(). Pages that exist
 * (200) and pages that do not (404) are kept apart, so requests for made-up addresses cannot evict real
 * pages; other statuses (a failed render, data that could not be read) are never kept.
 */
export class PageCache {
  private readonly pages: BoundedMap<CachedPage>;
  private readonly missing: BoundedMap<CachedPage>;
  private readonly toEncode: { key: string; page: CachedPage }[] = [];
  private encoding = false;
  private cleared = 0;
  /** Lookups answered from the cache and not, since the start (for /metrics). */
  hits = 0;
  misses = 0;
  /** Of the hits, the requests answered before Fastify (server/fastPages.ts). */
  direct = 0;

  constructor(
    maxPages = 500,
    maxMissing = 100,
    private readonly onEncodeError: (error: unknown) => void = () => undefined,
  ) {
    this.pages = new BoundedMap(maxPages);
    this.missing = new BoundedMap(maxMissing);
  }

  get(key: string): CachedPage | undefined {
    const page = this.peek(key);
    if (page) this.hits += 1;
    else this.misses += 1;
    return page;
  }

  /** The page, if kept, without counting a lookup (the direct answer counts its own, server/fastPages.ts). */
  peek(key: string): CachedPage | undefined {
    return this.pages.get(key) ?? this.missing.get(key);
  }

  /** A request answered from the cache before Fastify. */
  answeredDirectly(): void {
    this.hits += 1;
    this.direct += 1;
  }

  /**
   * Which content the cache holds: read it before rendering a page and pass it to `set`, so a render that began
   * before a change (and may show what was there before) is not kept after the change cleared the cache.
   */
  get generation(): number {
    return this.cleared;
  }

  /** Keeps a page if its status is one worth keeping and no change came while it rendered; answers whether it did. */
  set(key: string, page: CachedPage, generation = this.cleared): boolean {
    if (generation !== this.cleared) return false;
    if (page.status === 200) this.pages.set(key, page);
    else if (page.status === 404) this.missing.set(key, page);
    else return false;
    return true;
  }

  /**
   * Compresses an existing page at the highest settings, once, after its first answer has gone out: one page
   * at a time, so however many new pages are requested at once, this never takes more than one core from
   * the requests. Pages that stop being cached before their turn are skipped.
   */
  encodeLater(key: string): void {
    const page = this.pages.get(key);
    if (!page || page.encoded) return;
    this.toEncode.push({ key, page });
    if (!this.encoding) void this.drainEncodes();
  }

  private async drainEncodes(): Promise<void> {
    this.encoding = true;
    try {
      for (let next = this.toEncode.shift(); next; next = this.toEncode.shift()) {
        if (this.pages.get(next.key) !== next.page || next.page.encoded) continue;
        await encodePage(next.page).catch(this.onEncodeError);
      }
    } finally {
      this.encoding = false;
    }
  }

  /** Drops every page: call after any change to content that pages show. */
  clear(): void {
    this.cleared += 1;
    this.pages.clear();
    this.missing.clear();
    this.answers.clear();
    this.toEncode.length = 0;
  }

  get size(): number {
    return this.pages.size + this.missing.size;
  }

  /**
   * The API answers pages are rendered from (the same content, so they go with the pages on every change): the
   * pages of one site ask the same few questions (the settings, the latest posts), and a page rendered after
   * another needs no query again. Only 200s are kept, at most 1 000 (search answers differ per query).
   */
  private readonly answers = new BoundedMap<ApiAnswer>(1_000);

  apiAnswer(url: string): ApiAnswer | undefined {
    return this.answers.get(url);
  }

  /** Keeps an API answer unless the content changed since `generation` (read before the call). */
  keepApiAnswer(url: string, answer: ApiAnswer, generation: number): void {
    if (generation === this.cleared && answer.status === 200) this.answers.set(url, answer);
  }

  /** Drops the rendered pages but keeps the API answers (the render benchmark's "data cached" figure). */
  dropPages(): void {
    this.cleared += 1;
    this.pages.clear();
    this.missing.clear();
    this.toEncode.length = 0;
  }
}

export interface ApiAnswer {
  status: number;
  body: string;
  contentType: string;
}
