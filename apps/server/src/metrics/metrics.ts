import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseLoad } from '../db/database-load.js';

/**
 * What an instance tells Prometheus (`GET /metrics`, decision 020). One registry per app,
 * not prom-client's global one, so apps built side by side (tests) count apart.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly requests = new Counter({
    name: 'refocus_http_requests_total',
    help: 'Answered HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly requestSeconds = new Histogram({
    name: 'refocus_http_request_duration_seconds',
    help: 'Time from request to answer by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly querySeconds = new Histogram({
    name: 'refocus_db_query_duration_seconds',
    help: 'Database query time, by whether the query failed',
    labelNames: ['outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [this.registry],
  });

  readonly pageCacheLookups = new Counter({
    name: 'refocus_page_cache_lookups_total',
    help: 'Public catalogue reads answered from a kept page (hit) or drawn again (miss)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly redisErrors = new Counter({
    name: 'refocus_redis_errors_total',
    help: 'Redis connection and command errors',
    registers: [this.registry],
  });

  readonly storageErrors = new Counter({
    name: 'refocus_storage_errors_total',
    help: 'Photo storage (S3) requests that failed',
    registers: [this.registry],
  });

  /** Reports the database's load at each scrape: queries running, and queries waiting for a turn. */
  watchDatabaseLoad(load: () => DatabaseLoad): void {
    new Gauge({
      name: 'refocus_db_queries_running',
      help: 'Database queries running now (on a read worker, the SQLite writer or a pooled connection)',
      registers: [this.registry],
      collect() {
        this.set(load().running);
      },
    });
    new Gauge({
      name: 'refocus_db_queries_waiting',
      help: 'Database queries waiting for a read worker, the SQLite writer or a pooled connection',
      registers: [this.registry],
      collect() {
        this.set(load().waiting);
      },
    });
  }

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'refocus_' });
    // Both results exist from the start, so a ratio is defined before the first miss.
    this.pageCacheLookups.inc({ result: 'hit' }, 0);
    this.pageCacheLookups.inc({ result: 'miss' }, 0);
  }
}
