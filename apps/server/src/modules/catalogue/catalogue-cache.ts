import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.js';
import { LIBRARY_PLUGIN, PLUGIN } from '../../plugins/plugin-names.js';
import { addVary } from '../../plugins/vary.js';
import { LIST_HEADERS } from '../../shared/paging-headers.js';
import type { EventBus } from '../../shared-state/event-bus.js';
import { type CatalogueVersionSource, catalogueVersionSource } from './catalogue-version-broadcast.js';
import { type ContentEncoding, chooseEncoding } from './content-encoding.js';
import { type MissAdmissionOptions, missAdmission } from './miss-admission.js';
import { type CachedPage, etagOf, PageCache } from './page-cache.js';
import { rememberedPageKeys } from './page-key.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends only on the URL and the public catalogue: keep it per catalogue version. */
    catalogueCache?: boolean;
  }
  interface FastifyRequest {
    catalogueVersion: number | undefined;
    pageKey: string | undefined;
    /** Ends this miss's turn (decisions 042, 052): its answer is written, the next miss may start. */
    endMissTurn: (() => void) | undefined;
  }
  interface FastifyInstance {
    /** The catalogue version a kept page may be answered under (never ahead of the database). */
    readCatalogueVersion(): Promise<number>;
    /** Headers that mark a request as the app's own (the server renderer's `inject`): not rate-limited. */
    internalRequestHeaders: Record<string, string>;
  }
}

const INTERNAL_HEADER = 'x-refocus-internal';

export interface PageCacheOptions {
  database: Database;
  /** Catalogue reads that miss the cache, per client address per minute. */
  missesPerMinute: number;
  cache?: PageCache;
  /** A bus shared by every instance (Redis): hits then need no database round trip (decision 018). */
  bus?: EventBus;
  /** Where the version comes from, when the app gives one; closed with the app. */
  version?: CatalogueVersionSource;
  /** Counts each lookup, for the metrics' hit ratio. */
  onLookup?: (hit: boolean) => void;
  /** Misses worked on at once, and how many may wait for a turn (decision 042). */
  missAdmission: MissAdmissionOptions;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Serves public catalogue reads from answers kept per catalogue version (decisions 003 and
 * 006), compressed once per encoding, with an ETag so browsers revalidate with a 304. A hit
 * skips validation, queries, serialization and compression; any catalogue write moves the
 * version on. It answers in `onRequest`, so it depends on the plugins whose headers every
 * answer must carry (security headers, CORS): they are registered first or the app fails
 * to start. Misses cost queries, so they are rate-limited per client, and only a few are worked
 * on at a time, the rest waiting their turn in arrival order (decision 042).
 */
export const pageCache = fp(
  async (app: FastifyInstance, options: PageCacheOptions) => {
    const cache = options.cache ?? new PageCache();
    const pageKeyOf = rememberedPageKeys();
    const version = options.version ?? catalogueVersionSource(options.database, options.bus);
    const internalToken = randomUUID();
    app.addHook('onClose', async () => version.close());
    app.decorate('readCatalogueVersion', version.current);
    app.decorate('internalRequestHeaders', { [INTERNAL_HEADER]: internalToken });
    app.decorateRequest('catalogueVersion', undefined);
    app.decorateRequest('pageKey', undefined);
    app.decorateRequest('endMissTurn', undefined);
    const limitMisses = app.rateLimit({
      max: options.missesPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => `catalogue-miss:${request.ip}`,
      allowList: (request) => request.headers[INTERNAL_HEADER] === internalToken,
    });
    const admit = missAdmission(options.missAdmission);

    /** Sets the page's headers for this client's encoding; its bytes are the answer's body. */
    const present = (
      request: FastifyRequest,
      reply: FastifyReply,
      kept: number,
      key: string,
      page: CachedPage,
    ) => {
      const encoding: ContentEncoding = chooseEncoding(request.headers['accept-encoding'], page.body.length);
      const etag = etagOf(page, encoding);
      reply.header('etag', etag).header('cache-control', 'no-cache');
      addVary(reply, 'Accept-Encoding');
      reply.headers(page.headers).type('application/json; charset=utf-8');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return { etag, encoding, body: () => cache.encoded(kept, key, page, encoding) };
    };

    /**
     * Whether the client already has this page in this encoding; if so the reply is made a
     * bodiless 304 naming the copy the client has. The same page compressed at the other
     * setting (kept or not, decision 046) is as current as these bytes.
     */
    const notModified = (
      request: FastifyRequest,
      reply: FastifyReply,
      page: CachedPage,
      { etag, encoding }: { etag: string; encoding: ContentEncoding },
    ) => {
      const ifNoneMatch = request.headers['if-none-match'];
      if (!ifNoneMatch) return false;
      const held = heldTag(ifNoneMatch, [etag, etagOf(page, encoding, !page.fleeting)]);
      if (held === undefined) return false;
      reply.removeHeader('content-encoding');
      reply.header('etag', held);
      reply.code(304);
      return true;
    };

    /** Answers a kept page: its bytes, or 304 when the client already has them. */
    const answerKept = async (
      request: FastifyRequest,
      reply: FastifyReply,
      kept: number,
      key: string,
      page: CachedPage,
    ) => {
      const answer = present(request, reply, kept, key, page);
      return notModified(request, reply, page, answer) ? reply.send() : reply.send(await answer.body());
    };

    app.addHook('onRequest', async (request, reply) => {
      if (!request.routeOptions.config.catalogueCache || request.method !== 'GET') return;
      // An invalid query is left to validation, which answers 400; it is never kept.
      const key = pageKeyOf(request);
      if (key === undefined) return;
      let current = await version.current();
      let page = cache.get(current, key);
      // A miss costs queries anyway: it asks the database which version it is drawn under.
      if (!page && options.bus) {
        current = await version.fresh();
        page = cache.get(current, key);
      }
      request.catalogueVersion = current;
      request.pageKey = key;
      options.onLookup?.(page !== undefined);
      if (page) return answerKept(request, reply, current, key, page);
      cache.noteMiss(key);
      await limitMisses.call(app, request, reply);
      if (reply.sent) return;
      request.endMissTurn = await admit(reply.raw);
      // While it waited, an earlier request for the same page may have kept it (many visitors
      // asking for the first page right after a write): answer that instead of reading again.
      const keptMeanwhile = cache.get(current, key);
      if (keptMeanwhile) {
        request.endMissTurn();
        return answerKept(request, reply, current, key, keptMeanwhile);
      }
    });

    // The commit → broadcast window: a write is answered only once its version is announced.
    if (options.bus) {
      app.addHook('onSend', async (request, _reply, payload) => {
        if (!WRITE_METHODS.has(request.method)) return payload;
        // The write is committed whatever happens here; the 5 s recheck covers a failure.
        await version.announce().catch((err) => request.log.warn({ err }, 'catalogue version not announced'));
        return payload;
      });
    }

    app.addHook('onSend', async (request, reply, payload) => {
      // The reads and the writing are done: compressing and sending need no turn (decision 052).
      request.endMissTurn?.();
      const kept = request.catalogueVersion;
      const key = request.pageKey;
      if (kept === undefined || key === undefined) return payload;
      // Written JSON: text from the response serializer, or bytes a route wrote itself (the
      // lists). A kept page's own bytes are Buffers too: the ETag it was answered with stops them.
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.statusCode !== 200 || reply.hasHeader('etag')) return payload;
      const headers: Record<string, string> = {};
      for (const name of LIST_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      // The first answer is served like every later hit: same bytes, same headers, and a 304 when
      // the client already has them (a page not kept yet, decision 044, is read again to know).
      const page = cache.set(kept, key, payload, headers);
      const answer = present(request, reply, kept, key, page);
      return notModified(request, reply, page, answer) ? null : answer.body();
    });
  },
  {
    name: PLUGIN.pageCache,
    dependencies: [LIBRARY_PLUGIN.cors, PLUGIN.security, LIBRARY_PLUGIN.rateLimit],
  },
);

/** Which of `etags` the client holds, from `If-None-Match` (`*` holds the first). */
function heldTag(ifNoneMatch: string, etags: string[]): string | undefined {
  for (const tag of ifNoneMatch.split(',')) {
    const trimmed = tag.trim();
    if (trimmed === '*') return etags[0];
    const opaque = trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed;
    if (etags.includes(opaque)) return opaque;
  }
  return undefined;
}
