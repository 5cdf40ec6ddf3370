import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { catalogueVersionReader } from '../modules/catalogue/catalogue-version.js';
import type { PageCache } from '../modules/catalogue/page-cache.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends only on the URL and the public catalogue: keep it per catalogue version. */
    catalogueCache?: boolean;
  }
  interface FastifyRequest {
    catalogueVersion: number | undefined;
  }
}

const KEPT_HEADERS = ['x-total-count', 'link'];

/**
 * Serves public catalogue reads from serialized pages kept per catalogue version, with an
 * ETag so browsers revalidate with a 304. A hit costs one tiny read of the version row and
 * skips validation, queries and serialization; any catalogue write moves the version on.
 */
export function registerCatalogueCache(app: FastifyInstance, database: Database, cache: PageCache): void {
  const readVersion = catalogueVersionReader(database);
  app.decorateRequest('catalogueVersion', undefined);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.catalogueCache || request.method !== 'GET') return;
    const version = await readVersion();
    request.catalogueVersion = version;
    const page = cache.get(version, request.url);
    if (!page) return;
    reply.header('etag', page.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.headers(page.headers).type('application/json; charset=utf-8').send(page.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const version = request.catalogueVersion;
    if (version === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (reply.hasHeader('etag')) return payload;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const page = cache.set(version, request.url, payload, headers);
    reply.header('etag', page.etag).header('cache-control', 'no-cache');
    return payload;
  });
}
