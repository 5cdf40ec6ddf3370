import { MODEL_MOUNTS, MODEL_TYPES } from '@refocus/contract';
import { describe, expect, it } from 'vitest';
import { SEED_BRANDS, SEED_MODELS } from './043-model-catalogue.js';

/** The catalogue migration 043 starts every shop with (issue 44, items 1 and 2). */
describe('the seeded brands and models', () => {
  it('keeps ids 1–3 for Canon, Sony and Nikon and has at least ten real brands, each once', () => {
    expect(SEED_BRANDS.slice(0, 3)).toEqual([
      { id: 1, name: 'Canon', slug: 'canon' },
      { id: 2, name: 'Sony', slug: 'sony' },
      { id: 3, name: 'Nikon', slug: 'nikon' },
    ]);
    expect(SEED_BRANDS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(SEED_BRANDS.map((b) => b.id)).size).toBe(SEED_BRANDS.length);
    expect(new Set(SEED_BRANDS.map((b) => b.slug)).size).toBe(SEED_BRANDS.length);
  });

  it('has at least 300 models, each of a seeded brand, with a unique well-formed slug', () => {
    expect(SEED_MODELS.length).toBeGreaterThanOrEqual(300);
    const brands = new Map(SEED_BRANDS.map((b) => [b.id, b.name]));
    const slugs = new Set<string>();
    for (const model of SEED_MODELS) {
      expect(brands.has(model.brandId), model.name).toBe(true);
      expect(model.slug, model.name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(slugs.has(model.slug), model.slug).toBe(false);
      slugs.add(model.slug);
      // Names are as people say them, the brand first.
      expect(model.name.startsWith(`${brands.get(model.brandId)} `), model.name).toBe(true);
    }
  });

  it('gives every model a year of release, a kind, and a mount exactly where one belongs', () => {
    for (const model of SEED_MODELS) {
      expect(model.year, model.name).toBeGreaterThanOrEqual(1900);
      expect(model.year, model.name).toBeLessThanOrEqual(2026);
      expect(MODEL_TYPES, model.name).toContain(model.type);
      if (model.type === 'body' || model.type === 'lens')
        expect(MODEL_MOUNTS, model.name).toContain(model.mount);
      if (model.type === 'compact') expect(model.mount, model.name).toBeNull();
      if (model.type === 'film camera' && model.mount !== null) expect(MODEL_MOUNTS).toContain(model.mount);
    }
  });

  it('covers bodies, lenses, film cameras and compacts, for every brand', () => {
    const kinds = new Set(SEED_MODELS.map((m) => m.type));
    expect([...kinds].sort()).toEqual([...MODEL_TYPES].sort());
    for (const brand of SEED_BRANDS)
      expect(
        SEED_MODELS.some((m) => m.brandId === brand.id),
        brand.name,
      ).toBe(true);
  });

  it('writes down facts as released', () => {
    const fact = (name: string) => SEED_MODELS.find((m) => m.name === name);
    expect(fact('Canon EOS 5D Mark IV')).toMatchObject({ type: 'body', mount: 'Canon EF', year: 2016 });
    expect(fact('Sony FE 85mm F1.8')).toMatchObject({ type: 'lens', mount: 'Sony E', year: 2017 });
    expect(fact('Nikon F3')).toMatchObject({ type: 'film camera', mount: 'Nikon F', year: 1980 });
    expect(fact('Ricoh GR III')).toMatchObject({ type: 'compact', mount: null, year: 2019 });
  });
});
