import { describe, expect, it } from 'vitest';
import { generatedDetails } from './generated-details.js';
import { ListingGenerator } from './generated-listings.js';

describe('generated camera details', () => {
  it('derives type, grade, works and mount from the model and condition', () => {
    const lens = {
      categoryId: 2 as const,
      kind: 'lens' as const,
      model: 'FE 50mm f/1.8',
      name: 'Sony FE 50mm f/1.8',
    };
    expect(generatedDetails({ ...lens, condition: 'Fair' })).toEqual({
      itemType: 'lens',
      grade: 'well-used',
      works: 1,
      lensMount: 'sony-e',
    });
    const body = { categoryId: 3 as const, kind: 'dslr' as const, model: 'D850', name: 'Nikon D850 kit' };
    expect(generatedDetails({ ...body, condition: 'For parts' })).toEqual({
      itemType: 'kit',
      grade: 'for-parts',
      works: 0,
      lensMount: 'nikon-f',
    });
    expect(
      generatedDetails({
        categoryId: 1,
        kind: 'film',
        model: 'AE-1 Program',
        name: 'Canon AE-1 Program',
        condition: 'Good',
      }).lensMount,
    ).toBe('canon-fd');
  });

  it('draws nothing from the random stream: the same seed writes the same listings', () => {
    const a = new ListingGenerator(7, 2026);
    const b = new ListingGenerator(7, 2026);
    for (let i = 0; i < 50; i++) {
      const listing = a.next();
      generatedDetails(listing);
      expect(b.next()).toEqual(listing);
    }
  });
});
