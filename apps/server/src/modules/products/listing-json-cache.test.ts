import { describe, expect, it } from 'vitest';
import { ListingJsonCache } from './listing-json-cache.js';

const listing = (seq: number, size = 100) => `{"_id":"${seq}","name":"${'x'.repeat(size)}"}`;

describe('ListingJsonCache', () => {
  it('answers the kept JSON of each seq, in the order asked, and nothing where none is kept', () => {
    const cache = new ListingJsonCache(1024 * 1024);
    cache.keep(1, 10, listing(10));
    cache.keep(1, 30, listing(30));
    expect(cache.lookup(1, [30, 20, 10])).toEqual([listing(30), undefined, listing(10)]);
  });

  it('empties itself for a newer catalogue version, and an older one neither reads nor fills it', () => {
    const cache = new ListingJsonCache(1024 * 1024);
    cache.keep(1, 10, listing(10));
    // A write moved the version on: what was kept may show an old price.
    expect(cache.lookup(2, [10])).toEqual([undefined]);
    cache.keep(2, 10, '{"_id":"10","price":2}');
    // A request drawn before the write, still at work: it reads for itself and keeps nothing.
    expect(cache.lookup(1, [10])).toEqual([undefined]);
    cache.keep(1, 10, '{"_id":"10","price":1}');
    cache.keep(1, 11, listing(11));
    expect(cache.lookup(2, [10, 11])).toEqual(['{"_id":"10","price":2}', undefined]);
    expect(cache.size).toBe(1);
  });

  it('stays within its bytes, dropping the listing shown longest ago first', () => {
    // Room for three listings of about 200 bytes each (with their overhead), not four.
    const cache = new ListingJsonCache(3 * (listing(0, 180).length + 96));
    for (const seq of [1, 2, 3]) cache.keep(1, seq, listing(seq, 180));
    // Shown again: 1 is now the most recent, 2 the oldest.
    expect(cache.lookup(1, [1])).toEqual([listing(1, 180)]);
    cache.keep(1, 4, listing(4, 180));
    expect(cache.size).toBe(3);
    expect(cache.lookup(1, [1, 2, 3, 4])).toEqual([
      listing(1, 180),
      undefined,
      listing(3, 180),
      listing(4, 180),
    ]);
  });

  it('keeps nothing when given no bytes', () => {
    const cache = new ListingJsonCache(0);
    cache.keep(1, 10, listing(10));
    expect(cache.lookup(1, [10])).toEqual([undefined]);
    expect(cache.size).toBe(0);
  });

  it('counts a listing kept again once', () => {
    const cache = new ListingJsonCache(2 * (listing(0).length + 96));
    cache.keep(1, 1, listing(1));
    cache.keep(1, 1, listing(1));
    cache.keep(1, 2, listing(2));
    expect(cache.lookup(1, [1, 2])).toEqual([listing(1), listing(2)]);
  });
});
