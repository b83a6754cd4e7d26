import { Negotiator } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

export interface CachedPage {
  status: number;
  html: string;
  /** The page compressed once at the highest settings, filled in shortly after it is cached. */
  encoded?: Record<PageEncoding, Buffer>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const encodings = new Negotiator<PageEncoding>({ supportedValues: ['br', 'gzip'] });

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
  if (!page.encoded || !acceptEncoding) return undefined;
  const encoding = encodings.negotiate(acceptEncoding);
  return encoding ? { encoding, body: page.encoded[encoding] } : undefined;
}

/**
 * Rendered HTML per URL, kept in memory. Content changes call clear(); the oldest entry goes first when
 * the cache is full, so random unknown URLs cannot grow it without bound.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(private readonly maxEntries = 500) {}

  get(url: string): CachedPage | undefined {
    return this.entries.get(url);
  }

  set(url: string, page: CachedPage): void {
    if (this.entries.has(url)) this.entries.delete(url);
    else if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(url, page);
  }

  /** Drops every page: call after any change to content that pages show. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
