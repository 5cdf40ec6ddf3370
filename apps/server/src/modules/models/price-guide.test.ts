import { describe, expect, it } from 'vitest';
import { priceVerdictOf } from '../products/products.public.js';
import { priceGuideOf, quantile } from './price-guide.js';

/** Issue 44, item 5: percentiles as numpy's default (linear between closest ranks), by hand. */
describe('price guide', () => {
  it.each([
    // n = 4: ranks 0.75, 1.5, 2.25 → 100 + .75·100, 200 + .5·100, 300 + .25·100
    [[100, 200, 300, 400], 0.25, 175],
    [[100, 200, 300, 400], 0.5, 250],
    [[100, 200, 300, 400], 0.75, 325],
    // n = 5: ranks 1, 2, 3 fall on values
    [[10, 20, 30, 40, 50], 0.25, 20],
    [[10, 20, 30, 40, 50], 0.75, 40],
    // n = 3, uneven gaps: rank 0.5 → 1000 + .5·(1600 − 1000); rank 1.5 → 1600 + .5·(4000 − 1600)
    [[1000, 1600, 4000], 0.25, 1300],
    [[1000, 1600, 4000], 0.75, 2800],
    [[7], 0.5, 7],
  ])('quantile(%j, %d) = %d', (values, p, expected) => {
    expect(quantile(values, p)).toBeCloseTo(expected, 10);
  });

  it('sorts the prices, rounds to whole cents, and needs three sales', () => {
    expect(priceGuideOf([4000, 1000, 1600])).toEqual({ sales: 3, low: 1300, median: 1600, high: 2800 });
    // n = 6: ranks 1.25, 2.5, 3.75 → 101 + .25·(102 − 101) = 101.25 → 101; 102.5 → 103 (half up); 103.75 → 104
    expect(priceGuideOf([100, 101, 102, 103, 104, 105])).toEqual({
      sales: 6,
      low: 101,
      median: 103,
      high: 104,
    });
    expect(priceGuideOf([1000, 2000])).toBeNull();
    expect(priceGuideOf([])).toBeNull();
  });

  it('calls a price at the low or the high typical, a cent outside them below or above', () => {
    expect(priceVerdictOf(1299, 1300, 2800)).toBe('below');
    expect(priceVerdictOf(1300, 1300, 2800)).toBe('typical');
    expect(priceVerdictOf(2800, '1300', '2800')).toBe('typical');
    expect(priceVerdictOf(2801, 1300, 2800)).toBe('above');
    expect(priceVerdictOf(2801, null, null)).toBeNull();
  });
});
