import { z } from 'zod';
import { MEETING_PLACE_MIN_LENGTH, MeetingSchema, MeetingTimesSchema } from './meeting.js';
import { ProductStatusSchema } from './product.js';
import { PhoneSchema } from './product-input.js';
import { opaqueId, plainText } from './text.js';
import { validationText, vm } from './validation-messages.js';

export const ORDER_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'completed'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** Bookings still running: they block a second booking of the same listing by the same buyer. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'accepted'];

/**
 * A booking request. The spec's client also sends userName, userEmail, productName and
 * price: they are ignored (taken from the session and the listing), like any other field.
 */
export const CreateOrderRequestSchema = z.object({
  productId: opaqueId('productId'),
  phoneNumber: PhoneSchema,
  location: plainText('Meeting location', { required: vm.orderMeetingLocationRequired.defaultMessage })
    .trim()
    .min(1, { error: vm.orderMeetingLocationRequired.defaultMessage })
    .max(120, { error: vm.orderMeetingLocationMustAt.defaultMessage }),
  /** Up to three times the buyer proposes to meet (issue 45, item 3); the seller accepts one or proposes others. */
  meetingTimes: MeetingTimesSchema.optional(),
});
export type CreateOrderRequest = z.input<typeof CreateOrderRequestSchema>;

/**
 * The booking form (issue 42, item 6): the request's phone and meeting place, the place one the
 * two can find, with a letter in it, not "x" or "1". Only the web form asks this much: the API
 * keeps the spec's rule above (any non-empty place), so the older client's bookings still go
 * through (PRODUCT.md §1).
 */
export const BookingFormSchema = CreateOrderRequestSchema.pick({
  phoneNumber: true,
  meetingTimes: true,
}).extend({
  location: CreateOrderRequestSchema.shape.location
    .min(MEETING_PLACE_MIN_LENGTH, {
      error: validationText(vm.orderNamePlaceMeetAt, { min: MEETING_PLACE_MIN_LENGTH }),
    })
    .regex(/\p{L}/u, { error: vm.orderNamePlaceMeetE.defaultMessage }),
});

export const UpdateOrderRequestSchema = z.object({
  status: z.enum(['accepted', 'declined', 'cancelled', 'completed'], {
    error: vm.orderStatusMustAcceptedDeclined.defaultMessage,
  }),
});

export const OrderSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  /** The price of the booking: the asking price, or the one agreed in an offer. */
  price: z.number(),
  /** The listing's asking price when an accepted offer became this booking ("asked $X, agreed $Y"); null otherwise. */
  askedPrice: z.number().nullable(),
  /** The offer this booking came from (issue 45, item 2), or null. */
  offerId: z.string().nullable(),
  userName: z.string(),
  userEmail: z.string(),
  phoneNumber: z.string(),
  location: z.string(),
  status: OrderStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * How to reach the seller, once they accepted the booking (issue 19): null before that and
   * after a decline or cancel. The storefront never shows a seller's number to anyone else.
   */
  seller: z.object({ name: z.string(), phoneNumber: z.string() }).nullable(),
  /** The listing as it is now (image and status), for the buyer's and seller's pages. */
  product: z.object({
    imgURL: z.string(),
    status: ProductStatusSchema,
    removed: z.boolean(),
  }),
  /** When the two meet: agreed, or proposed and waiting (issue 45, item 3). */
  meeting: MeetingSchema,
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderListSchema = z.array(OrderSchema);

/**
 * `GET /api/products/{id}/viewer`: what the signed-in caller has to do with one listing, so
 * its page can say so (issue 19). Apart from the product answer, which is cached and the same
 * for everyone.
 */
export const ListingViewerSchema = z.object({
  /** The caller is the listing's seller. */
  ownListing: z.boolean(),
  /** Bookings of the listing waiting for the seller's answer; told only to the seller, else null. */
  pendingBookings: z.number().int().nullable(),
  /** The caller's own booking of the listing that is still running, if any. */
  openBooking: z
    .object({
      _id: z.string(),
      status: z.enum(['pending', 'accepted']),
      /** ISO 8601: when the caller booked. */
      createdAt: z.string(),
    })
    .nullable(),
  /** The caller's open offer on the listing, if any (issue 45). */
  openOffer: z
    .object({
      _id: z.string(),
      amount: z.number(),
      turn: z.enum(['buyer', 'seller']),
      expiresAt: z.string(),
    })
    .nullable(),
  /** Open offers on the listing waiting for the seller's answer; told only to the seller, else null. */
  pendingOffers: z.number().int().nullable(),
});
export type ListingViewer = z.infer<typeof ListingViewerSchema>;
