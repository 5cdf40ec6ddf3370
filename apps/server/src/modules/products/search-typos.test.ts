import { describe, expect, it } from 'vitest';
import { searchTermsOf } from './search-terms.js';
import {
  correctedQuery,
  editDistance,
  oneEditAway,
  typoBudget,
  typoWordsOf,
  withCorrections,
} from './search-typos.js';

describe('typos (decision 066)', () => {
  it('allows one typo from 5 letters, two from 9, none in shorter words or words with digits', () => {
    expect(['sony', 'sonny', 'fujiflim', 'hasselbald', 'd8500', 'a7iii', 'łodzkie'].map(typoBudget)).toEqual([
      0, 1, 1, 2, 0, 0, 1,
    ]);
  });

  it('counts a swap of neighbours as one edit, and stops past the bound', () => {
    expect(editDistance('fujiflim', 'fujifilm', 2)).toBe(1);
    expect(editDistance('fujiflim', 'fujifilm', 2, false)).toBe(2);
    expect(editDistance('hasselbadl', 'hasselblad', 2)).toBe(2);
    expect(editDistance('nikkon', 'nikon', 1)).toBe(1);
    expect(editDistance('nikkkonn', 'nikon', 1)).toBe(2);
    expect(editDistance('olympos', 'olympus', 1)).toBe(1);
    expect(editDistance('sony', 'sony', 1)).toBe(0);
  });

  it('lists every word one edit away, the word itself not among them', () => {
    const near = oneEditAway('nikkon');
    expect(near).toEqual(expect.arrayContaining(['nikon', 'nikkor', 'nikkons', 'inkkon']));
    expect(near).not.toContain('nikkon');
    expect(near.every((word) => editDistance('nikkon', word, 1) === 1)).toBe(true);
    expect(oneEditAway('fujiflim')).toContain('fujifilm');
  });

  it('corrects plain words only, and asks a correction whole, instead of the word as typed', () => {
    const terms = searchTermsOf('sonny a7 hasselbald 500c/m f2 nikkon');
    expect(typoWordsOf(terms).map(({ word, budget }) => [word, budget])).toEqual([
      ['sonny', 1],
      ['hasselbald', 2],
      ['nikkon', 1],
    ]);
    const corrected = withCorrections(terms, new Map([[0, 'sony']]));
    expect(corrected[0]).toEqual([['sony']]);
    expect(corrected.slice(1)).toEqual(terms.slice(1));
  });

  it('writes the query again with its corrected words, every other word as typed', () => {
    const corrections = new Map([
      ['sonny', 'sony'],
      ['fujiflim', 'fujifilm'],
    ]);
    expect(correctedQuery('  Sonny  A7 III ', corrections)).toBe('sony A7 III');
    expect(correctedQuery('Fujiflim, X-T3', corrections)).toBe('fujifilm, X-T3');
    expect(correctedQuery('Sony A7', corrections)).toBe('Sony A7');
  });
});
