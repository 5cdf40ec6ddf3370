import { ProductListSchema } from '@refocus/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nullableTypeLists } from '../shared/nullable-type-lists.js';
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
  condition: 'Not graded',
  conditionNotes: 'Light wear\non the grip',
  sellerNumber: '+48 600',
  yearOfPurchase: 2023,
  description: 'Line one\nline two',
  postedTime: 'Nov 21, 2026',
  createdAt: '2026-11-21T10:00:00.000Z',
  status: 'sold',
  sellerId: 'u1',
  soldAt: '2026-11-22T10:00:00.000Z',
  previousPrice: null,
  model: null,
  priceVerdict: null,
  acceptsOffers: true,
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

describe('nullable primitives as type lists', () => {
  it('turns "a plain string, integer… or null" into a type list, and leaves every other anyOf', () => {
    const schema = {
      type: 'object',
      properties: {
        grade: { anyOf: [{ type: 'string', enum: ['good'] }, { type: 'null' }] },
        width: { anyOf: [{ type: 'null' }, { type: 'integer', minimum: 0, maximum: 9 }] },
        when: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
        either: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
        nested: { type: 'array', items: { anyOf: [{ type: 'boolean' }, { type: 'null' }] } },
      },
    };
    expect(nullableTypeLists(schema)).toEqual({
      type: 'object',
      properties: {
        grade: { type: ['string', 'null'] },
        width: { type: ['integer', 'null'] },
        when: schema.properties.when,
        either: schema.properties.either,
        nested: { type: 'array', items: { type: ['boolean', 'null'] } },
      },
    });
  });

  it('writes a page with nulls and values in them exactly as zod would', () => {
    const serialize = compile(ProductListSchema);
    const page = [
      product,
      {
        ...product,
        _id: 'p2',
        imgWidth: 640,
        grade: 'good',
        itemType: null,
        lensMount: null,
        shutterCount: null,
      },
    ];
    expect(JSON.parse(serialize(page) as string)).toEqual(
      JSON.parse(JSON.stringify(ProductListSchema.parse(page))),
    );
  });
});
