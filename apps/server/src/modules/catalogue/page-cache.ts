import { createHash } from 'node:crypto';

export interface CachedPage {
  body: string;
  etag: string;
  headers: Record<string, string>;
}

/**
 * Serialized answers of the public catalogue, valid for one catalogue version. When the
 * version moves on, everything kept is dropped at once; within a version, the least
 * recently used pages go first once the byte budget is spent.
 */
export class PageCache {
  private version = -1;
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get(version: number, key: string): CachedPage | undefined {
    if (version !== this.version) return undefined;
    const page = this.pages.get(key);
    if (page) {
      // Refresh its place in the LRU order.
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(version: number, key: string, body: string, headers: Record<string, string>): CachedPage {
    if (version !== this.version) {
      if (version < this.version) return this.page(version, key, body, headers);
      this.pages.clear();
      this.bytes = 0;
      this.version = version;
    }
    const page = this.page(version, key, body, headers);
    this.pages.set(key, page);
    this.bytes += body.length;
    for (const [oldKey, old] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldKey);
      this.bytes -= old.body.length;
    }
    return page;
  }

  get size(): number {
    return this.pages.size;
  }

  private page(version: number, key: string, body: string, headers: Record<string, string>): CachedPage {
    const digest = createHash('sha1').update(key).digest('base64url').slice(0, 16);
    return { body, headers, etag: `"c${version}-${digest}"` };
  }
}
