import { z } from 'zod';
import { MAX_PAGE_SIZE } from './paging.js';
import { ProductSchema } from './product.js';
import { plainText } from './text.js';
import { validationText, vm } from './validation-messages.js';

/**
 * Issue 14 item 6 (decision 034): a saved listing on the Saved page — the listing as it is now
 * (status, price and the struck-through previous price), plus when the caller saved it.
 */
export const SavedListingSchema = ProductSchema.extend({ savedAt: z.string() });
export type SavedListing = z.infer<typeof SavedListingSchema>;
export const SavedListingListSchema = z.array(SavedListingSchema);

/**
 * `GET /api/favourites/ids?products=a,b,…`: which of the listings on one page the caller saved.
 * The storefront's pages stay the same for everyone (cached); hearts come from this one call.
 */
export const FavouriteIdsQuerySchema = z.object({
  products: plainText('products', { required: vm.favouriteProductsRequired.defaultMessage })
    .max(MAX_PAGE_SIZE * 65, {
      error: validationText(vm.favouriteProductsMustNameAt, { max: MAX_PAGE_SIZE }),
    })
    .transform((value) => [...new Set(value.split(',').filter((id) => id !== ''))])
    .refine((ids) => ids.length <= MAX_PAGE_SIZE, {
      error: validationText(vm.favouriteProductsMustNameAt, { max: MAX_PAGE_SIZE }),
    })
    .refine((ids) => ids.every((id) => id.length <= 64), {
      error: vm.favouriteProductsMustListingIds.defaultMessage,
    }),
});
/** The ids among those asked that the caller saved. */
export const FavouriteIdsSchema = z.array(z.string());

/** `PUT /api/favourites/{productId}` answers whether it is saved now (always true) and how many saved it. */
export const FavouriteStateSchema = z.object({ saved: z.boolean() });
export type FavouriteState = z.infer<typeof FavouriteStateSchema>;
