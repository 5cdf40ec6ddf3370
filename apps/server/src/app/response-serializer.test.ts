import { ProductListSchema } from '@refocus/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.js';

const compile = (schema: unknown) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);

const product = {
  _id: 'p1',
  name: 'Nikon Z6 "II" \u2028 body',
  imgURL: '/images/a.jpg',
  imgSrcSet: '',
  imgWidth: null,
  imgHeight: 800,
  categoryId: 3,
  location: 'Kraków',
  resalePrice: 1_200,
  originalPrice: 1_999,
  yearOfUse: 1.5,
  sellerName: 'S',
  condition: 'Good',
  sellerNumber: '+48 600',
  yearOfPurchase: 2023,
  description: 'Line one\nline two',
  postedTime: 'Nov 21, 2026',
  createdAt: '2026-11-21T10:00:00.000Z',
  status: 'sold',
  sellerId: 'u1',
  soldAt: '2026-11-22T10:00:00.000Z',
  previousPrice: null,
  itemType: 'camera-body',
  grade: null,
  works: true,
  lensMount: 'nikon-z',
  worksNote: '',
  shutterCount: 12_000,
  included: [],
};

describe('the response serializer', () => {
  it('writes what the zod schema answers, and nothing it does not name', () => {
    const serialize = compile(ProductListSchema);
    const withExtras = [{ ...product, passwordHash: 'never sent', sellerEmail: 'x@example.com' }];
    const written = serialize(withExtras) as string;
    expect(JSON.parse(written)).toEqual(JSON.parse(JSON.stringify(ProductListSchema.parse(withExtras))));
    expect(written).not.toContain('never sent');
    expect(written).not.toContain('sellerEmail');
  });

  it('keeps zod for a schema JSON Schema cannot express', () => {
    const serialize = compile(z.object({ n: z.number().transform((n) => n * 2) }));
    expect(JSON.parse(serialize({ n: 2 }) as string)).toEqual({ n: 4 });
  });
});
