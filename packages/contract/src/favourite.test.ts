import { describe, expect, it } from 'vitest';
import { accepted, refusedPaths } from '../test/parse-checks.js';
import {
  FavouriteIdsQuerySchema,
  FavouriteIdsSchema,
  FavouriteStateSchema,
  SavedListingListSchema,
  SavedListingSchema,
} from './favourite.js';
import { MAX_PAGE_SIZE } from './paging.js';

const product = {
  _id: 'p1',
  name: 'Nikon FM2',
  imgURL: 'https://refocus.example/images/fm2.webp',
  imgSrcSet: '',
  imgWidth: null,
  imgHeight: null,
  categoryId: 3,
  location: 'Chittagong',
  resalePrice: 350,
  originalPrice: 400,
  yearOfUse: 30,
  sellerName: 'Sam',
  condition: 'Well used',
  conditionNotes: 'Paint worn at the corners.',
  sellerNumber: '01800 000000',
  yearOfPurchase: 1990,
  description: 'Film body.',
  postedTime: 'Jan 2, 2026',
  createdAt: '2026-01-02T10:00:00.000Z',
  status: 'available',
  sellerId: 'u2',
  soldAt: null,
  previousPrice: 380,
  model: null,
  priceVerdict: null,
  acceptsOffers: false,
  itemType: 'film-camera',
  grade: 'well-used',
  works: true,
  worksNote: '',
  lensMount: 'nikon-f',
  shutterCount: null,
  included: [],
};

describe('SavedListingSchema', () => {
  it('accepts a listing with when it was saved', () => {
    const saved = { ...product, savedAt: '2026-01-03T10:00:00.000Z' };
    expect(accepted(SavedListingListSchema, [saved])).toEqual([saved]);
  });

  it('refuses a listing without savedAt', () => {
    expect(refusedPaths(SavedListingSchema, product)).toEqual([['savedAt']]);
  });
});

describe('FavouriteIdsQuerySchema', () => {
  it('splits the ids, dropping empties and repeats', () => {
    expect(accepted(FavouriteIdsQuerySchema, { products: 'p1,p2,,p1' })).toEqual({ products: ['p1', 'p2'] });
    expect(accepted(FavouriteIdsQuerySchema, { products: '' })).toEqual({ products: [] });
  });

  it('accepts a full page of ids and refuses one more', () => {
    const ids = Array.from({ length: MAX_PAGE_SIZE + 1 }, (_, n) => `p${n}`);
    expect(accepted(FavouriteIdsQuerySchema, { products: ids.slice(0, -1).join(',') }).products).toHaveLength(
      MAX_PAGE_SIZE,
    );
    const result = FavouriteIdsQuerySchema.safeParse({ products: ids.join(',') });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['products']]);
    expect(result.error?.issues[0]?.message).toBe(`products must name at most ${MAX_PAGE_SIZE} listings`);
  });

  it('refuses an id over 64 characters, an over-long value, control characters and no value', () => {
    expect(refusedPaths(FavouriteIdsQuerySchema, { products: `p1,${'x'.repeat(65)}` })).toEqual([
      ['products'],
    ]);
    expect(refusedPaths(FavouriteIdsQuerySchema, { products: ','.repeat(MAX_PAGE_SIZE * 65 + 1) })).toEqual([
      ['products'],
    ]);
    expect(refusedPaths(FavouriteIdsQuerySchema, { products: 'p1\u0000' })).toEqual([['products']]);
    expect(FavouriteIdsQuerySchema.safeParse({}).error?.issues[0]?.message).toBe('products is required');
  });
});

describe('FavouriteIdsSchema and FavouriteStateSchema', () => {
  it('answer a list of ids and whether it is saved', () => {
    expect(accepted(FavouriteIdsSchema, ['p1'])).toEqual(['p1']);
    expect(refusedPaths(FavouriteIdsSchema, ['p1', 2])).toEqual([[1]]);
    expect(accepted(FavouriteStateSchema, { saved: true })).toEqual({ saved: true });
    expect(refusedPaths(FavouriteStateSchema, { saved: 'yes' })).toEqual([['saved']]);
  });
});
