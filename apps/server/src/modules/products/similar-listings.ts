import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Similar cameras a listing's page shows. */
const SIMILAR_LISTINGS = 8;
/** Listings of the same model read, of which the nearest in price are shown. */
const SAME_MODEL_READ = 40;

interface Listing {
  id: string;
  model_id: number | null;
  category_id: number;
  item_type: string | null;
  resale_price: number;
}

interface Candidate {
  product_id: string;
  resale_price: number;
}

/**
 * Listings on sale like this one (issue 44, item 6), best first: the same model, nearest in
 * price first; then the same brand and type, nearest in price, read as the nearest entries
 * either side of its price through the brand's price index (which carries the type), so a
 * brand of a million listings costs two short index walks. Ids only, in order.
 */
export async function similarListingIds(db: Kysely<DB>, listing: Listing): Promise<string[]> {
  const price = Number(listing.resale_price);
  const nearest = (candidates: Candidate[]) =>
    candidates
      .filter((c) => c.product_id !== listing.id)
      .sort((a, b) => Math.abs(Number(a.resale_price) - price) - Math.abs(Number(b.resale_price) - price));

  const sameModel =
    listing.model_id === null
      ? []
      : await db
          .selectFrom('products as p')
          .innerJoin('storefront_entries as e', 'e.product_id', 'p.id')
          .select(['e.product_id', 'e.resale_price'])
          .where('p.model_id', '=', listing.model_id)
          .where('p.status', '=', 'available')
          .limit(SAME_MODEL_READ)
          .execute();
  const chosen = nearest(sameModel)
    .slice(0, SIMILAR_LISTINGS)
    .map((c) => c.product_id);
  if (chosen.length >= SIMILAR_LISTINGS) return chosen;

  const type =
    listing.item_type === null ? sql`e.item_type is null` : sql`e.item_type = ${listing.item_type}`;
  const side = (comparison: 'above' | 'below') => sql<Candidate>`
    select * from (
      select e.product_id, e.resale_price from storefront_entries e
      where e.category_id = ${listing.category_id} and ${type}
        and e.resale_price ${sql.raw(comparison === 'above' ? '>=' : '<')} ${price}
      order by e.resale_price ${sql.raw(comparison === 'above' ? 'asc' : 'desc')}
      limit ${SIMILAR_LISTINGS + 1}
    ) side`;
  const { rows } = await sql<Candidate>`${side('above')} union all ${side('below')}`.execute(db);
  const taken = new Set(chosen);
  for (const candidate of nearest(rows)) {
    if (chosen.length >= SIMILAR_LISTINGS) break;
    if (taken.has(candidate.product_id)) continue;
    taken.add(candidate.product_id);
    chosen.push(candidate.product_id);
  }
  return chosen;
}
