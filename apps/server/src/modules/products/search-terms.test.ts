import { describe, expect, it } from 'vitest';
import { longPrefixes, searchTermsOf, toFts5 } from './search-terms.js';

describe('long prefixes (migration 036)', () => {
  it('are the last word, or the end of the last phrase, when longer than the prefix indexes', () => {
    expect(longPrefixes(searchTermsOf('mint conditi'))).toEqual(['conditi']);
    // Short enough for a prefix index, or not the last word: none.
    expect(longPrefixes(searchTermsOf('mint cond'))).toEqual([]);
    expect(longPrefixes(searchTermsOf('condition mint'))).toEqual([]);
    expect(longPrefixes(searchTermsOf('leica summicron'))).toEqual(['summicron']);
    expect(longPrefixes(searchTermsOf('ef-s'))).toEqual([]);
    expect(longPrefixes(searchTermsOf('l-bracket'))).toEqual(['bracket']);
  });

  it('are asked as the whole words they stand for, when given, and as prefixes otherwise', () => {
    const terms = searchTermsOf('Mint conditi');
    const whole = new Map([['conditi', ['condition', 'conditions']]]);
    expect(toFts5(terms, ['name'], whole)).toBe('{name} : (("mint") AND (("condition" OR "conditions")))');
    expect(toFts5(terms, ['name'])).toBe('{name} : (("mint") AND ("conditi"*))');
    // At the end of a phrase, one phrase per whole word.
    const bracket = new Map([['bracket', ['bracket', 'brackets']]]);
    expect(toFts5(searchTermsOf('l-bracket'), ['name'], bracket)).toBe(
      '{name} : ((("l" + "bracket" OR "l" + "brackets")))',
    );
  });
});
