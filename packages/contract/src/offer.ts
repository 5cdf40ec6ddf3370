import { z } from 'zod';
import { ProductStatusSchema } from './product.js';
import { opaqueId, plainText } from './text.js';
import { validationText, vm } from './validation-messages.js';

/**
 * Offers (issue 45, decision 069): a buyer offers less than the asking price, the seller
 * accepts, declines or counters, and so on for at most `OFFER_RULES.maxRounds` prices. An
 * accepted offer becomes a booking at the agreed price.
 */
export const OFFER_RULES = {
  /** Prices on the table at most: the offer, a counter, a counter to it. */
  maxRounds: 3,
  /** An open offer nobody answers within this long after its last move expires. */
  expiresAfterHours: 48,
  /** An offer is at least this share of the asking price (rounded up to a whole amount). */
  minShareOfAskingPrice: 0.5,
  noteMax: 500,
} as const;

export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export const OfferStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof OfferStatusSchema>;

export const OfferPartySchema = z.enum(['buyer', 'seller']);
export type OfferParty = z.infer<typeof OfferPartySchema>;

/** A whole amount of the shop's currency, as prices are written (`resalePrice`). */
const offerAmount = z
  .number({ error: vm.offerAmountMustNumber.defaultMessage })
  .int({ error: vm.offerAmountMustWholeAmount.defaultMessage })
  .positive({ error: vm.offerAmountMustMoreThan.defaultMessage })
  .max(1_000_000, { error: vm.offerAmountMustAtMost.defaultMessage });

/** `POST /api/offers`: a signed-in, confirmed buyer offers on a listing. */
export const CreateOfferRequestSchema = z.object({
  productId: opaqueId('productId'),
  amount: offerAmount,
  note: plainText('note', { multiline: true })
    .trim()
    .max(OFFER_RULES.noteMax, { error: validationText(vm.offerNoteMustAtMost, { max: OFFER_RULES.noteMax }) })
    .optional(),
});
export type CreateOfferRequest = z.input<typeof CreateOfferRequestSchema>;

export const OFFER_ACTIONS = ['accept', 'decline', 'counter', 'withdraw'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** `PATCH /api/offers/{id}`: one move; `amount` only, and always, with `counter`. */
export const OfferMoveRequestSchema = z
  .object({
    action: z.enum(OFFER_ACTIONS, {
      error: validationText(vm.commonActionMustOne, { values: OFFER_ACTIONS.join(', ') }),
    }),
    amount: offerAmount.optional(),
  })
  .refine((move) => (move.action === 'counter') === (move.amount !== undefined), {
    error: vm.offerAmountRequiredCounterOnly.defaultMessage,
    path: ['amount'],
  });
export type OfferMoveRequest = z.infer<typeof OfferMoveRequestSchema>;

/** One price or answer in an offer's history, oldest first. */
export const OfferMoveSchema = z.object({
  by: OfferPartySchema,
  action: z.enum(['offer', 'counter', 'accept', 'decline', 'withdraw', 'expire']),
  /** The price proposed (offer, counter) or agreed (accept); null for the others. */
  amount: z.number().nullable(),
  createdAt: z.string(),
});
export type OfferMove = z.infer<typeof OfferMoveSchema>;

export const OfferSchema = z.object({
  _id: z.string(),
  product: z.object({
    _id: z.string(),
    name: z.string(),
    imgURL: z.string(),
    status: ProductStatusSchema,
    /** The asking price now: every move is weighed against it (the seller may have changed it). */
    resalePrice: z.number(),
    removed: z.boolean(),
  }),
  /** The listing's asking price when the offer was made. */
  askedPrice: z.number(),
  /** The price on the table: the latest offer or counter (the agreed one once accepted). */
  amount: z.number(),
  /** The buyer's note with the first offer; empty when none. */
  note: z.string(),
  status: OfferStatusSchema,
  /** Whose move it is while open; null once closed. */
  turn: OfferPartySchema.nullable(),
  /** The reader's side of it. */
  role: OfferPartySchema,
  buyerName: z.string(),
  sellerName: z.string(),
  /** Prices proposed so far (1 to `OFFER_RULES.maxRounds`): a counter needs one left. */
  rounds: z.number().int(),
  moves: z.array(OfferMoveSchema),
  /** ISO 8601: when an open offer expires unless answered; null once closed. */
  expiresAt: z.string().nullable(),
  /** The booking an accepted offer became. */
  orderId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Offer = z.infer<typeof OfferSchema>;
export const OfferListSchema = z.array(OfferSchema);

/** `GET /api/me/offers?role=`: as buyer, as seller, or both (the default), newest move first. */
export const OfferListQuerySchema = z.object({
  role: OfferPartySchema.optional(),
  status: z.enum(['open', 'closed'], { error: vm.offerStatusMustOpenClosed.defaultMessage }).optional(),
});
