import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { platformErrors } from '../errors/platform-errors.js';
import type { Metrics } from '../metrics/metrics.js';
import type { Authenticator } from '../modules/auth/auth.public.js';
import { type CatalogueVersionSource, pageCache } from '../modules/catalogue/catalogue.public.js';
import { health } from '../modules/health/health.routes.js';
import { type MaintenanceMode, maintenanceGate } from '../modules/maintenance/maintenance.public.js';
import { accessControl } from '../plugins/access-control.js';
import { compression } from '../plugins/compression.js';
import { errorHandler } from '../plugins/error-handler.js';
import { loadShedding } from '../plugins/load-shedding.js';
import { metricsPlugin } from '../plugins/metrics.js';
import { openApi } from '../plugins/openapi.js';
import { requestLogging } from '../plugins/request-logging.js';
import { security } from '../plugins/security.js';
import { limiterStore } from '../shared-state/rate-limit-store.js';
import type { AppSharedState } from './shared-state.js';

/** What the platform plugins are built from. */
interface PlatformParts {
  config: Config;
  database: Database;
  metrics: Metrics;
  /** Health pings where the images are kept (S3 has a ping, the disk none). */
  imageStore: { ping?: () => Promise<void> };
  shared: AppSharedState;
  /** Signs the cookies. */
  tokenSecret: Uint8Array;
  /** The catalogue version as the page cache asks it. */
  catalogueVersion: CatalogueVersionSource;
  /** Reported by `/api/ready`; undefined when turned off. */
  /** Tells access control who is calling. */
  authenticator: Authenticator;
  /** Maintenance while a backup is restored (decision 065): its gate answers before the page cache. */
  maintenance: MaintenanceMode;
}

/**
 * Everything the route modules run inside, in its declared order (decision 005): logging,
 * errors, metrics, load shedding, security headers and CORS, cookies, rate limits, the page
 * cache, compression, OpenAPI, health and access control.
 */
export async function registerPlatformPlugins(app: FastifyInstance, parts: PlatformParts): Promise<void> {
  const { config, database, metrics, imageStore, tokenSecret, authenticator } = parts;
  const { redis, limiters, eventBus } = parts.shared;
  // The platform. Each plugin names what it needs in `dependencies`: a wrong order fails here.
  await app.register(requestLogging);
  await app.register(errorHandler);
  await app.register(metricsPlugin, { metrics, token: config.metricsToken });
  await app.register(loadShedding, { maxEventLoopDelayMs: config.overloadEventLoopDelayMs });
  await app.register(maintenanceGate, { maintenance: parts.maintenance, shopName: config.shopName });
  await app.register(security, config);
  await app.register(cookie, { secret: Buffer.from(tokenSecret).toString('base64') });
  await app.register(rateLimit, {
    global: false,
    // With Redis every instance counts together; without, @fastify/rate-limit's own memory.
    ...(redis ? { store: limiterStore(limiters) } : {}),
    errorResponseBuilder: (request, context) =>
      new AppError(request.url.startsWith('/api/auth/') ? 'auth/too-many-requests' : 'rate-limited', {
        ...platformErrors.tooManyRequests,
        values: { after: context.after },
      }),
  });
  await app.register(pageCache, {
    database,
    missesPerMinute: config.catalogueMissesPerMinute,
    missAdmission: {
      concurrency: config.catalogueMissConcurrency,
      queueLimit: config.databaseTuning.queueLimit,
    },
    bus: redis ? eventBus : undefined,
    version: parts.catalogueVersion,
    onLookup: (hit) => metrics.pageCacheLookups.inc({ result: hit ? 'hit' : 'miss' }),
  });
  await app.register(compression);
  await app.register(openApi);
  await app.register(health, {
    database,
    storage: { kind: config.s3 ? 's3' : 'disk', ping: imageStore.ping?.bind(imageStore) },
    redis,
  });
  await app.register(accessControl, { authenticator });
}
