import { z } from 'zod';
import { slugSchema } from './brands.js';
import type { ItemType, LensMount } from './camera-details-values.js';
import { plainText } from './text.js';
import { validationText, vm } from './validation-messages.js';

/** The model catalogue (issue 44, item 2; decision 067): bodies, lenses, film cameras, compacts. */
export const MODEL_TYPES = ['body', 'lens', 'film camera', 'compact'] as const;
export type ModelType = (typeof MODEL_TYPES)[number];

/**
 * Lens mounts as the catalogue names them, each with the listing filter's mount it falls under
 * (`LENS_MOUNTS`), so a listing that names its model takes the filter's value from it.
 */
export const MODEL_MOUNT_FILTERS = {
  'Canon EF': 'canon-ef',
  'Canon EF-S': 'canon-ef',
  'Canon EF-M': 'other',
  'Canon RF': 'canon-rf',
  'Canon FD': 'canon-fd',
  'Nikon F': 'nikon-f',
  'Nikon Z': 'nikon-z',
  'Sony E': 'sony-e',
  'Sony A': 'sony-a',
  'Fujifilm X': 'fujifilm-x',
  'Fujifilm G': 'other',
  'Leica M': 'leica-m',
  'L-Mount': 'l-mount',
  'Micro Four Thirds': 'micro-four-thirds',
  'Pentax K': 'pentax-k',
  'Pentax 645': 'other',
  'Hasselblad X': 'other',
  'Hasselblad V': 'other',
  'Olympus OM': 'other',
  'Minolta SR': 'other',
  M42: 'm42',
} as const satisfies Record<string, LensMount>;
export type ModelMount = keyof typeof MODEL_MOUNT_FILTERS;
export const MODEL_MOUNTS = Object.keys(MODEL_MOUNT_FILTERS) as ModelMount[];

/** The listing type each kind of model is sold as (a compact is a camera, its lens built in). */
export const MODEL_ITEM_TYPES: Record<ModelType, ItemType> = {
  body: 'camera-body',
  lens: 'lens',
  'film camera': 'film-camera',
  compact: 'camera-body',
};

/**
 * What a listing naming this model says of itself (issue 44, item 3): its type, and the filters'
 * lens mount of the model's mount (null for a compact). The server stores these when a listing
 * names a model; the listing form shows them as soon as the seller chooses it.
 */
export function listingDetailsOfModel(model: Pick<Model, 'type' | 'mount'>): {
  itemType: ItemType;
  lensMount: LensMount | null;
} {
  const mount = model.mount === null ? undefined : MODEL_MOUNT_FILTERS[model.mount as ModelMount];
  return { itemType: MODEL_ITEM_TYPES[model.type], lensMount: mount ?? null };
}

export const MODEL_NAME_MAX = 100;
/** The first year a camera in the catalogue can be from; the last is next year (announced ahead). */
export const MODEL_FIRST_YEAR = 1900;

/** One model, as `GET /api/models` and `GET /api/models/{slug}` answer it. */
export const ModelSchema = z.object({
  slug: z.string(),
  name: z.string(),
  brand: z.object({ id: z.number().int(), name: z.string() }),
  type: z.enum(MODEL_TYPES),
  /** The lens mount of a body or lens of an interchangeable system; null for a compact. */
  mount: z.string().nullable(),
  /** The year it came out. */
  year: z.number().int(),
});
export type Model = z.infer<typeof ModelSchema>;

/** The fewest completed sales in 12 months a model needs for a price guide. */
export const PRICE_GUIDE_MIN_SALES = 3;

/**
 * A model's price guide (issue 44, item 5): the 25th, 50th and 75th percentiles of the final
 * prices of its completed bookings of the last 12 months (linear interpolation, as numpy's
 * default), in dollars.
 */
export const PriceGuideSchema = z.object({
  sales: z.number().int(),
  low: z.number(),
  median: z.number(),
  high: z.number(),
});
export type PriceGuide = z.infer<typeof PriceGuideSchema>;

/** One completed sale of a model: when, and at what price (no buyer or seller). */
export const ModelSaleSchema = z.object({ soldAt: z.string(), price: z.number() });
export type ModelSale = z.infer<typeof ModelSaleSchema>;

/**
 * `GET /api/models/{slug}`: the model, its price guide (null under PRICE_GUIDE_MIN_SALES sales:
 * "not enough sales yet") and its sales of the last 12 months, oldest first.
 */
export const ModelDetailSchema = ModelSchema.extend({
  priceGuide: PriceGuideSchema.nullable(),
  sales: z.array(ModelSaleSchema),
});
export type ModelDetail = z.infer<typeof ModelDetailSchema>;
export const ModelListSchema = z.array(ModelSchema);

/** At most this many models answer a search. */
export const MODEL_SEARCH_LIMIT = 20;

/** `GET /api/models?q=`: by name's beginning and the model-number spellings of the search. */
export const ModelSearchQuerySchema = z.object({
  q: plainText('q', { required: vm.modelsQRequired.defaultMessage })
    .trim()
    .min(1, { error: vm.modelsQMustEmpty.defaultMessage })
    .max(100, { error: vm.commonQMustAtMost.defaultMessage }),
});
export type ModelSearchQuery = z.infer<typeof ModelSearchQuerySchema>;

export const ModelSlugParamsSchema = z.object({ slug: slugSchema('slug') });

/** `POST /api/admin/models`: the slug follows from the name unless given. */
export const ModelCreateSchema = z
  .object({
    name: plainText('name', { required: vm.commonNameRequired.defaultMessage })
      .trim()
      .min(1, { error: vm.commonNameMustEmpty.defaultMessage })
      .max(MODEL_NAME_MAX, { error: validationText(vm.commonNameMustAtMost, { max: MODEL_NAME_MAX }) }),
    slug: slugSchema('slug').optional(),
    brandId: z
      .number({ error: vm.modelsBrandidMustWholeNumber.defaultMessage })
      .int({ error: vm.modelsBrandidMustWholeNumber.defaultMessage }),
    type: z.enum(MODEL_TYPES, {
      error: validationText(vm.modelsTypeMustOne, { values: MODEL_TYPES.join(', ') }),
    }),
    mount: z
      .enum(MODEL_MOUNTS, {
        error: validationText(vm.modelsMountMustOne, { values: MODEL_MOUNTS.join(', ') }),
      })
      .nullable(),
    year: z
      .number({ error: vm.modelsYearMustWholeNumber.defaultMessage })
      .int({ error: vm.modelsYearMustWholeNumber.defaultMessage })
      .min(MODEL_FIRST_YEAR, { error: validationText(vm.modelsYearMustLater, { min: MODEL_FIRST_YEAR }) })
      .max(new Date().getUTCFullYear() + 1, { error: vm.modelsYearMustAfterNext.defaultMessage }),
  })
  .refine((model) => model.type === 'film camera' || (model.type === 'compact') === (model.mount === null), {
    error: vm.modelsMountRequiredBodyLens.defaultMessage,
    path: ['mount'],
  });
export type ModelCreate = z.infer<typeof ModelCreateSchema>;

/** `POST /api/admin/models/{slug}/merge`: the duplicate answers as `into` from then on. */
export const ModelMergeSchema = z.object({ into: slugSchema('into') });
export type ModelMerge = z.infer<typeof ModelMergeSchema>;
