import { describe, expect, it } from 'vitest';
import { longPrefixes, searchTermsOf, toFts5 } from './search-terms.js';

describe('long prefixes (migration 036)', () => {
  it('are the last word when it is longer than the prefix indexes and not the end of a phrase', () => {
    expect(longPrefixes(searchTermsOf('mint conditi'))).toEqual(['conditi']);
    // Short enough for a prefix index, not the last word, or the end of a phrase: none.
    expect(longPrefixes(searchTermsOf('mint cond'))).toEqual([]);
    expect(longPrefixes(searchTermsOf('condition mint'))).toEqual([]);
    expect(longPrefixes(searchTermsOf('leica summicron'))).toEqual(['summicron']);
    expect(longPrefixes(searchTermsOf('ef-s'))).toEqual([]);
  });

  it('are asked as the whole words they stand for, when given, and as prefixes otherwise', () => {
    const terms = searchTermsOf('Mint conditi');
    const whole = new Map([['conditi', ['condition', 'conditions']]]);
    expect(toFts5(terms, ['name'], whole)).toBe('{name} : (("mint") AND (("condition" OR "conditions")))');
    expect(toFts5(terms, ['name'])).toBe('{name} : (("mint") AND ("conditi"*))');
  });
});
