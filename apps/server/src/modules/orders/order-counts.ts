import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** How many bookings each of these people has made as a buyer, in any state. */
export async function countOrdersByBuyer(
  db: Kysely<DB>,
  buyerIds: readonly string[],
): Promise<Map<string, number>> {
  if (buyerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['buyer_id', (eb) => eb.fn.countAll().as('total')])
    .where('buyer_id', 'in', buyerIds)
    .groupBy('buyer_id')
    .execute();
  return new Map(rows.flatMap((row) => (row.buyer_id ? [[row.buyer_id, Number(row.total)] as const] : [])));
}
