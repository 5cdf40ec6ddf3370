import { describe, expect, it } from 'vitest';
import { searchTermsOf } from './search-terms.js';
import { titleTier, typedWords } from './search-title-order.js';

const BRANDS = new Set(['canon', 'cannon', 'sony', 'nikon']);
const tier = (q: string, title: string) => titleTier(title, typedWords(searchTermsOf(q), BRANDS), BRANDS);

/** Issue 43, item 5: an exact title first, then one that ends the query, then words in order, then the rest. */
describe('title tiers', () => {
  it.each([
    ['canon eos 5d', 'Canon EOS 5D', 0],
    ['eos 5d', 'Canon EOS 5D', 0],
    ['a7iii', 'Sony A7 III', 0],
    ['5d', 'Canon EOS 5D', 1],
    ['sony a7', 'Sony Alpha A7', 1],
    ['canon eos 5d', 'Canon EOS 5D Mark IV', 2],
    ['z6 ii', 'Nikon Z6 II with 24-70 kit', 2],
    ['nikon z6 ii', 'Nikon Z6 II body, 24-70 kit', 2],
    ['5d mark', 'Canon EOS 5D Mark IV', 2],
    ['mark iv 5d', 'Canon EOS 5D Mark IV', 3],
    ['5d4', 'Canon EOS 5D Mark IV', 3],
  ])('%s in "%s": tier %i', (q, title, expected) => {
    expect(tier(q, title)).toBe(expected);
  });

  it('leaves brand words out: a query of a brand alone ranks no title over another', () => {
    expect(typedWords(searchTermsOf('canon'), BRANDS)).toEqual([]);
    expect(tier('canon', 'Canon EOS 5D')).toBe(3);
  });
});
