import { z } from 'zod';
import { IncludeSoldSchema } from './catalogue-filters.js';
import { PageQuerySchema } from './page-query.js';
import { RatingSchema } from './review.js';

/** A seller's public page (`/sellers/{id}`, issue 14 item 8): who sells, never how to reach them. */
export const SellerProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Their profile photo, or null. */
  photoURL: z.string().nullable(),
  /** When the account was made (ISO 8601). */
  memberSince: z.string(),
  /** Their listings on sale now. */
  availableListings: z.number().int(),
  /** Their rating from reviews: average (null without any) and count (issue 15 item 3). */
  rating: RatingSchema,
});
export type SellerProfile = z.infer<typeof SellerProfileSchema>;

/** `includeSold=true` adds booked and sold listings; by default only those on sale. */
export const SellerListingsQuerySchema = PageQuerySchema.extend({
  includeSold: IncludeSoldSchema,
});
export type SellerListingsQuery = z.infer<typeof SellerListingsQuerySchema>;
