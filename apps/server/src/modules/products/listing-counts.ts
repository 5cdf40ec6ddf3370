import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** How many listings each of these sellers has on the marketplace now (withdrawn ones aside). */
export async function countLiveListingsBySeller(
  db: Kysely<DB>,
  sellerIds: readonly string[],
): Promise<Map<string, number>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['seller_id', (eb) => eb.fn.countAll().as('total')])
    .where('seller_id', 'in', sellerIds)
    .where('deleted_at', 'is', null)
    .groupBy('seller_id')
    .execute();
  return new Map(rows.map((row) => [row.seller_id, Number(row.total)]));
}
