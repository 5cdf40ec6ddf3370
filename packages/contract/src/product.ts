import { z } from 'zod';
import { CameraDetailsSchema } from './camera-details.js';
import { CatalogueFiltersSchema, IncludeSoldSchema } from './catalogue-filters.js';
import { PRICE_MAX } from './limits.js';
import { PageQuerySchema } from './page-query.js';
import { RatingSchema } from './review.js';
import { plainText } from './text.js';
import { validationText, vm } from './validation-messages.js';

export const PRODUCT_STATUSES = ['available', 'booked', 'sold'] as const;
export const ProductStatusSchema = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof ProductStatusSchema>;

/** `relevance` applies to a search (`q`); without words it is `newest`. */
export const PRODUCT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;

/** A brand's id (`GET /api/brands`): 1 Canon, 2 Sony, 3 Nikon and those admins add. */
export const CategoryIdSchema = z.coerce
  .number({ error: vm.productCategoryMustNumber.defaultMessage })
  .int({ error: vm.productCategoryMustWholeNumber.defaultMessage })
  .min(1, { error: vm.productCategoryMustBrandId.defaultMessage })
  .max(2_147_483_647, { error: vm.productCategoryMustBrandId2.defaultMessage });

/** One photo of a listing's gallery, with its `srcset` (empty when not from our store). */
export const ListingPhotoSchema = z.object({
  url: z.string(),
  srcset: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ListingPhoto = z.infer<typeof ListingPhotoSchema>;

export const PRICE_VERDICTS = ['below', 'typical', 'above'] as const;
export type PriceVerdict = (typeof PRICE_VERDICTS)[number];

/** A product as the API answers it: every spec field (§3), plus our own. */
export const ProductSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    imgURL: z.string(),
    /** `srcset` of the re-encoded WebP widths; empty when the image is not from our store. */
    imgSrcSet: z.string(),
    imgWidth: z.number().int().nullable(),
    imgHeight: z.number().int().nullable(),
    categoryId: z.number().int(),
    location: z.string(),
    resalePrice: z.number(),
    originalPrice: z.number(),
    yearOfUse: z.number(),
    sellerName: z.string(),
    /**
     * The grade's name ("Very good"): the grade is the condition (decision 059). A listing
     * without a grade answers the older client's words, or "Not graded".
     */
    condition: z.string(),
    /** The seller's own words on the condition, beside the grade; empty when none. */
    conditionNotes: z.string(),
    sellerNumber: z.string(),
    yearOfPurchase: z.number().int(),
    description: z.string(),
    /** Medium-style date, e.g. `Nov 21, 2026` (spec §9). */
    postedTime: z.string(),
    /** ISO 8601 timestamp of the same moment, for machines. */
    createdAt: z.string(),
    status: ProductStatusSchema,
    /** The seller's user id: lets a client tell its own listings apart (nobody books their own). */
    sellerId: z.string(),
    /** When it was sold (ISO 8601), for "Sold on …"; null unless `status` is `sold`. */
    soldAt: z.string().nullable(),
    /** The asking price before the seller last lowered it (cards strike it through); null otherwise. */
    previousPrice: z.number().nullable(),
    /**
     * The seller's rating from reviews (issue 15 item 3): average to one decimal (null
     * without reviews) and how many. Kept on the seller's row, so cards cost no extra query.
     */
    sellerRating: RatingSchema.optional(),
    /**
     * The gallery in order, the first being `imgURL` (issue 14 item 1): answered by one
     * listing's reads (its page, the edit form, a write), not by lists.
     */
    photos: z.array(ListingPhotoSchema).optional(),
    /** The catalogue's model the listing is (issue 44, item 3); null when named in free text only. */
    model: z.object({ slug: z.string(), name: z.string() }).nullable(),
    /**
     * The asking price against its model's price guide (issue 44, item 5): `below` its low,
     * `above` its high, `typical` between; null without a model or a guide.
     */
    priceVerdict: z.enum(PRICE_VERDICTS).nullable(),
    /** Whether buyers may make an offer below the asking price (issue 45); sellers can say "no offers". */
    acceptsOffers: z.boolean(),
  })
  .extend(CameraDetailsSchema.shape);

export type Product = z.infer<typeof ProductSchema>;

export const ProductListSchema = z.array(ProductSchema);

/** An opaque paging position from a list's Link header (`rel="next"`/`"prev"`). */
export const ListCursorSchema = z
  .string()
  .max(512, { error: vm.productCursorValidStartAgain.defaultMessage })
  .regex(/^[\w.-]+$/, { error: vm.productCursorValidStartAgain.defaultMessage })
  .optional();

/** Query of a brand's list: the page, or the cursor the previous answer's Link header gave. */
export const CategoryListQuerySchema = PageQuerySchema.extend(CatalogueFiltersSchema.shape).extend({
  includeSold: IncludeSoldSchema,
  cursor: ListCursorSchema,
});

/** What a catalogue search asks, without paging: the list's query and the facets' query. */
export const ProductSearchSchema = z
  .object({
    q: plainText('q').trim().max(200, { error: vm.productQMustAtMost.defaultMessage }).optional(),
    category: CategoryIdSchema.optional(),
    minPrice: z.coerce
      .number({ error: vm.productMinpriceMustNumber.defaultMessage })
      .min(0, { error: vm.productMinpriceMustAtLeast.defaultMessage })
      .max(PRICE_MAX, { error: validationText(vm.productMinpriceMustAtMost, { max: PRICE_MAX }) })
      .optional(),
    maxPrice: z.coerce
      .number({ error: vm.productMaxpriceMustNumber.defaultMessage })
      .min(0, { error: vm.productMaxpriceMustAtLeast.defaultMessage })
      .max(PRICE_MAX, { error: validationText(vm.productMaxpriceMustAtMost, { max: PRICE_MAX }) })
      .optional(),
    /** Sold listings too, among those on sale, with their status (decision 038); booked ones never. */
    includeSold: IncludeSoldSchema,
  })
  .extend(CatalogueFiltersSchema.shape);
export type ProductSearch = z.infer<typeof ProductSearchSchema>;

export const ProductListQuerySchema = PageQuerySchema.extend(ProductSearchSchema.shape).extend({
  /** Absent: by relevance when `q` has words, else newest first. */
  sort: z
    .enum(PRODUCT_SORTS, {
      error: validationText(vm.commonSortMustOne, { values: PRODUCT_SORTS.join(', ') }),
    })
    .optional(),
  cursor: ListCursorSchema,
});

export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

/** A seller's own listing in My Products: the product plus the bookings waiting for an answer and its savers. */
export const OwnListingSchema = ProductSchema.extend({
  pendingBookings: z.number().int(),
  /** How many people saved it (issue 14 item 6). */
  savedBy: z.number().int(),
});
export type OwnListing = z.infer<typeof OwnListingSchema>;
export const OwnListingListSchema = z.array(OwnListingSchema);
