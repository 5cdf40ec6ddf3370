import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Whether a seller has accepted a booking of this listing that is still running. */
export async function hasAcceptedBooking(db: Kysely<DB>, productId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('product_id', '=', productId)
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  return row !== undefined;
}

/** Declines the listing's bookings still waiting for an answer (it was sold or withdrawn). */
export async function declinePendingBookings(db: Kysely<DB>, productId: string, at: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: 'declined', updated_at: at })
    .where('product_id', '=', productId)
    .where('status', '=', 'pending')
    .execute();
}
