import { describe, expect, it } from 'vitest';
import { estimatedTotal } from './search-total-estimate.js';

/** The newest `n` of `matches` (seqs), as a relevance window holds them. */
const newest = (matches: number[], n: number) => [...matches].sort((a, b) => b - a).slice(0, n);

describe('a search total estimated from its newest matches (decision 053)', () => {
  it('is exact when matches are evenly spread', () => {
    // Every third listing of 30 000 matches: 10 000 matches, the window holds the newest 500.
    const matches = Array.from({ length: 10_000 }, (_, i) => 3 * i + 1);
    expect(estimatedTotal({ seqs: newest(matches, 500), oldest: 1 })).toBe(10_000);
  });

  it('measures a word only recent listings use over the time it has existed, not the whole catalogue', () => {
    // 800 matches, all among the newest 1 600 of a million listings.
    const matches = Array.from({ length: 800 }, (_, i) => 998_400 + 2 * i);
    const total = estimatedTotal({ seqs: newest(matches, 500), oldest: 998_400 });
    expect(total).toBe(800);
    // Measured from the catalogue's oldest listing instead, it would have said about 500 000.
    expect(estimatedTotal({ seqs: newest(matches, 500), oldest: 1 })).toBeGreaterThan(400_000);
  });

  it('follows the density of the newest matches, within a few percent for random spreads', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (const share of [0.005, 0.02, 0.1]) {
      const matches = Array.from({ length: 200_000 }, (_, i) => i + 1).filter(() => random() < share);
      const estimate = estimatedTotal({ seqs: newest(matches, 500), oldest: matches[0] as number });
      expect(estimate / matches.length).toBeGreaterThan(0.85);
      expect(estimate / matches.length).toBeLessThan(1.15);
    }
  });

  it('never says fewer than the window holds', () => {
    // The oldest match read after a write removed older ones: it may lie inside the window.
    expect(estimatedTotal({ seqs: [50, 40, 30, 20, 10], oldest: 30 })).toBe(5);
    expect(estimatedTotal({ seqs: [7], oldest: 7 })).toBe(1);
    expect(estimatedTotal({ seqs: [], oldest: 0 })).toBe(0);
  });
});
