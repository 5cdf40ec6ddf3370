import { describe, expect, it } from 'vitest';
import { accepted, refusedPaths } from '../test/parse-checks.js';
import {
  CreateProductRequestSchema,
  ImageUploadResponseSchema,
  PHOTOS_MAX,
  PhoneSchema,
  PhotosSchema,
  ProductFieldsSchema,
  UpdateProductRequestSchema,
  YearOfPurchaseSchema,
} from './product-input.js';

const fields = {
  name: 'Sony A7 III',
  imgURL: 'https://refocus.example/images/a7.webp',
  categoryId: 2,
  location: 'Dhaka',
  resalePrice: 900,
  originalPrice: 1999.99,
  yearOfUse: 2,
  condition: 'Good',
  sellerName: 'Bea',
  sellerNumber: '+880 1700-000000',
  yearOfPurchase: 2021,
  description: 'Body only.\nLow shutter count.',
};

describe('PhoneSchema', () => {
  it('accepts 6 to 20 digits, spaces, +, - and parentheses, trimmed', () => {
    expect(accepted(PhoneSchema, ' +44 (20) 7946-0958 ')).toBe('+44 (20) 7946-0958');
    expect(accepted(PhoneSchema, '123456')).toBe('123456');
  });

  it('refuses letters, too short or too long numbers, and numbers without digits', () => {
    expect(PhoneSchema.safeParse('call me').success).toBe(false);
    expect(PhoneSchema.safeParse('12345').success).toBe(false);
    expect(PhoneSchema.safeParse('1'.repeat(21)).success).toBe(false);
    expect(PhoneSchema.safeParse('------').error?.issues[0]?.message).toBe(
      'Phone number must contain digits',
    );
    expect(PhoneSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Phone number is required');
  });
});

describe('YearOfPurchaseSchema', () => {
  it('accepts 1900 to this year, as a number or a string', () => {
    expect(accepted(YearOfPurchaseSchema, 1900)).toBe(1900);
    expect(accepted(YearOfPurchaseSchema, String(new Date().getFullYear()))).toBe(new Date().getFullYear());
  });

  it('refuses the future, before 1900, fractions and an empty field', () => {
    expect(YearOfPurchaseSchema.safeParse(new Date().getFullYear() + 1).error?.issues[0]?.message).toBe(
      'Year of purchase cannot be in the future',
    );
    expect(YearOfPurchaseSchema.safeParse(1899).error?.issues[0]?.message).toBe(
      'Year of purchase must be 1900 or later',
    );
    expect(YearOfPurchaseSchema.safeParse(2020.5).error?.issues[0]?.message).toBe(
      'Year of purchase must be a whole year',
    );
    expect(YearOfPurchaseSchema.safeParse(' ').error?.issues[0]?.message).toBe(
      'Year of purchase is required',
    );
    expect(YearOfPurchaseSchema.safeParse('soon').error?.issues[0]?.message).toBe(
      'Year of purchase must be a number',
    );
  });
});

describe('PhotosSchema', () => {
  const url = (n: number) => `https://refocus.example/images/${n}.webp`;

  it('accepts 1 to 10 distinct photos, trimmed', () => {
    expect(accepted(PhotosSchema, [` ${url(1)} `])).toEqual([url(1)]);
    const ten = Array.from({ length: PHOTOS_MAX }, (_, n) => url(n));
    expect(accepted(PhotosSchema, ten)).toEqual(ten);
  });

  it('refuses no photos, too many, repeats, and blank or too long URLs', () => {
    expect(PhotosSchema.safeParse([]).error?.issues[0]?.message).toBe('photos must hold at least one photo');
    expect(PhotosSchema.safeParse(Array.from({ length: PHOTOS_MAX + 1 }, (_, n) => url(n))).success).toBe(
      false,
    );
    expect(PhotosSchema.safeParse([url(1), url(1)]).error?.issues[0]?.message).toBe(
      'photos must not repeat a photo',
    );
    expect(refusedPaths(PhotosSchema, [url(1), ' '])).toEqual([[1]]);
    expect(refusedPaths(PhotosSchema, [`https://x/${'a'.repeat(2040)}`])).toEqual([[0]]);
    expect(PhotosSchema.safeParse(url(1)).error?.issues[0]?.message).toBe(
      'photos must be a list of photo URLs',
    );
  });
});

describe('ProductFieldsSchema and CreateProductRequestSchema', () => {
  it('accepts a listing with the camera details and a gallery', () => {
    const body = {
      ...fields,
      grade: 'excellent',
      itemType: 'camera-body',
      photos: [fields.imgURL, 'https://refocus.example/images/back.webp'],
    };
    expect(accepted(CreateProductRequestSchema, body)).toEqual(body);
  });

  it('accepts numbers as strings, as the older client sends them, and YearOfPurchase as an alias', () => {
    const { yearOfPurchase: _year, ...rest } = fields;
    const parsed = accepted(CreateProductRequestSchema, {
      ...rest,
      categoryId: '2',
      resalePrice: ' 900 ',
      originalPrice: '1999.99',
      yearOfUse: '2.5',
      YearOfPurchase: '2021',
    });
    expect(parsed).toMatchObject({
      categoryId: 2,
      resalePrice: 900,
      originalPrice: 1999.99,
      yearOfUse: 2.5,
      yearOfPurchase: 2021,
    });
    expect(parsed).not.toHaveProperty('YearOfPurchase');
  });

  it('takes the grade as the condition: a grade alone is enough, and condition notes keep line breaks', () => {
    const { condition: _condition, ...withoutCondition } = fields;
    const body = {
      ...withoutCondition,
      grade: 'very-good',
      conditionNotes: 'Faint mark on the top plate.\nGlass clean.',
    };
    expect(accepted(CreateProductRequestSchema, body)).toEqual(body);
    expect(refusedPaths(CreateProductRequestSchema, { ...body, conditionNotes: 'x'.repeat(2_001) })).toEqual([
      ['conditionNotes'],
    ]);
  });

  it("asks for the condition when neither a grade nor the older client's condition is sent", () => {
    const { condition: _condition, ...withoutCondition } = fields;
    for (const body of [withoutCondition, { ...withoutCondition, grade: null }]) {
      const result = CreateProductRequestSchema.safeParse(body);
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['condition'], 'Condition is required'],
      ]);
    }
    // An edit need not say it again.
    expect(accepted(UpdateProductRequestSchema, { name: 'Sony A7 III' })).toEqual({ name: 'Sony A7 III' });
  });

  it('trims text and keeps line breaks only in the description', () => {
    expect(accepted(ProductFieldsSchema, { ...fields, name: '  Sony A7 III  ' }).name).toBe('Sony A7 III');
    expect(refusedPaths(ProductFieldsSchema, { ...fields, name: 'Sony\nA7' })).toEqual([['name']]);
  });

  it.each([
    ['a blank name', 'name', ' '],
    ['a name over 120 characters', 'name', 'n'.repeat(121)],
    ['no image', 'imgURL', ''],
    ['a category that is no brand id', 'categoryId', 0],
    ['a model slug that is no slug', 'modelSlug', 'Canon EOS 5D'],
    ['a missing location', 'location', undefined],
    ['a negative price', 'resalePrice', -1],
    ['a price over the maximum', 'resalePrice', 1_000_000.01],
    ['a price with three decimals', 'resalePrice', 10.005],
    ['an empty price', 'resalePrice', ''],
    ['a price in words', 'originalPrice', 'lots'],
    ['an infinite price', 'originalPrice', 'Infinity'],
    ['over 150 years of use', 'yearOfUse', 151],
    ['an empty condition', 'condition', ''],
    ['a seller name over 120 characters', 'sellerName', 's'.repeat(121)],
    ['a phone number under 6 characters', 'sellerNumber', '12345'],
    ['a year before 1900', 'yearOfPurchase', 1899],
    ['a description over 5000 characters', 'description', 'd'.repeat(5001)],
    ['an unknown grade', 'grade', 'mint'],
  ])('refuses %s, naming the field', (_label, key, value) => {
    expect(refusedPaths(CreateProductRequestSchema, { ...fields, [key]: value })).toEqual([[key]]);
  });

  it('says a missing number is required rather than not a number', () => {
    const { resalePrice: _price, ...withoutPrice } = fields;
    const result = CreateProductRequestSchema.safeParse(withoutPrice);
    expect(result.error?.issues[0]?.path).toEqual(['resalePrice']);
    expect(result.error?.issues[0]?.message).toBe('Resale price is required');
  });

  it('accepts the price bounds and two decimals', () => {
    expect(
      accepted(ProductFieldsSchema, { ...fields, resalePrice: 0, originalPrice: 1_000_000 }),
    ).toMatchObject({
      resalePrice: 0,
      originalPrice: 1_000_000,
    });
    expect(accepted(ProductFieldsSchema, { ...fields, resalePrice: '0.07' }).resalePrice).toBe(0.07);
  });

  it('keeps only the fields it knows', () => {
    expect(accepted(ProductFieldsSchema, { ...fields, status: 'sold', sellerId: 'u2' })).not.toHaveProperty(
      'sellerId',
    );
  });
});

describe('UpdateProductRequestSchema', () => {
  it('accepts any subset of the fields, and status available or sold', () => {
    expect(accepted(UpdateProductRequestSchema, {})).toEqual({});
    expect(accepted(UpdateProductRequestSchema, { resalePrice: '850', status: 'sold' })).toEqual({
      resalePrice: 850,
      status: 'sold',
    });
    expect(accepted(UpdateProductRequestSchema, { YearOfPurchase: 2019 })).toEqual({ yearOfPurchase: 2019 });
    expect(accepted(UpdateProductRequestSchema, { grade: null, shutterCount: null })).toEqual({
      grade: null,
      shutterCount: null,
    });
  });

  it('refuses status booked and bad values of the fields it is given', () => {
    const result = UpdateProductRequestSchema.safeParse({ status: 'booked' });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['status']]);
    expect(result.error?.issues[0]?.message).toBe('status can be set to available or sold');
    expect(refusedPaths(UpdateProductRequestSchema, { name: '' })).toEqual([['name']]);
    expect(refusedPaths(UpdateProductRequestSchema, { photos: [] })).toEqual([['photos']]);
  });

  it('prefers yearOfPurchase over the alias when both are sent', () => {
    expect(accepted(UpdateProductRequestSchema, { yearOfPurchase: 2020, YearOfPurchase: 'soon' })).toEqual({
      yearOfPurchase: 2020,
    });
  });
});

describe('ImageUploadResponseSchema', () => {
  const answer = {
    success: true,
    data: {
      id: 'img1',
      url: 'https://refocus.example/images/img1.webp',
      display_url: 'https://refocus.example/images/img1.webp',
      width: 1600,
      height: 1200,
      srcset: '',
    },
  };

  it('accepts the image host answer', () => {
    expect(accepted(ImageUploadResponseSchema, answer)).toEqual(answer);
  });

  it('refuses success false and a missing url', () => {
    expect(refusedPaths(ImageUploadResponseSchema, { ...answer, success: false })).toEqual([['success']]);
    const { url: _url, ...dataWithoutUrl } = answer.data;
    expect(refusedPaths(ImageUploadResponseSchema, { ...answer, data: dataWithoutUrl })).toEqual([
      ['data', 'url'],
    ]);
  });
});
