import { describe, expect, it } from 'vitest';
import { StorefrontCounts } from './storefront-counts.js';

const lens = { terms: [[['lens']]] };
const nikon = { terms: [[['nikon']]] };

describe('StorefrontCounts', () => {
  it('counts a search once per catalogue version, and again under a newer one', async () => {
    const counts = new StorefrontCounts();
    let reads = 0;
    const read = async () => ({ total: 100 + reads++, exact: true });
    expect(await counts.count(1, lens, read)).toEqual({ total: 100, exact: true });
    expect(await counts.count(1, lens, read)).toEqual({ total: 100, exact: true });
    expect(await counts.count(1, nikon, read)).toEqual({ total: 101, exact: true });
    expect(reads).toBe(2);
    // A write moved the version on: every total is counted again.
    expect(await counts.count(2, lens, read)).toEqual({ total: 102, exact: true });
    // A request drawn under the older version is counted, and its total not kept.
    expect(await counts.count(1, lens, read)).toEqual({ total: 103, exact: true });
    expect(await counts.count(2, lens, read)).toEqual({ total: 102, exact: true });
    expect(reads).toBe(4);
  });

  it('shares one count between requests asking at once, and keeps no failed count', async () => {
    const counts = new StorefrontCounts();
    let reads = 0;
    let fail = true;
    const read = async () => {
      reads++;
      if (fail) throw new Error('statement timeout');
      return { total: 10_000, exact: false };
    };
    const together = [counts.count(1, lens, read), counts.count(1, lens, read)];
    await expect(Promise.all(together)).rejects.toThrow('statement timeout');
    expect(reads).toBe(1);
    fail = false;
    expect(await counts.count(1, lens, read)).toEqual({ total: 10_000, exact: false });
    expect(reads).toBe(2);
  });
});
