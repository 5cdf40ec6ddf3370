import type { Model } from '@refocus/contract';
import { describe, expect, it } from 'vitest';
import { SEED_BRANDS, SEED_MODELS } from '../../db/migrations/043-model-catalogue.js';
import { indexModels, searchable, searchModels } from './model-search.js';

const brands = new Map(SEED_BRANDS.map((b) => [b.id, b.name]));
const catalogue = indexModels(
  SEED_MODELS.map((m) =>
    searchable(
      {
        slug: m.slug,
        name: m.name,
        brand: { id: m.brandId, name: brands.get(m.brandId) ?? '' },
        type: m.type,
        mount: m.mount,
        year: m.year,
      } satisfies Model,
      m.brandId === 1 ? 'Cannon Canon' : (brands.get(m.brandId) ?? ''),
    ),
  ),
);
const names = (q: string) => searchModels(catalogue, q, 20).map((m) => m.name);

/** GET /api/models?q= over the seeded catalogue, in code (decision 067). */
describe('model search', () => {
  it.each([
    ['a7riii', 'Sony a7R III'],
    ['a7r iii', 'Sony a7R III'],
    ['a7r3', 'Sony a7R III'],
    ['A7R Mk3', 'Sony a7R III'],
    ['a7iii', 'Sony a7 III'],
    ['5d4', 'Canon EOS 5D Mark IV'],
    ['5d mark iv', 'Canon EOS 5D Mark IV'],
    ['5dmkiv', 'Canon EOS 5D Mark IV'],
    ['canon 5d', 'Canon EOS 5D'],
    ['cannon 5d', 'Canon EOS 5D'],
    ['x100v', 'Fujifilm X100V'],
    ['fuji x100v', 'Fujifilm X100V'],
    ['xt3', 'Fujifilm X-T3'],
    ['rx100m6', 'Sony RX100 VI'],
    ['rx100 vi', 'Sony RX100 VI'],
    ['z6 ii', 'Nikon Z6 II'],
    ['z6ii', 'Nikon Z6 II'],
    ['nikon f3', 'Nikon F3'],
    ['gr iii', 'Ricoh GR III'],
    ['sony fe 85 1.8', 'Sony FE 85mm F1.8'],
    ['om system om-1', 'OM System OM-1'],
    ['olympus om1', 'Olympus OM-1'],
    ['k1000', 'Pentax K1000'],
    ['Leica M6', 'Leica M6'],
  ])('%s finds %s first', (q, first) => {
    expect(names(q)[0]).toBe(first);
  });

  it('puts names that begin with the words first, shorter names before longer', () => {
    expect(names('canon eos 5d').slice(0, 3)).toEqual(['Canon EOS 5D', 'Canon EOS 5DS', 'Canon EOS 5DS R']);
    expect(names('x100').slice(0, 2)).toEqual(['Fujifilm X100', 'Fujifilm X100F']);
    // The same model number from two makers: both, before the OM-10 and the OM-1 Mark II.
    expect(names('om-1').slice(0, 2).sort()).toEqual(['OM System OM-1', 'Olympus OM-1']);
  });

  it('never takes one generation for another', () => {
    expect(names('5d mark ii')).toEqual(['Canon EOS 5D Mark II']);
    expect(names('a7 iv')).not.toContain('Sony a7 III');
  });

  it('answers at most the limit, and nothing for words no model has', () => {
    expect(names('canon')).toHaveLength(20);
    expect(names('hovercraft')).toEqual([]);
    expect(names('—')).toEqual([]);
  });
});
