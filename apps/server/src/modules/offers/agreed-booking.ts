import type { Transaction } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue.public.js';
import type { Notifier } from '../notifications/notifications.public.js';
import { declineOtherPending, insertOrder } from '../orders/orders.public.js';
import { moveListingStatus } from '../products/products.public.js';
import { findLiveUserById } from '../users/users.public.js';
import { declineOpenOffersOfListing } from './listing-offer-closing.js';
import type { LiveNotes } from './offer-live.js';
import { bookingDeclinedForOffer } from './offer-words.js';
import { listingLocation } from './offers.repository.js';
import { offersErrors } from './offers-errors.js';

/** The accepted offer, as read under the listing's lock. */
interface AgreedOffer {
  id: string;
  product_id: string;
  buyer_id: string | null;
  seller_id: string | null;
  /** Whole cents: the agreed price. */
  amount: number;
}

/**
 * An accepted offer becomes a booking, in the accept's own transaction (decision 069): an
 * `accepted` order at the agreed price, with the listing's asking price now (which the rules
 * checked the agreed price is below: the seller may have edited it since the offer) and the
 * offer it came from; the listing booked; its waiting bookings and its other open offers
 * declined, each buyer told. The buyer's phone starts empty and the place is the listing's
 * until the meeting proposal names one. The caller holds the listing's lock (taken first,
 * like every writer of a listing: decision 010). Answers the new order's id.
 */
export async function bookAgreedOffer(
  trx: Transaction<DB>,
  notifier: Notifier | undefined,
  linkOrigin: string,
  offer: AgreedOffer,
  /** As locked: its asking price now is the one the booking was agreed below. */
  listing: { name: string; resale_price: number },
  at: string,
  notes: LiveNotes,
): Promise<string> {
  const buyer = offer.buyer_id ? await findLiveUserById(trx, offer.buyer_id) : undefined;
  if (!buyer) throw new AppError('conflict', offersErrors.buyerSAccountGone);
  if (!(await moveListingStatus(trx, offer.product_id, 'available', 'booked', at))) {
    throw new AppError('conflict', offersErrors.cameraLongerAvailableBooked);
  }
  const orderId = uuidv7();
  // Before the new booking: the buyer's own waiting booking of it goes too (one open booking
  // per buyer and listing), and every other buyer waiting hears the seller chose an offer.
  const declined = await declineOtherPending(trx, offer.product_id, orderId, at);
  for (const order of declined) {
    notes.booking(order.buyer_id, {
      orderId: order.id,
      productId: offer.product_id,
      status: 'declined',
      role: 'buyer',
    });
    if (order.buyer_id === offer.buyer_id) continue;
    await notifier?.notify(trx, linkOrigin, {
      userId: order.buyer_id,
      kind: 'booking-declined',
      text: { message: bookingDeclinedForOffer, values: { product: listing.name } },
      link: '/dashboard/my-orders',
    });
  }
  await insertOrder(trx, {
    id: orderId,
    product_id: offer.product_id,
    buyer_id: buyer.id,
    user_name: buyer.name,
    user_email: buyer.email,
    product_name: listing.name,
    price: offer.amount,
    asked_price: Number(listing.resale_price),
    offer_id: offer.id,
    phone_number: '',
    location: await listingLocation(trx, offer.product_id),
    status: 'accepted',
    created_at: at,
    updated_at: at,
  });
  const others = await declineOpenOffersOfListing(trx, notifier, linkOrigin, {
    productId: offer.product_id,
    reason: 'another-offer',
    at,
    exceptId: offer.id,
  });
  notes.add(others.notes);
  await bumpCatalogueVersion(trx);
  const booked = { orderId, productId: offer.product_id, status: 'accepted' as const };
  notes.booking(offer.buyer_id, { ...booked, role: 'buyer' });
  notes.booking(offer.seller_id, { ...booked, role: 'seller' });
  return orderId;
}
