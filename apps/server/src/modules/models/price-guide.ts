import { PRICE_GUIDE_MIN_SALES } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The sales a guide is drawn from: the last 12 months. */
const WINDOW_MS = 365 * 24 * 3_600_000;

export interface PriceGuideCents {
  sales: number;
  low: number;
  median: number;
  high: number;
}

/** One completed sale of a model: when the booking completed, and its final price in whole cents. */
interface SaleCents {
  soldAt: string;
  price: number;
}

/**
 * The `p`-th quantile (0–1) of ascending values by linear interpolation between the closest
 * ranks, as numpy's default (`method='linear'`): rank h = (n − 1)·p, then the values either
 * side of it weighted by h's fraction.
 */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('quantile of no values');
  const h = (sorted.length - 1) * p;
  const below = Math.floor(h);
  const above = Math.min(below + 1, sorted.length - 1);
  return (sorted[below] as number) + (h - below) * ((sorted[above] as number) - (sorted[below] as number));
}

/** Low, median and high: the 25th, 50th and 75th percentiles, rounded to whole cents; null under the minimum. */
export function priceGuideOf(prices: readonly number[]): PriceGuideCents | null {
  if (prices.length < PRICE_GUIDE_MIN_SALES) return null;
  const sorted = [...prices].sort((a, b) => a - b);
  return {
    sales: sorted.length,
    low: Math.round(quantile(sorted, 0.25)),
    median: Math.round(quantile(sorted, 0.5)),
    high: Math.round(quantile(sorted, 0.75)),
  };
}

/**
 * The model's completed bookings of the 12 months before `at`, oldest first: the booking's
 * price (the listing's price when it was booked) and when it completed. No buyer or seller.
 */
export async function modelSales(db: Kysely<DB>, modelId: number, at: Date): Promise<SaleCents[]> {
  const since = new Date(at.getTime() - WINDOW_MS).toISOString();
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('orders as o', 'o.product_id', 'p.id')
    .select(['o.updated_at as soldAt', 'o.price'])
    .where('p.model_id', '=', modelId)
    .where('o.status', '=', 'completed')
    .where('o.updated_at', '>=', since)
    .orderBy('o.updated_at')
    .execute();
  return rows.map((row) => ({ soldAt: row.soldAt, price: Number(row.price) }));
}

/**
 * Writes the model's kept guide again (`model_price_guides`, read by every listing answer for
 * its verdict), or removes it under the minimum. Called in the transaction that completes a
 * booking of one of its listings, and when a merge moves listings to the model.
 */
export async function refreshPriceGuide(db: Kysely<DB>, modelId: number, at: Date): Promise<void> {
  const guide = priceGuideOf((await modelSales(db, modelId, at)).map((sale) => sale.price));
  if (!guide) {
    await db.deleteFrom('model_price_guides').where('model_id', '=', modelId).execute();
    return;
  }
  const row = { ...guide, updated_at: at.toISOString() };
  await db
    .insertInto('model_price_guides')
    .values({ model_id: modelId, ...row })
    .onConflict((oc) => oc.column('model_id').doUpdateSet(row))
    .execute();
}

/** After a booking of this listing completed: its model's guide, when it names one. */
export async function refreshPriceGuideOfListing(db: Kysely<DB>, productId: string, at: Date): Promise<void> {
  const listing = await db
    .selectFrom('products')
    .select('model_id')
    .where('id', '=', productId)
    .executeTakeFirst();
  if (listing?.model_id != null) await refreshPriceGuide(db, listing.model_id, at);
}
