import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { PRODUCT_COLUMNS } from './product-columns.js';

export interface ProductFilter {
  q?: string;
  categoryId?: number;
  minPriceCents?: number;
  maxPriceCents?: number;
}

export type ProductOrder = 'newest' | 'price_asc' | 'price_desc';

/** Available listings of live sellers: what the public storefront may show. */
function storefront(db: Kysely<DB>, filter: ProductFilter) {
  let query = db
    .selectFrom('products as p')
    .innerJoin('users as u', 'u.id', 'p.seller_id')
    .where('p.status', '=', 'available')
    .where('p.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null);
  if (filter.categoryId !== undefined) query = query.where('p.category_id', '=', filter.categoryId);
  if (filter.minPriceCents !== undefined) query = query.where('p.resale_price', '>=', filter.minPriceCents);
  if (filter.maxPriceCents !== undefined) query = query.where('p.resale_price', '<=', filter.maxPriceCents);
  if (filter.q) {
    // The user's text is matched literally: LIKE's wildcards in it are escaped.
    const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(
      sql<boolean>`(lower(p.name) like ${pattern} escape '\\' or lower(p.description) like ${pattern} escape '\\')`,
    );
  }
  return query;
}

/** Sort column and direction per order; the id breaks ties so pages never overlap. */
const ORDERS = {
  newest: ['p.created_at', 'desc'],
  price_asc: ['p.resale_price', 'asc'],
  price_desc: ['p.resale_price', 'desc'],
} as const satisfies Record<ProductOrder, readonly [string, 'asc' | 'desc']>;

export async function listStorefrontProducts(
  db: Kysely<DB>,
  filter: ProductFilter,
  order: ProductOrder,
  offset: number,
  limit: number,
) {
  const [column, direction] = ORDERS[order];
  return storefront(db, filter)
    .leftJoin('images as i', 'i.id', 'p.image_id')
    .select(PRODUCT_COLUMNS)
    .orderBy(column, direction)
    .orderBy('p.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countStorefrontProducts(db: Kysely<DB>, filter: ProductFilter): Promise<number> {
  const row = await storefront(db, filter)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a bigint string.
  return Number(row.total);
}

export async function findStorefrontProduct(db: Kysely<DB>, id: string) {
  return storefront(db, {})
    .leftJoin('images as i', 'i.id', 'p.image_id')
    .select(PRODUCT_COLUMNS)
    .where('p.id', '=', id)
    .executeTakeFirst();
}

export type ProductRow = Awaited<ReturnType<typeof listStorefrontProducts>>[number];
