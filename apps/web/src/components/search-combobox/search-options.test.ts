import { describe, expect, it } from 'vitest';
import { matchingRecentSearches, searchOptionGroups } from './search-options';

describe('the search field’s options', () => {
  it('offers the recent searches whose whole or one word starts with what is typed', () => {
    const recents = ['Sony A7 III', 'canon 5d', 'Leica M6'];
    expect(matchingRecentSearches(recents, 'a7')).toEqual(['Sony A7 III']);
    expect(matchingRecentSearches(recents, ' CAN ')).toEqual(['canon 5d']);
    expect(matchingRecentSearches(recents, 'eica')).toEqual([]);
    expect(matchingRecentSearches(recents, '')).toEqual(recents);
  });

  it('groups brands, models and recent searches in that order, each picking what it should', () => {
    const groups = searchOptionGroups(
      [
        { kind: 'model', label: 'Canon EOS 5D Mark IV' },
        { kind: 'brand', label: 'Canon', categoryId: 1 },
      ],
      ['canon eos 5d mark iv', 'canon 90d'],
    );
    expect(groups).toEqual([
      { label: 'Brands', options: [{ label: 'Canon', pick: { kind: 'brand', categoryId: 1 } }] },
      {
        label: 'Models',
        options: [{ label: 'Canon EOS 5D Mark IV', pick: { kind: 'search', words: 'Canon EOS 5D Mark IV' } }],
      },
      // The recent search that repeats a model (in another case) is left out.
      {
        label: 'Recent searches',
        options: [{ label: 'canon 90d', pick: { kind: 'search', words: 'canon 90d' } }],
      },
    ]);
  });

  it('leaves out empty groups', () => {
    expect(searchOptionGroups([], ['nikon f3']).map((group) => group.label)).toEqual(['Recent searches']);
    expect(searchOptionGroups([], [])).toEqual([]);
  });
});
