import { z } from 'zod';
import { MAX_PAGE_SIZE } from './paging.js';
import { plainText } from './text.js';
import { validationText, vm } from './validation-messages.js';

/** Issue 15 item 3: a review may be changed this long after it was written. */
export const REVIEW_EDIT_DAYS = 14;
export const REVIEW_TEXT_MAX_LENGTH = 2000;

const reviewText = (label: string) =>
  plainText(label, { multiline: true, required: validationText(vm.commonRequired, { label }) })
    .trim()
    .min(1, { error: validationText(vm.reviewMustEmpty, { label }) })
    .max(REVIEW_TEXT_MAX_LENGTH, {
      error: validationText(vm.commonMustAtMostCharacters, { label, max: REVIEW_TEXT_MAX_LENGTH }),
    });

/** `POST /api/orders/{id}/review` and `PATCH /api/reviews/{id}`: 1 to 5 stars and a few words. */
export const ReviewInputSchema = z.object({
  rating: z
    .number({ error: vm.reviewRatingMustWholeNumber.defaultMessage })
    .int({ error: vm.reviewRatingMustWholeNumber.defaultMessage })
    .min(1, { error: vm.reviewRatingMustWholeNumber.defaultMessage })
    .max(5, { error: vm.reviewRatingMustWholeNumber.defaultMessage }),
  text: reviewText('text'),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;

/** `POST /api/reviews/{id}/answer`: the reviewed person's one answer. */
export const ReviewAnswerInputSchema = z.object({ text: reviewText('text') });

export const ReviewSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  productName: z.string(),
  /** Which side of the booking wrote it. */
  reviewerRole: z.enum(['buyer', 'seller']),
  reviewerName: z.string(),
  revieweeId: z.string().nullable(),
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Until then its writer may change it. */
  editableUntil: z.string(),
  answer: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewListSchema = z.array(ReviewSchema);

/** `GET /api/users/{id}/rating`: shown on cards, detail pages and seller info. */
export const RatingSchema = z.object({ average: z.number().nullable(), count: z.number().int() });
export type Rating = z.infer<typeof RatingSchema>;

/**
 * `GET /api/me/reviews?orders=a,b,c`: the caller's own reviews on the bookings of the list
 * page they look at (one request per page, not one per booking), at most a page's worth.
 */
export const MyReviewsQuerySchema = z.object({
  orders: plainText('orders', { required: vm.reviewOrdersRequired.defaultMessage })
    .max(MAX_PAGE_SIZE * 65, { error: validationText(vm.reviewOrdersMustNameAt, { max: MAX_PAGE_SIZE }) })
    .transform((value) => [...new Set(value.split(',').filter((id) => id !== ''))])
    .refine((ids) => ids.length <= MAX_PAGE_SIZE, {
      error: validationText(vm.reviewOrdersMustNameAt, { max: MAX_PAGE_SIZE }),
    })
    .refine((ids) => ids.every((id) => id.length <= 64), {
      error: vm.reviewOrdersMustBookingIds.defaultMessage,
    }),
});
