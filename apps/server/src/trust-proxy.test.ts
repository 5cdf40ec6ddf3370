import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1, fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each([
    ['true', /TRUST_PROXY: true would trust any X-Forwarded-For/],
    ['11', /TRUST_PROXY: a hop count must be between 0 and 10/],
    ['10.0.0.1, proxy.internal', /TRUST_PROXY: not an address.*proxy\.internal/],
    ['10.0.0.0/33', /TRUST_PROXY: not an address.*10\.0\.0\.0\/33/],
    ['300.1.1.1', /TRUST_PROXY: not an address/],
  ])('refuses %s, naming the key', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });
});
