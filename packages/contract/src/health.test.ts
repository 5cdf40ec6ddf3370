import { describe, expect, it } from 'vitest';
import { accepted, refusedPaths } from '../test/parse-checks.js';
import { ErrorBodySchema } from './error-body.js';
import { HealthSchema, ReadySchema, ShopSchema } from './health.js';

describe('HealthSchema', () => {
  it('accepts only status ok', () => {
    expect(accepted(HealthSchema, { status: 'ok' })).toEqual({ status: 'ok' });
    expect(refusedPaths(HealthSchema, { status: 'ready' })).toEqual([['status']]);
  });
});

describe('ReadySchema', () => {
  const ready = {
    status: 'ready',
    database: 'sqlite',
    storage: 'disk',
    redis: 'off',
  };

  it('accepts each dependency state', () => {
    expect(accepted(ReadySchema, ready)).toEqual(ready);
    expect(ReadySchema.safeParse({ ...ready, storage: 's3', redis: 'down' }).success).toBe(true);
  });

  it('refuses unknown storage or redis states', () => {
    expect(refusedPaths(ReadySchema, { ...ready, storage: 'gcs' })).toEqual([['storage']]);
    expect(refusedPaths(ReadySchema, { ...ready, redis: 'slow' })).toEqual([['redis']]);
    expect(refusedPaths(ReadySchema, { ...ready, status: 'ok' })).toEqual([['status']]);
  });
});

describe('ShopSchema', () => {
  it('says whether this is the demo shop, its time zone, language and currency', () => {
    const shop = { demo: false, timeZone: 'Europe/Berlin', language: 'de', currency: 'EUR' };
    expect(accepted(ShopSchema, shop)).toEqual(shop);
    expect(refusedPaths(ShopSchema, {})).toEqual([['demo'], ['timeZone'], ['language'], ['currency']]);
    expect(refusedPaths(ShopSchema, { ...shop, language: 'fr' })).toEqual([['language']]);
  });
});

describe('ErrorBodySchema', () => {
  it('accepts an error with and without field and challenge', () => {
    const plain = { error: { code: 'not-found', message: 'No such listing' } };
    expect(accepted(ErrorBodySchema, plain)).toEqual(plain);
    const full = {
      error: {
        code: 'auth/multi-factor-auth-required',
        message: 'Enter your code',
        field: 'code',
        challenge: 'c',
      },
    };
    expect(accepted(ErrorBodySchema, full)).toEqual(full);
  });

  it('refuses a body without a code or message', () => {
    expect(refusedPaths(ErrorBodySchema, { error: { message: 'x' } })).toEqual([['error', 'code']]);
    expect(refusedPaths(ErrorBodySchema, { error: { code: 'internal' } })).toEqual([['error', 'message']]);
    expect(refusedPaths(ErrorBodySchema, { code: 'internal', message: 'x' })).toEqual([['error']]);
  });
});
