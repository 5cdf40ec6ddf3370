import { describe, expect, it } from 'vitest';
import { accepted, refusedPaths } from '../test/parse-checks.js';
import { CameraDetailsInputSchema, CameraDetailsSchema } from './camera-details.js';
import { gradeNamed, INCLUDED_ITEMS, SHUTTER_COUNT_MAX, WORKS_NOTE_MAX } from './camera-details-values.js';

describe('CameraDetailsInputSchema', () => {
  const details = {
    itemType: 'camera-body',
    grade: 'excellent',
    works: true,
    worksNote: '  Shutter fires at every speed. \nLight meter fine. ',
    lensMount: 'sony-e',
    shutterCount: 12_000,
    included: ['box', 'battery', 'strap'],
  };

  it('accepts every detail, trimming the note', () => {
    expect(accepted(CameraDetailsInputSchema, details)).toEqual({
      ...details,
      worksNote: 'Shutter fires at every speed. \nLight meter fine.',
    });
  });

  it('accepts none of them (older clients) and null to clear each nullable detail', () => {
    expect(accepted(CameraDetailsInputSchema, {})).toEqual({});
    const cleared = { itemType: null, grade: null, works: null, lensMount: null, shutterCount: null };
    expect(accepted(CameraDetailsInputSchema, cleared)).toEqual(cleared);
  });

  it('refuses unknown enum values with the list of allowed ones', () => {
    const result = CameraDetailsInputSchema.safeParse({ grade: 'mint' });
    expect(result.error?.issues[0]?.path).toEqual(['grade']);
    expect(result.error?.issues[0]?.message).toBe(
      'grade must be one of like-new, excellent, very-good, good, well-used, for-parts',
    );
    expect(refusedPaths(CameraDetailsInputSchema, { itemType: 'tripod' })).toEqual([['itemType']]);
    expect(refusedPaths(CameraDetailsInputSchema, { lensMount: 'minolta-sr' })).toEqual([['lensMount']]);
  });

  it('refuses a shutter count that is negative, fractional, too big or a string', () => {
    expect(accepted(CameraDetailsInputSchema, { shutterCount: 0 }).shutterCount).toBe(0);
    expect(accepted(CameraDetailsInputSchema, { shutterCount: SHUTTER_COUNT_MAX }).shutterCount).toBe(
      SHUTTER_COUNT_MAX,
    );
    for (const bad of [-1, 1.5, SHUTTER_COUNT_MAX + 1, '12000']) {
      expect(refusedPaths(CameraDetailsInputSchema, { shutterCount: bad })).toEqual([['shutterCount']]);
    }
  });

  it('refuses works that is not a boolean, and a note that is too long or has control characters', () => {
    expect(refusedPaths(CameraDetailsInputSchema, { works: 'yes' })).toEqual([['works']]);
    expect(refusedPaths(CameraDetailsInputSchema, { worksNote: 'n'.repeat(WORKS_NOTE_MAX + 1) })).toEqual([
      ['worksNote'],
    ]);
    expect(refusedPaths(CameraDetailsInputSchema, { worksNote: 'bell\u0007' })).toEqual([['worksNote']]);
  });

  it('does not take null for the note: an empty string clears it', () => {
    expect(accepted(CameraDetailsInputSchema, { worksNote: '' }).worksNote).toBe('');
    expect(refusedPaths(CameraDetailsInputSchema, { worksNote: null })).toEqual([['worksNote']]);
  });

  it('accepts every included item once, and refuses repeats and unknown items', () => {
    expect(accepted(CameraDetailsInputSchema, { included: [...INCLUDED_ITEMS] }).included).toEqual([
      ...INCLUDED_ITEMS,
    ]);
    expect(accepted(CameraDetailsInputSchema, { included: [] }).included).toEqual([]);
    const repeated = CameraDetailsInputSchema.safeParse({ included: ['box', 'box'] });
    expect(repeated.error?.issues[0]?.path).toEqual(['included']);
    expect(repeated.error?.issues[0]?.message).toBe('included lists an item more than once');
    expect(refusedPaths(CameraDetailsInputSchema, { included: [...INCLUDED_ITEMS, 'box'] })).toEqual([
      ['included'],
    ]);
    expect(refusedPaths(CameraDetailsInputSchema, { included: ['tripod'] })).toEqual([['included', 0]]);
    expect(refusedPaths(CameraDetailsInputSchema, { included: 'box' })).toEqual([['included']]);
  });
});

describe('CameraDetailsSchema', () => {
  const empty = {
    itemType: null,
    grade: null,
    works: null,
    worksNote: '',
    lensMount: null,
    shutterCount: null,
    included: [],
  };

  it('accepts details not given (nulls and empties) and full details', () => {
    expect(accepted(CameraDetailsSchema, empty)).toEqual(empty);
    const full = {
      itemType: 'lens',
      grade: 'good',
      works: false,
      worksNote: 'Aperture sticks',
      lensMount: 'nikon-f',
      shutterCount: null,
      included: ['caps'],
    };
    expect(accepted(CameraDetailsSchema, full)).toEqual(full);
  });

  it('requires every field in an answer', () => {
    const { included: _included, ...withoutIncluded } = empty;
    expect(refusedPaths(CameraDetailsSchema, withoutIncluded)).toEqual([['included']]);
    expect(refusedPaths(CameraDetailsSchema, { ...empty, itemType: undefined })).toEqual([['itemType']]);
    expect(refusedPaths(CameraDetailsSchema, { ...empty, grade: 'mint' })).toEqual([['grade']]);
  });
});

describe('gradeNamed', () => {
  it("finds the grade the older client's free-text condition names, in any case and spacing", () => {
    expect(gradeNamed('Excellent')).toBe('excellent');
    expect(gradeNamed('  very   GOOD ')).toBe('very-good');
    expect(gradeNamed('like-new')).toBe('like-new');
    expect(gradeNamed('For parts')).toBe('for-parts');
  });

  it('names no grade for words that are not one', () => {
    for (const text of ['Mint, barely used', 'Fair', 'Good, light scratches', '']) {
      expect(gradeNamed(text)).toBeNull();
    }
  });
});
