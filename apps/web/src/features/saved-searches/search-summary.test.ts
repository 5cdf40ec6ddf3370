import { describe, expect, it } from 'vitest';
import { describeSearch, savedQueryOf } from './search-summary';

describe('saved search summary', () => {
  it('keeps the camera-detail filters, repeated ones included, and drops the page', () => {
    const params = new URLSearchParams(
      'q=fe&mount=sony-e&grade=excellent&grade=good&works=yes&page=3&cursor=x',
    );
    expect(savedQueryOf(params)).toBe('q=fe&grade=excellent&grade=good&mount=sony-e&works=yes');
  });

  const brands = (id: number) => ({ 1: 'Canon', 4: 'Fujifilm' })[id];

  it('names the details in words', () => {
    expect(describeSearch('q=fe&type=lens&mount=sony-e&grade=excellent&grade=good&works=yes', brands)).toBe(
      '“fe” · Lens · Excellent or Good · Sony E · Works fully',
    );
    expect(describeSearch('mount=bogus', brands)).toBe('All cameras');
  });

  it('names the brand as the menu names it, any brand, and leaves out one it does not know', () => {
    expect(describeSearch('q=leica&category=1&maxPrice=900', brands)).toBe('“leica” · Canon · up to $900');
    expect(describeSearch('category=4', brands)).toBe('Fujifilm');
    expect(describeSearch('category=99&minPrice=50', brands)).toBe('from $50');
    expect(describeSearch('category=4', () => undefined)).toBe('All cameras');
  });
});
