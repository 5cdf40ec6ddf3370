import { describe, expect, it } from 'vitest';
import { chooseEncoding, encode } from './content-encoding.js';
import { etagOf, PageCache } from './page-cache.js';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, honours q=0, and leaves small answers alone', () => {
    expect(chooseEncoding('gzip, deflate, br', 5000)).toBe('br');
    expect(chooseEncoding('br;q=0, gzip', 5000)).toBe('gzip');
    expect(chooseEncoding('*', 5000)).toBe('br');
    expect(chooseEncoding('deflate', 5000)).toBe('identity');
    expect(chooseEncoding(undefined, 5000)).toBe('identity');
    expect(chooseEncoding('br', 100)).toBe('identity');
  });
});

describe('PageCache', () => {
  it('keeps a page once its key was asked for twice without finding it, whatever the version', () => {
    const cache = new PageCache(1_000);
    cache.noteMiss('/a');
    cache.set(1, '/a', 'first answer', {});
    expect(cache.get(1, '/a')).toBeUndefined();
    cache.noteMiss('/a');
    cache.set(1, '/a', 'second answer', {});
    expect(cache.get(1, '/a')?.body.toString()).toBe('second answer');
    // After a write, a page asked for before is kept at its first answer.
    cache.noteMiss('/a');
    cache.set(2, '/a', 'after a write', {});
    expect(cache.get(2, '/a')?.body.toString()).toBe('after a write');
    // Several visitors waiting for the same new page: the first answer is kept.
    cache.noteMiss('/b');
    cache.noteMiss('/b');
    cache.set(2, '/b', 'asked by two', {});
    expect(cache.get(2, '/b')).toBeDefined();
    // Thousands of other keys later, /c's single ask is forgotten or never counted twice.
    cache.noteMiss('/c');
    for (let i = 0; i < 100_000; i++) cache.noteMiss(`/other/${i}`);
    cache.set(2, '/c', 'once', {});
    expect(cache.get(2, '/c')).toBeUndefined();
  });

  it('compresses a page it does not keep at the fastest setting, and a kept one at the kept setting', async () => {
    const cache = new PageCache(1_000_000);
    const body = JSON.stringify(
      Array.from({ length: 200 }, (_, i) => ({ name: `Camera ${i}`, price: i * 7 })),
    );
    cache.noteMiss('/a');
    const once = cache.set(1, '/a', body, {});
    expect(once.fleeting).toBe(true);
    expect(
      (await cache.encoded(1, '/a', once, 'br')).equals(encode(Buffer.from(body), 'br', 'fastest')),
    ).toBe(true);
    expect(
      (await cache.encoded(1, '/a', once, 'gzip')).equals(encode(Buffer.from(body), 'gzip', 'fastest')),
    ).toBe(true);
    cache.noteMiss('/a');
    const kept = cache.set(1, '/a', body, {});
    expect(kept.fleeting).toBe(false);
    expect((await cache.encoded(1, '/a', kept, 'br')).equals(encode(Buffer.from(body), 'br', 'kept'))).toBe(
      true,
    );
    expect(etagOf(once, 'br')).not.toBe(etagOf(kept, 'br'));
    expect(etagOf(once, 'identity')).toBe(etagOf(kept, 'identity'));
  });

  it('drops every page of an older version and keeps within its byte budget', () => {
    const cache = new PageCache(100, { keepOnFirstAnswer: true });
    cache.set(1, '/a', 'x'.repeat(40), {});
    cache.set(1, '/b', 'x'.repeat(40), {});
    expect(cache.get(1, '/a')).toBeDefined();
    cache.set(1, '/c', 'x'.repeat(40), {});
    // /b was the least recently used.
    expect(cache.get(1, '/b')).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.set(2, '/a', 'y', {});
    expect(cache.get(1, '/c')).toBeUndefined();
    expect(cache.get(2, '/a')?.body.toString()).toBe('y');
    expect(cache.size).toBe(1);
  });
});
