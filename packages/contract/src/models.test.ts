import { describe, expect, it } from 'vitest';
import { accepted, refusedPaths } from '../test/parse-checks.js';
import { BrandCreateSchema, BrandUpdateSchema, slugOf } from './brands.js';
import { LENS_MOUNTS } from './camera-details-values.js';
import { MODEL_MOUNT_FILTERS, ModelCreateSchema } from './models.js';

describe('slugOf', () => {
  it('folds a name into lower-case words joined by hyphens', () => {
    expect(slugOf('Canon EOS 5D Mark IV')).toBe('canon-eos-5d-mark-iv');
    expect(slugOf('Voigtländer')).toBe('voigtlander');
    expect(slugOf('  Sony FE 85mm F1.8 ')).toBe('sony-fe-85mm-f1-8');
    expect(slugOf('—')).toBe('');
  });
});

describe('brand requests', () => {
  it('take a name and an optional well-formed slug; updates take any of their fields', () => {
    expect(accepted(BrandCreateSchema, { name: ' Leica ' })).toEqual({ name: 'Leica' });
    expect(refusedPaths(BrandCreateSchema, { name: 'Leica', slug: 'Leica M' })).toEqual([['slug']]);
    expect(accepted(BrandUpdateSchema, { hidden: true, position: 0 })).toEqual({ hidden: true, position: 0 });
    expect(refusedPaths(BrandUpdateSchema, { position: -1 })).toEqual([['position']]);
  });
});

describe('ModelCreateSchema', () => {
  const body = { name: 'Canon EOS R5 C', brandId: 1, type: 'body', mount: 'Canon RF', year: 2022 };

  it('wants a mount for a body or lens, none for a compact, either for a film camera', () => {
    accepted(ModelCreateSchema, body);
    accepted(ModelCreateSchema, { ...body, type: 'compact', mount: null });
    accepted(ModelCreateSchema, { ...body, type: 'film camera', mount: null });
    expect(refusedPaths(ModelCreateSchema, { ...body, mount: null })).toEqual([['mount']]);
    expect(refusedPaths(ModelCreateSchema, { ...body, type: 'compact' })).toEqual([['mount']]);
    expect(refusedPaths(ModelCreateSchema, { ...body, mount: 'Canon XYZ' })).toEqual([['mount']]);
    expect(refusedPaths(ModelCreateSchema, { ...body, year: 1899 })).toEqual([['year']]);
  });

  it('files every mount under a value of the listing filter', () => {
    for (const filter of Object.values(MODEL_MOUNT_FILTERS)) expect(LENS_MOUNTS).toContain(filter);
  });
});
