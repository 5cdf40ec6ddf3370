import { z } from 'zod';
import { slugSchema } from './brands.js';
import { CameraDetailsInputSchema } from './camera-details.js';
import { CONDITION_NOTES_MAX } from './camera-details-values.js';
import { PRICE_MAX } from './limits.js';
import { CategoryIdSchema } from './product.js';
import { plainText } from './text.js';
import { validationText, vm } from './validation-messages.js';

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
  plainText(label, {
    required: validationText(vm.commonRequired, { label }),
    multiline: max > PRODUCT_LIMITS.textMax,
  })
    .trim()
    .min(1, { error: validationText(vm.commonRequired, { label }) })
    .max(max, { error: validationText(vm.commonMustAtMostCharacters, { label, max }) });

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
        error: (issue) =>
          validationText(issue.input === undefined ? vm.commonRequired : vm.commonMustNumber, { label }),
      })
      .refine(Number.isFinite, { error: validationText(vm.commonMustNumber, { label }) }),
  );

const price = (label: string) =>
  numeric(label).pipe(
    z
      .number()
      .min(0, { error: validationText(vm.productInputMustAtLeast0, { label }) })
      .max(PRODUCT_LIMITS.priceMax, {
        error: validationText(vm.commonMustAtMost, { label, max: PRODUCT_LIMITS.priceMax }),
      })
      .multipleOf(0.01, { error: validationText(vm.productInputAtMostTwoDecimals, { label }) }),
  );

export const PhoneSchema = z
  .string({ error: vm.productInputPhoneNumberRequired.defaultMessage })
  .trim()
  .regex(/^[0-9 +\-()]{6,20}$/, { error: vm.productInputPhoneNumberMust6.defaultMessage })
  .refine((v) => /[0-9]/.test(v), { error: vm.productInputPhoneNumberMustContain.defaultMessage });

export const YearOfPurchaseSchema = numeric('Year of purchase').pipe(
  z
    .number()
    .int({ error: vm.productInputYearPurchaseMustWhole.defaultMessage })
    .min(PRODUCT_LIMITS.yearMin, {
      error: validationText(vm.productInputYearPurchaseMustLater, { min: PRODUCT_LIMITS.yearMin }),
    })
    .refine((y) => y <= currentYear(), { error: vm.productInputYearPurchaseCannotFuture.defaultMessage }),
);

/** How many photos a listing's gallery holds at most (issue 14 item 1). */
export const PHOTOS_MAX = 10;

const photoURL = plainText('Photo', { required: vm.productInputPhotoRequired.defaultMessage })
  .trim()
  .min(1, { error: vm.productInputPhotoRequired.defaultMessage })
  .max(2048, { error: vm.productInputPhotoMustAtMost.defaultMessage });

/**
 * The gallery, in order: 1–10 distinct URLs from our image host, the first the cover. Optional:
 * without it `imgURL` alone is the one photo, as the spec's clients send it (decision 036).
 */
export const PhotosSchema = z
  .array(photoURL, { error: vm.productInputPhotosMustListPhoto.defaultMessage })
  .min(1, { error: vm.productInputPhotosMustHoldAt.defaultMessage })
  .max(PHOTOS_MAX, { error: validationText(vm.productInputPhotosHoldAtMost, { max: PHOTOS_MAX }) })
  .refine((urls) => new Set(urls).size === urls.length, {
    error: vm.productInputPhotosMustRepeatPhoto.defaultMessage,
  });

/** The fields a seller writes; `imgURL` comes from our own image host. */
export const ProductFieldsSchema = z
  .object({
    name: requiredText('Name'),
    imgURL: plainText('Image', { required: vm.productInputImageRequired.defaultMessage })
      .trim()
      .min(1, { error: vm.productInputImageRequired.defaultMessage })
      .max(2048),
    categoryId: CategoryIdSchema,
    location: requiredText('Location'),
    resalePrice: price('Resale price'),
    originalPrice: price('Original price'),
    yearOfUse: numeric('Years of use').pipe(
      z
        .number()
        .min(0, { error: vm.productInputYearsUseMustAt.defaultMessage })
        .max(PRODUCT_LIMITS.yearsOfUseMax, {
          error: validationText(vm.productInputYearsUseMustAt2, { max: PRODUCT_LIMITS.yearsOfUseMax }),
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
        error: validationText(vm.productInputConditionNotesMustAt, { max: CONDITION_NOTES_MAX }),
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
    acceptsOffers: z.boolean({ error: vm.productInputAcceptsoffersMustTrueFalse.defaultMessage }).optional(),
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
      context.addIssue({
        code: 'custom',
        path: ['condition'],
        message: vm.productInputConditionRequired.defaultMessage,
      });
    }
  }),
);
export type CreateProductRequest = z.input<typeof ProductFieldsSchema>;
export type ProductFields = z.output<typeof ProductFieldsSchema>;

export const UpdateProductRequestSchema = z.preprocess(
  withYearAlias,
  ProductFieldsSchema.partial().extend({
    status: z
      .enum(['available', 'sold'], { error: vm.productInputStatusSetAvailableSold.defaultMessage })
      .optional(),
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
