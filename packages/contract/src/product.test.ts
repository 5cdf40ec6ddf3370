import { describe, expect, it } from 'vitest';
import { accepted, refusedPaths } from '../test/parse-checks.js';
import {
  CategoryIdSchema,
  CategoryListQuerySchema,
  ListCursorSchema,
  ListingPhotoSchema,
  OwnListingListSchema,
  OwnListingSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  ProductSearchSchema,
  ProductStatusSchema,
} from './product.js';

const product = {
  _id: 'p1',
  name: 'Sony A7 III',
  imgURL: 'https://refocus.example/images/a7.webp',
  imgSrcSet: 'https://refocus.example/images/a7-480.webp 480w',
  imgWidth: 1600,
  imgHeight: 1200,
  categoryId: 2,
  location: 'Dhaka',
  resalePrice: 900,
  originalPrice: 1999.99,
  yearOfUse: 2,
  sellerName: 'Bea',
  condition: 'Excellent',
  conditionNotes: '',
  sellerNumber: '01700 000000',
  yearOfPurchase: 2021,
  description: 'Body only, low shutter count.',
  postedTime: 'Nov 21, 2026',
  createdAt: '2026-11-21T10:00:00.000Z',
  status: 'available',
  sellerId: 'u1',
  soldAt: null,
  previousPrice: null,
  model: { slug: 'sony-a7-iii', name: 'Sony a7 III' },
  priceVerdict: 'typical',
  acceptsOffers: true,
  itemType: 'camera-body',
  grade: 'excellent',
  works: true,
  worksNote: '',
  lensMount: 'sony-e',
  shutterCount: 12_000,
  included: ['box'],
};

describe('ProductStatusSchema', () => {
  it('knows available, booked and sold only', () => {
    expect(ProductStatusSchema.options).toEqual(['available', 'booked', 'sold']);
    expect(ProductStatusSchema.safeParse('withdrawn').success).toBe(false);
  });
});

describe('CategoryIdSchema', () => {
  it('accepts brand ids, as numbers or strings: the three of the spec and those admins add', () => {
    expect(accepted(CategoryIdSchema, 1)).toBe(1);
    expect(accepted(CategoryIdSchema, '3')).toBe(3);
    expect(accepted(CategoryIdSchema, 14)).toBe(14);
  });

  it('refuses other ids, fractions and words', () => {
    expect(CategoryIdSchema.safeParse(0).error?.issues[0]?.message).toBe(
      'category must be a brand id (1 or more)',
    );
    expect(CategoryIdSchema.safeParse('-2').success).toBe(false);
    expect(CategoryIdSchema.safeParse('1.5').error?.issues[0]?.message).toBe(
      'category must be a whole number',
    );
    expect(CategoryIdSchema.safeParse('sony').error?.issues[0]?.message).toBe('category must be a number');
  });
});

describe('ProductSchema', () => {
  it('accepts a listing as the API answers it, with and without the optional rating and photos', () => {
    expect(accepted(ProductSchema, product)).toEqual(product);
    const withExtras = {
      ...product,
      status: 'sold',
      soldAt: '2026-12-01T10:00:00.000Z',
      previousPrice: 950,
      sellerRating: { average: 4.5, count: 2 },
      photos: [{ url: product.imgURL, srcset: '', width: null, height: null }],
    };
    expect(accepted(ProductSchema, withExtras)).toEqual(withExtras);
    expect(accepted(ProductListSchema, [product, withExtras])).toHaveLength(2);
  });

  it('refuses a missing spec field, an unknown status and missing camera details', () => {
    const { sellerNumber: _sellerNumber, ...withoutNumber } = product;
    expect(refusedPaths(ProductSchema, withoutNumber)).toEqual([['sellerNumber']]);
    expect(refusedPaths(ProductSchema, { ...product, status: 'withdrawn' })).toEqual([['status']]);
    const { grade: _grade, ...withoutGrade } = product;
    expect(refusedPaths(ProductSchema, withoutGrade)).toEqual([['grade']]);
    expect(refusedPaths(ProductSchema, { ...product, yearOfPurchase: 2021.5 })).toEqual([['yearOfPurchase']]);
    expect(refusedPaths(ProductSchema, { ...product, priceVerdict: 'cheap' })).toEqual([['priceVerdict']]);
    expect(refusedPaths(ProductSchema, { ...product, model: { slug: 'sony-a7-iii' } })).toEqual([
      ['model', 'name'],
    ]);
    expect(refusedPaths(ProductListSchema, [product, { ...product, resalePrice: '900' }])).toEqual([
      [1, 'resalePrice'],
    ]);
  });

  it('ListingPhotoSchema wants whole pixel sizes or null', () => {
    expect(ListingPhotoSchema.safeParse({ url: 'u', srcset: '', width: 10, height: null }).success).toBe(
      true,
    );
    expect(refusedPaths(ListingPhotoSchema, { url: 'u', srcset: '', width: 10.5, height: 1 })).toEqual([
      ['width'],
    ]);
  });
});

describe('OwnListingSchema', () => {
  it('adds pending bookings and savers to the product', () => {
    const own = { ...product, pendingBookings: 2, savedBy: 5 };
    expect(accepted(OwnListingListSchema, [own])).toEqual([own]);
    expect(refusedPaths(OwnListingSchema, product)).toEqual([['pendingBookings'], ['savedBy']]);
  });
});

describe('ListCursorSchema', () => {
  it('accepts an opaque cursor or none', () => {
    expect(accepted(ListCursorSchema, 'eyJpZCI6MX0.abc-_1')).toBe('eyJpZCI6MX0.abc-_1');
    expect(accepted(ListCursorSchema, undefined)).toBeUndefined();
  });

  it('refuses other characters and more than 512 characters', () => {
    expect(ListCursorSchema.safeParse('a/b').error?.issues[0]?.message).toBe(
      'cursor is not valid; start again from page 1',
    );
    expect(ListCursorSchema.safeParse('a'.repeat(513)).success).toBe(false);
    expect(ListCursorSchema.safeParse('a'.repeat(512)).success).toBe(true);
    expect(ListCursorSchema.safeParse('').success).toBe(false);
  });
});

describe('CategoryListQuerySchema', () => {
  it('fills paging defaults and parses filters and the cursor', () => {
    expect(accepted(CategoryListQuerySchema, {})).toEqual({ page: 1, limit: 24, includeSold: false });
    expect(
      accepted(CategoryListQuerySchema, { page: '2', grade: 'good', includeSold: 'true', cursor: 'abc' }),
    ).toEqual({ page: 2, limit: 24, grade: ['good'], includeSold: true, cursor: 'abc' });
  });

  it('refuses a bad cursor or filter', () => {
    expect(refusedPaths(CategoryListQuerySchema, { cursor: 'a b' })).toEqual([['cursor']]);
    expect(refusedPaths(CategoryListQuerySchema, { type: 'tripod' })).toEqual([['type']]);
  });
});

describe('ProductSearchSchema', () => {
  it('trims the words and coerces category and prices', () => {
    expect(
      accepted(ProductSearchSchema, { q: '  leica m6 ', category: '1', minPrice: '100', maxPrice: '900.5' }),
    ).toEqual({ q: 'leica m6', category: 1, minPrice: 100, maxPrice: 900.5, includeSold: false });
  });

  it('refuses long words, control characters and prices out of range', () => {
    expect(refusedPaths(ProductSearchSchema, { q: 'q'.repeat(201) })).toEqual([['q']]);
    expect(refusedPaths(ProductSearchSchema, { q: 'leica\u0000' })).toEqual([['q']]);
    expect(refusedPaths(ProductSearchSchema, { minPrice: '-1' })).toEqual([['minPrice']]);
    expect(refusedPaths(ProductSearchSchema, { maxPrice: '1000001' })).toEqual([['maxPrice']]);
    expect(refusedPaths(ProductSearchSchema, { maxPrice: 'cheap' })).toEqual([['maxPrice']]);
    expect(refusedPaths(ProductSearchSchema, { category: '0' })).toEqual([['category']]);
  });

  it('takes an empty price as 0 and does not compare the two bounds', () => {
    expect(accepted(ProductSearchSchema, { minPrice: '' }).minPrice).toBe(0);
    expect(accepted(ProductSearchSchema, { minPrice: '900', maxPrice: '5' })).toMatchObject({
      minPrice: 900,
      maxPrice: 5,
    });
  });
});

describe('ProductListQuerySchema', () => {
  it('adds paging, a sort and a cursor to the search', () => {
    expect(accepted(ProductListQuerySchema, { q: 'nikon', sort: 'price_asc', limit: '12' })).toEqual({
      q: 'nikon',
      sort: 'price_asc',
      page: 1,
      limit: 12,
      includeSold: false,
    });
  });

  it('refuses an unknown sort', () => {
    const result = ProductListQuerySchema.safeParse({ sort: 'cheapest' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['sort']]);
    expect(result.error?.issues[0]?.message).toBe(
      'sort must be one of relevance, newest, price_asc, price_desc',
    );
  });
});
