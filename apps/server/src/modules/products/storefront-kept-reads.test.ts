import { describe, expect, it } from 'vitest';
import { StorefrontKeptReads } from './storefront-kept-reads.js';

const lens = { terms: [[['lens']]] };
const nikon = { terms: [[['nikon']]] };

describe('StorefrontKeptReads', () => {
  it('reads a search once per catalogue version, and again under a newer one', async () => {
    const kept = new StorefrontKeptReads();
    let reads = 0;
    const count = async () => ({ total: 100 + reads++, kind: 'exact' as const });
    expect(await kept.for(1, lens).count(count)).toEqual({ total: 100, kind: 'exact' as const });
    expect(await kept.for(1, lens).count(count)).toEqual({ total: 100, kind: 'exact' as const });
    expect(await kept.for(1, nikon).count(count)).toEqual({ total: 101, kind: 'exact' as const });
    expect(reads).toBe(2);
    // A write moved the version on: everything is read again.
    expect(await kept.for(2, lens).count(count)).toEqual({ total: 102, kind: 'exact' as const });
    // A request drawn under the older version reads, and what it read is not kept.
    expect(await kept.for(1, lens).count(count)).toEqual({ total: 103, kind: 'exact' as const });
    expect(await kept.for(2, lens).count(count)).toEqual({ total: 102, kind: 'exact' as const });
    expect(reads).toBe(4);
  });

  it('keeps nothing for a request whose version a newer request moved on while it read', async () => {
    const kept = new StorefrontKeptReads();
    let reads = 0;
    const count = async () => ({ total: reads++, kind: 'exact' as const });
    const older = kept.for(1, lens);
    kept.for(2, nikon);
    expect(await older.count(count)).toEqual({ total: 0, kind: 'exact' as const });
    expect(await kept.for(2, lens).count(count)).toEqual({ total: 1, kind: 'exact' as const });
    expect(reads).toBe(2);
  });

  it('keeps a search’s window apart from its total', async () => {
    const kept = new StorefrontKeptReads();
    let windows = 0;
    const window = async () => ({ boundary: 0, rows: [{ rank: 0, seq: 10 + windows++ }] });
    expect((await kept.for(1, lens).window(window)).rows).toEqual([{ rank: 0, seq: 10 }]);
    expect((await kept.for(1, lens).window(window)).rows).toEqual([{ rank: 0, seq: 10 }]);
    expect(await kept.for(1, lens).count(async () => ({ total: 1, kind: 'exact' as const }))).toEqual({
      total: 1,
      kind: 'exact',
    });
    expect((await kept.for(2, lens).window(window)).rows).toEqual([{ rank: 0, seq: 11 }]);
    expect(windows).toBe(2);
  });

  it('shares one read between requests asking at once, and keeps no failed read', async () => {
    const kept = new StorefrontKeptReads();
    let reads = 0;
    let fail = true;
    const count = async () => {
      reads++;
      if (fail) throw new Error('statement timeout');
      return { total: 10_000, kind: 'at-least' as const };
    };
    const together = [kept.for(1, lens).count(count), kept.for(1, lens).count(count)];
    await expect(Promise.all(together)).rejects.toThrow('statement timeout');
    expect(reads).toBe(1);
    fail = false;
    expect(await kept.for(1, lens).count(count)).toEqual({ total: 10_000, kind: 'at-least' as const });
    expect(reads).toBe(2);
  });

  it('keeps a read of the words alone for every filter with those words, until the version moves', async () => {
    const kept = new StorefrontKeptReads();
    let reads = 0;
    const words = async () => ++reads;
    const cheap = { ...lens, maxPriceCents: 10_000 };
    expect(await kept.for(1, lens).ofWords('matches lens', words)).toBe(1);
    expect(await kept.for(1, cheap).ofWords('matches lens', words)).toBe(1);
    expect(await kept.for(1, cheap).ofWords('matches kit', words)).toBe(2);
    expect(await kept.for(2, lens).ofWords('matches lens', words)).toBe(3);
    // A request drawn under the older version reads, and keeps nothing.
    expect(await kept.for(1, lens).ofWords('matches lens', words)).toBe(4);
    expect(await kept.for(2, cheap).ofWords('matches lens', words)).toBe(3);
  });
});
