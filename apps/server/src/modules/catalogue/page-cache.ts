import { createHash } from 'node:crypto';
import { setImmediate as laterTurn } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import { type ContentEncoding, encode } from './content-encoding.js';
import { RecentlyAsked } from './recently-asked.js';

export interface CachedPage {
  /**
   * The answer as it was serialized, as UTF-8 bytes: a Buffer lives outside V8's heap, so the
   * thousands of pages a busy catalogue keeps and replaces are not copied by each young-generation
   * collection and marked by each full one, as 30 KB strings were.
   */
  body: Buffer;
  /** Compressed copies, made the first time a client asks for that encoding. */
  encoded: Partial<Record<Exclude<ContentEncoding, 'identity'>, Buffer>>;
  /** The ETag of the uncompressed answer; each compressed copy adds its encoding to it. */
  etag: string;
  headers: Record<string, string>;
  /**
   * Answered once and not kept (asked for the first time, or drawn from an older version): no
   * later hit reuses its compressed bytes, so they are made at the fastest setting (decision 046).
   */
  fleeting: boolean;
}

const sizeOf = (page: CachedPage) =>
  page.body.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0);

/**
 * Answers kept for one catalogue version (decision 003): when the version moves on,
 * everything kept is dropped at once. Within a version `lru-cache` keeps the most recently
 * used pages within a byte budget that counts each page's compressed copies too. A page is
 * kept only once its key was asked for twice without finding it (`noteMiss`; decision 044),
 * under any version: a page asked for often is kept again at its first answer after a write.
 */
export class PageCache {
  private version = -1;
  private readonly pages: LRUCache<string, CachedPage>;
  private readonly recentlyAsked: RecentlyAsked | undefined;

  constructor(maxBytes = 32 * 1024 * 1024, options: { keepOnFirstAnswer?: boolean } = {}) {
    this.pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: sizeOf });
    this.recentlyAsked = options.keepOnFirstAnswer ? undefined : new RecentlyAsked();
  }

  get(version: number, key: string): CachedPage | undefined {
    return version === this.version ? this.pages.get(key) : undefined;
  }

  /** Counts a request for `key` that found nothing kept: once per request, before its answer is set. */
  noteMiss(key: string): void {
    this.recentlyAsked?.note(key);
  }

  /**
   * Keeps an answer. A Buffer is kept as it is and counted by its length: it must be the
   * answer's own, not a view of something larger (which it would keep alive uncounted).
   */
  set(version: number, key: string, body: string | Buffer, headers: Record<string, string>): CachedPage {
    const digest = createHash('sha1').update(key).digest('base64url').slice(0, 16);
    const page: CachedPage = {
      body: typeof body === 'string' ? Buffer.from(body) : body,
      encoded: {},
      headers,
      etag: `"c${version}-${digest}"`,
      fleeting: true,
    };
    // A page drawn from an older version is answered once but not kept; nor one asked for the first time.
    if (version < this.version) return page;
    if (version > this.version) {
      this.pages.clear();
      this.version = version;
    }
    if (this.recentlyAsked && this.recentlyAsked.timesAsked(key) < 2) return page;
    page.fleeting = false;
    this.pages.set(key, page);
    return page;
  }

  /**
   * The page's bytes in this encoding, compressed once and kept with the page. The compressing
   * waits for a later turn of the event loop (decision 052): the turn that read and wrote the
   * page ends first, and what that turn's poll already picked up (a health check, cache hits)
   * goes before the 0.1–0.3 ms it takes.
   */
  async encoded(version: number, key: string, page: CachedPage, encoding: ContentEncoding): Promise<Buffer> {
    if (encoding === 'identity') return page.body;
    const kept = page.encoded[encoding];
    if (kept) return kept;
    await laterTurn();
    // Another request for the same page may have compressed it meanwhile.
    const current = this.get(version, key);
    const sameBody = current !== undefined && current.body === page.body;
    const keptMeanwhile = sameBody ? current.encoded[encoding] : undefined;
    if (keptMeanwhile) return keptMeanwhile;
    const bytes = encode(page.body, encoding, page.fleeting ? 'fastest' : 'kept');
    // Kept with the page as it is kept now (another encoding may have been added meanwhile); a
    // new object, so the cache counts the page's new size. A page answered once (fleeting) is
    // never kept, so its bytes, compressed at another setting, never reach a kept page.
    if (sameBody) this.pages.set(key, { ...current, encoded: { ...current.encoded, [encoding]: bytes } });
    return bytes;
  }

  get size(): number {
    return this.pages.size;
  }
}

/**
 * The ETag of one encoding of a page: different bytes, a different strong validator. A page not
 * kept is compressed at another setting, so its compressed copies are named apart (`-br-f`).
 */
export function etagOf(page: CachedPage, encoding: ContentEncoding, fleeting = page.fleeting): string {
  if (encoding === 'identity') return page.etag;
  return `${page.etag.slice(0, -1)}-${encoding}${fleeting ? '-f' : ''}"`;
}
