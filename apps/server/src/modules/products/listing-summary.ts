import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * A listing as moderation shows it (decision 032): withdrawn or not, whatever its seller's
 * state, so an admin can judge a report even about something already gone.
 */
export async function findListingSummary(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('products as p')
    .innerJoin('users as u', 'u.id', 'p.seller_id')
    .select([
      'p.id',
      'p.seller_id',
      'p.name',
      'p.img_url',
      'p.description',
      'p.resale_price',
      'p.status',
      'p.deleted_at',
      'u.name as seller_name',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
}
