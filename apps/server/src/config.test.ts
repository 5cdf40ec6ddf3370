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

  it('refuses half-configured pairs', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_PASSWORD/);
  });
});
