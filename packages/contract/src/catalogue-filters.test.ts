import { describe, expect, it } from 'vitest';
import { accepted, refusedPaths } from '../test/parse-checks.js';
import {
  CatalogueFiltersSchema,
  FacetCountSchema,
  FacetsSchema,
  IncludeSoldSchema,
} from './catalogue-filters.js';

describe('IncludeSoldSchema', () => {
  it('turns "true"/"false" into a boolean, false when absent', () => {
    expect(accepted(IncludeSoldSchema, 'true')).toBe(true);
    expect(accepted(IncludeSoldSchema, 'false')).toBe(false);
    expect(accepted(IncludeSoldSchema, undefined)).toBe(false);
  });

  it('refuses other spellings and real booleans', () => {
    for (const bad of ['TRUE', '1', 'yes', true]) {
      expect(IncludeSoldSchema.safeParse(bad).error?.issues[0]?.message).toBe(
        'includeSold must be true or false',
      );
    }
  });
});

describe('CatalogueFiltersSchema', () => {
  it('accepts no filters', () => {
    expect(accepted(CatalogueFiltersSchema, {})).toEqual({});
  });

  it('wraps a single value in a list', () => {
    expect(accepted(CatalogueFiltersSchema, { type: 'lens', works: 'yes' })).toEqual({
      type: ['lens'],
      works: 'yes',
    });
  });

  it('sorts and deduplicates repeated values', () => {
    expect(
      accepted(CatalogueFiltersSchema, {
        grade: ['very-good', 'excellent', 'very-good'],
        mount: ['sony-e', 'canon-rf'],
      }),
    ).toEqual({ grade: ['excellent', 'very-good'], mount: ['canon-rf', 'sony-e'] });
  });

  it('refuses an unknown value, naming the parameter and not its position', () => {
    const result = CatalogueFiltersSchema.safeParse({ grade: ['good', 'mint'] });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['grade']]);
    expect(result.error?.issues[0]?.message).toBe(
      'grade must be one of like-new, excellent, very-good, good, well-used, for-parts',
    );
    expect(refusedPaths(CatalogueFiltersSchema, { type: 'tripod' })).toEqual([['type']]);
    expect(refusedPaths(CatalogueFiltersSchema, { mount: ['minolta'] })).toEqual([['mount']]);
  });

  it('refuses a filter repeated more times than it has values', () => {
    const result = CatalogueFiltersSchema.safeParse({ works: 'yes', type: Array(6).fill('lens') });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['type']]);
    expect(result.error?.issues[0]?.message).toBe('type is given more times than it has values');
  });

  it('refuses works other than yes or no', () => {
    expect(refusedPaths(CatalogueFiltersSchema, { works: 'true' })).toEqual([['works']]);
    expect(refusedPaths(CatalogueFiltersSchema, { works: ['yes', 'no'] })).toEqual([['works']]);
  });
});

describe('FacetCountSchema and FacetsSchema', () => {
  const count = { value: 'excellent', count: 12, exact: true };

  const none = { count: 0, exact: true };
  const notSpecified = { type: none, grade: { count: 3, exact: true }, mount: none, works: none };

  it('accepts counts per option of each facet, and of each facet\'s "not specified"', () => {
    const facets = {
      type: [],
      grade: [count],
      mount: [{ value: 'sony-e', count: 1000, exact: false }],
      works: [],
      notSpecified,
    };
    expect(accepted(FacetsSchema, facets)).toEqual(facets);
  });

  it('refuses a fractional count, a missing exact flag and a missing facet', () => {
    expect(refusedPaths(FacetCountSchema, { ...count, count: 1.5 })).toEqual([['count']]);
    expect(refusedPaths(FacetCountSchema, { value: 'good', count: 1 })).toEqual([['exact']]);
    expect(refusedPaths(FacetsSchema, { type: [], grade: [], mount: [], notSpecified })).toEqual([['works']]);
    expect(
      refusedPaths(FacetsSchema, {
        type: [],
        grade: [{ ...count, exact: 'no' }],
        mount: [],
        works: [],
        notSpecified,
      }),
    ).toEqual([['grade', 0, 'exact']]);
    const { works: _works, ...three } = notSpecified;
    expect(
      refusedPaths(FacetsSchema, { type: [], grade: [], mount: [], works: [], notSpecified: three }),
    ).toEqual([['notSpecified', 'works']]);
  });
});
