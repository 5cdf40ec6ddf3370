import { z } from 'zod';
import { slugSchema } from './brands.js';
import { CameraDetailsInputSchema } from './camera-details.js';
import { CONDITION_NOTES_MAX } from './camera-details-values.js';
import { PRICE_MAX } from './limits.js';
import { CategoryIdSchema } from './product.js';
import { plainText } from './text.js';

/** Limits of PRODUCT.md §2 "Forms validate", shared by the Add Product form and the server. */
export const PRODUCT_LIMITS = {
  textMax: 120,
  descriptionMax: 5_000,
  priceMax: PRICE_MAX,
  yearMin: 1900,
  yearsOfUseMax: 150,
} as const;

const currentYear = () => new Date().getFullYear();

const requiredText = (label: string, max: number = PRODUCT_LIMITS.textMax) =>
  plainText(label, { required: `${label} is required`, multiline: max > PRODUCT_LIMITS.textMax })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** Numbers may arrive as numbers or numeric strings (`"900"`), as the older client sends them. */
const numeric = (label: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      // An empty field is a missing value, not the number 0.
      return value.trim() === '' ? undefined : Number(value);
    },
    z
      .number({
        error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
      })
      .refine(Number.isFinite, { error: `${label} must be a number` }),
  );

const price = (label: string) =>
  numeric(label).pipe(
    z
      .number()
      .min(0, { error: `${label} must be at least 0` })
      .max(PRODUCT_LIMITS.priceMax, { error: `${label} must be at most ${PRODUCT_LIMITS.priceMax}` })
      .multipleOf(0.01, { error: `${label} can have at most two decimals` }),
  );

export const PhoneSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .regex(/^[0-9 +\-()]{6,20}$/, { error: 'Phone number must be 6 to 20 digits, spaces, +, -, ( or )' })
  .refine((v) => /[0-9]/.test(v), { error: 'Phone number must contain digits' });

export const YearOfPurchaseSchema = numeric('Year of purchase').pipe(
  z
    .number()
    .int({ error: 'Year of purchase must be a whole year' })
    .min(PRODUCT_LIMITS.yearMin, { error: `Year of purchase must be ${PRODUCT_LIMITS.yearMin} or later` })
    .refine((y) => y <= currentYear(), { error: 'Year of purchase cannot be in the future' }),
);

/** How many photos a listing's gallery holds at most (issue 14 item 1). */
export const PHOTOS_MAX = 10;

const photoURL = plainText('Photo', { required: 'Photo is required' })
  .trim()
  .min(1, { error: 'Photo is required' })
  .max(2048, { error: 'Photo must be at most 2048 characters' });

/**
 * The gallery, in order: 1–10 distinct URLs from our image host, the first the cover. Optional:
 * without it `imgURL` alone is the one photo, as the spec's clients send it (decision 036).
 */
export const PhotosSchema = z
  .array(photoURL, { error: 'photos must be a list of photo URLs' })
  .min(1, { error: 'photos must hold at least one photo' })
  .max(PHOTOS_MAX, { error: `photos can hold at most ${PHOTOS_MAX} photos` })
  .refine((urls) => new Set(urls).size === urls.length, { error: 'photos must not repeat a photo' });

/** The fields a seller writes; `imgURL` comes from our own image host. */
export const ProductFieldsSchema = z
  .object({
    name: requiredText('Name'),
    imgURL: plainText('Image', { required: 'Image is required' })
      .trim()
      .min(1, { error: 'Image is required' })
      .max(2048),
    categoryId: CategoryIdSchema,
    location: requiredText('Location'),
    resalePrice: price('Resale price'),
    originalPrice: price('Original price'),
    yearOfUse: numeric('Years of use').pipe(
      z
        .number()
        .min(0, { error: 'Years of use must be at least 0' })
        .max(PRODUCT_LIMITS.yearsOfUseMax, {
          error: `Years of use must be at most ${PRODUCT_LIMITS.yearsOfUseMax}`,
        }),
    ),
    /**
     * The older client's free-text condition (spec §2). Ours send `grade` instead: the grade is
     * the condition (decision 059). Text naming a grade sets it; other text is kept as notes.
     */
    condition: requiredText('Condition').optional(),
    /** The seller's own words on the condition ("Condition notes"), beside the grade. */
    conditionNotes: plainText('Condition notes', { multiline: true })
      .trim()
      .max(CONDITION_NOTES_MAX, {
        error: `Condition notes must be at most ${CONDITION_NOTES_MAX} characters`,
      })
      .optional(),
    sellerName: requiredText('Seller name'),
    sellerNumber: PhoneSchema,
    yearOfPurchase: YearOfPurchaseSchema,
    description: requiredText('Description', PRODUCT_LIMITS.descriptionMax),
    /** The gallery; when sent, `imgURL` must be its first photo. */
    photos: PhotosSchema.optional(),
    /**
     * The catalogue's model (`GET /api/models?q=`), or null for none (issue 44, item 3): the
     * brand, type and lens mount then follow from the model.
     */
    modelSlug: slugSchema('modelSlug').nullable().optional(),
    /** False: "no offers", buyers book at the asking price only (issue 45). A new listing takes offers. */
    acceptsOffers: z.boolean({ error: 'acceptsOffers must be true or false' }).optional(),
  })
  .extend(CameraDetailsInputSchema.shape);

/** `YearOfPurchase` (as the older client spells it when reading back) is taken as an alias. */
const withYearAlias = (value: unknown) => {
  if (value && typeof value === 'object' && !('yearOfPurchase' in value) && 'YearOfPurchase' in value) {
    const { YearOfPurchase, ...rest } = value as Record<string, unknown>;
    return { ...rest, yearOfPurchase: YearOfPurchase };
  }
  return value;
};

/** A new listing says its condition: a grade, or the older client's free-text `condition`. */
export const CreateProductRequestSchema = z.preprocess(
  withYearAlias,
  ProductFieldsSchema.superRefine((fields, context) => {
    if (!fields.grade && fields.condition === undefined) {
      context.addIssue({ code: 'custom', path: ['condition'], message: 'Condition is required' });
    }
  }),
);
export type CreateProductRequest = z.input<typeof ProductFieldsSchema>;
export type ProductFields = z.output<typeof ProductFieldsSchema>;

export const UpdateProductRequestSchema = z.preprocess(
  withYearAlias,
  ProductFieldsSchema.partial().extend({
    status: z.enum(['available', 'sold'], { error: 'status can be set to available or sold' }).optional(),
  }),
);
export type ProductUpdate = z.output<typeof UpdateProductRequestSchema>;

/** The image host's answer (spec §7: the client reads `success` and `data.url`). */
export const ImageUploadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    id: z.string(),
    url: z.string(),
    display_url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    srcset: z.string(),
  }),
});
export type ImageUploadResponse = z.infer<typeof ImageUploadResponseSchema>;
