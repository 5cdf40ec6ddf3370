import { describe, expect, it } from 'vitest';
import { describeSearch, savedQueryOf } from './search-summary';

describe('saved search summary', () => {
  it('keeps the camera-detail filters, repeated ones included, and drops the page', () => {
    const params = new URLSearchParams(
      'q=fe&mount=sony-e&grade=excellent&grade=good&works=yes&page=3&cursor=x',
    );
    expect(savedQueryOf(params)).toBe('q=fe&grade=excellent&grade=good&mount=sony-e&works=yes');
  });

  it('names the details in words', () => {
    expect(describeSearch('q=fe&type=lens&mount=sony-e&grade=excellent&grade=good&works=yes')).toBe(
      '“fe” · Lens · Excellent or Good · Sony E · Works fully',
    );
    expect(describeSearch('mount=bogus')).toBe('All cameras');
  });
});
