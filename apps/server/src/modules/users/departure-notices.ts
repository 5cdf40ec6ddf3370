import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { enqueueMail } from '../mail/mail.public.js';
import { type BookingChange, type openBookingsInvolving, ordersClosedAt } from '../orders/orders.public.js';
import { findLiveUserById } from './users.repository.js';

export type OpenBooking = Awaited<ReturnType<typeof openBookingsInvolving>>[number];

/**
 * "Deleting an account cancels its open bookings (the other side is told)": the caller noted
 * the account's open bookings (`openBookingsInvolving`) before closing them; for each one that
 * closed, one message goes to the person on the other side — a deleted seller's buyers, a
 * deleted buyer's sellers — queued in the same transaction, so the notice exists exactly when
 * the deletion commits (decision 014). Answers the same changes for live events, which the
 * caller publishes once the deletion has committed.
 */
export async function tellOtherSides(
  trx: Transaction<DB>,
  departedId: string,
  bookings: OpenBooking[],
  at: string,
  origin: string,
): Promise<BookingChange[]> {
  const changes: BookingChange[] = [];
  const closed = await ordersClosedAt(
    trx,
    bookings.map((b) => b.id),
    at,
  );
  for (const booking of bookings) {
    const status = closed.get(booking.id);
    if (!status) continue;
    const departed = booking.seller_id === departedId ? 'seller' : 'buyer';
    const otherId = departed === 'seller' ? booking.buyer_id : booking.seller_id;
    changes.push({
      userId: otherId,
      orderId: booking.id,
      productId: booking.product_id,
      status,
      role: departed === 'seller' ? 'buyer' : 'seller',
    });
    const otherSide = otherId ? await findLiveUserById(trx, otherId) : undefined;
    if (!otherSide) continue;
    await enqueueMail(trx, {
      to: otherSide.email,
      template: 'booking-closed-by-departure',
      data: {
        name: otherSide.name,
        productName: booking.product_name,
        departed,
        link: departed === 'seller' ? '/dashboard/my-orders' : '/dashboard/bookings',
      },
      origin,
    });
  }
  return changes;
}
