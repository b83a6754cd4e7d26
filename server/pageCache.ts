export interface CachedPage {
  status: number;
  html: string;
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
