import { describe, expect, it } from 'vitest';
import { ListingJsonCache } from './listing-json-cache.js';

const listing = (seq: number, size = 100) => `{"_id":"${seq}","name":"Kraków ${'x'.repeat(size)}"}`;
/** A listing's JSON as `writeListingRows` hands it to the cache: UTF-8 bytes. */
const utf8 = (json: string) => Buffer.from(json);
const text = (kept: (Buffer | undefined)[]) => kept.map((bytes) => bytes?.toString('utf8'));

describe('ListingJsonCache', () => {
  it('answers the kept JSON of each seq as UTF-8, in the order asked, and nothing where none is kept', () => {
    const cache = new ListingJsonCache(1024 * 1024);
    expect(cache.keep(1, 10, utf8(listing(10))).toString()).toBe(listing(10));
    cache.keep(1, 30, utf8(listing(30)));
    expect(text(cache.lookup(1, [30, 20, 10]))).toEqual([listing(30), undefined, listing(10)]);
  });

  it('empties itself for a newer catalogue version, and an older one neither reads nor fills it', () => {
    const cache = new ListingJsonCache(1024 * 1024);
    cache.keep(1, 10, utf8(listing(10)));
    // A write moved the version on: what was kept may show an old price.
    expect(cache.lookup(2, [10])).toEqual([undefined]);
    cache.keep(2, 10, utf8('{"_id":"10","price":2}'));
    // A request drawn before the write, still at work: it reads for itself and keeps nothing.
    expect(cache.lookup(1, [10])).toEqual([undefined]);
    expect(cache.keep(1, 10, utf8('{"_id":"10","price":1}')).toString()).toBe('{"_id":"10","price":1}');
    cache.keep(1, 11, utf8(listing(11)));
    expect(text(cache.lookup(2, [10, 11]))).toEqual(['{"_id":"10","price":2}', undefined]);
    expect(cache.size).toBe(1);
  });

  it('stays within its bytes, dropping the listings shown longest ago and keeping those shown again', () => {
    // 16 slabs of 16 KiB: room for about 2 000 listings of 129–133 bytes, not 10 000.
    const slab = 16 * 1024;
    const cache = new ListingJsonCache(16 * slab);
    const [shortest, longest] = [listing(1), listing(10_000)].map((json) => Buffer.byteLength(json)) as [
      number,
      number,
    ];
    for (let seq = 1; seq <= 10_000; seq++) {
      cache.keep(1, seq, utf8(listing(seq)));
      // Listing 1 is shown on every tenth page.
      if (seq % 10 === 0) expect(text(cache.lookup(1, [1]))).toEqual([listing(1)]);
    }
    // The newest slab is being filled: between 15 and 16 slabs' worth are kept.
    expect(cache.size).toBeGreaterThanOrEqual(15 * Math.floor(slab / longest));
    expect(cache.size).toBeLessThanOrEqual(16 * Math.floor(slab / shortest));
    expect(text(cache.lookup(1, [2, 5_000, 10_000, 9_000]))).toEqual([
      undefined,
      undefined,
      listing(10_000),
      listing(9_000),
    ]);
  });

  it('never writes over bytes it answered, even once they are dropped', () => {
    const cache = new ListingJsonCache(256 * 1024);
    const held = cache.keep(1, 1, utf8(listing(1)));
    const [shown] = cache.lookup(1, [1]);
    for (let seq = 2; seq <= 10_000; seq++) cache.keep(1, seq, utf8(listing(seq, 300)));
    cache.lookup(2, [1]);
    for (let seq = 2; seq <= 5_000; seq++) cache.keep(2, seq, utf8(listing(seq, 300)));
    expect(held.toString()).toBe(listing(1));
    expect(shown?.toString()).toBe(listing(1));
  });

  it('keeps nothing without a catalogue version (no page cache), and answers the bytes', () => {
    const cache = new ListingJsonCache(1024 * 1024);
    expect(cache.keep(undefined, 10, utf8(listing(10))).toString()).toBe(listing(10));
    expect(cache.lookup(undefined, [10])).toEqual([undefined]);
    cache.keep(1, 10, utf8(listing(10)));
    expect(cache.lookup(undefined, [10])).toEqual([undefined]);
    expect(cache.size).toBe(1);
  });

  it('keeps nothing when given no bytes, or a listing larger than a slab', () => {
    const cache = new ListingJsonCache(0);
    expect(cache.keep(1, 10, utf8(listing(10))).toString()).toBe(listing(10));
    expect(cache.lookup(1, [10])).toEqual([undefined]);
    expect(cache.size).toBe(0);
    const small = new ListingJsonCache(256 * 1024);
    expect(small.keep(1, 10, utf8(listing(10, 20_000))).toString()).toBe(listing(10, 20_000));
    expect(small.size).toBe(0);
  });

  it('answers the latest JSON of a listing kept again, and counts it once', () => {
    const cache = new ListingJsonCache(1024 * 1024);
    cache.keep(1, 1, utf8(listing(1)));
    cache.keep(1, 1, utf8(listing(1, 50)));
    cache.keep(1, 2, utf8(listing(2)));
    expect(text(cache.lookup(1, [1, 2]))).toEqual([listing(1, 50), listing(2)]);
    expect(cache.size).toBe(2);
  });
});
