import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to SQLite in ./data on 127.0.0.1:3000 with demo data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('data', 'refocus.sqlite') });
    expect(config.seedDemo).toBe(true);
    expect(config.corsOrigins).toEqual([]);
    expect(config.google).toBeUndefined();
  });

  it('seeds demo data by default only on the embedded database, never in production unless asked', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example', SEED_DEMO: 'yes' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: '', DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
  });

  it('shares state through Redis and keeps photos in S3 only when asked, naming bad values', () => {
    const plain = loadConfig({});
    expect([plain.redis, plain.s3, plain.metricsToken]).toEqual([undefined, undefined, undefined]);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379/2',
      keyPrefix: 'refocus:',
    });
    expect(
      loadConfig({
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'photos',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      forcePathStyle: true,
      prefix: 'images/',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL: must start with redis:\/\//,
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT: must be an absolute URL/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16 characters/,
    );
  });

  it('uses PostgreSQL for postgres:// and postgresql:// URLs', () => {
    for (const url of ['postgres://u@h/db', 'postgresql://u@h/db']) {
      expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ kind: 'postgres', url });
    }
  });

  it('parses lists and flags', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'https://shop.example/',
    });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.seedDemo).toBe(false);
    expect(config.publicUrl).toBe('https://shop.example');
  });

  it('fails naming every bad key at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', CORS_ORIGINS: 'not a url', SEED_DEMO: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const key of ['PORT', 'DATABASE_URL', 'CORS_ORIGINS', 'SEED_DEMO']) expect(problems).toContain(key);
  });

  it('looks for due jobs every second unless told otherwise, naming a value out of range', () => {
    expect(loadConfig({}).jobPollMs).toBe(1000);
    expect(loadConfig({ JOB_POLL_MS: '100' }).jobPollMs).toBe(100);
    expect(() => loadConfig({ JOB_POLL_MS: '0' })).toThrow(/JOB_POLL_MS/);
  });

  it('bounds slow clients and message floods, refusing headers given longer than the request (issue 41)', () => {
    expect(loadConfig({}).httpTimeouts).toEqual({ headersMs: 30_000, requestMs: 30_000 });
    expect(loadConfig({}).messageLimits).toEqual({ perMinute: 20, perDay: 500 });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '2000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS: must not be more than HTTP_REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ MESSAGES_PER_MINUTE: '0' })).toThrow(/MESSAGES_PER_MINUTE/);
  });

  it('prices in dollars unless told another ISO 4217 currency, naming a code that is none (issue 47)', () => {
    expect(loadConfig({}).currency).toBe('USD');
    expect(loadConfig({ CURRENCY: 'EUR' }).currency).toBe('EUR');
    expect(loadConfig({ CURRENCY: '' }).currency).toBe('USD');
    expect(() => loadConfig({ CURRENCY: 'EURO' })).toThrow(/CURRENCY: must be an ISO 4217 currency code/);
    expect(() => loadConfig({ CURRENCY: 'eur' })).toThrow(/CURRENCY/);
  });

  it('refuses half-configured pairs', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_PASSWORD/);
  });
});
