import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { BrandRecord, NewBrandRecord } from './brands.table.js';

export interface BrandRow {
  id: number;
  name: string;
  slug: string;
  position: number;
  hidden: number;
  search_words: string;
  listings: number | string | null;
}

/**
 * The brands in menu order with their listings on sale, read from the storefront's kept count
 * per brand (`storefront_counts`, one row per brand, migration 003): never the listings.
 */
export async function listBrands(db: Kysely<DB>, options: { hidden: boolean }): Promise<BrandRow[]> {
  let query = db
    .selectFrom('brands as b')
    .leftJoin('storefront_counts as c', 'c.category_id', 'b.id')
    .select(['b.id', 'b.name', 'b.slug', 'b.position', 'b.hidden', 'b.search_words', 'c.listings'])
    .orderBy('b.position')
    .orderBy('b.id');
  if (!options.hidden) query = query.where('b.hidden', '=', 0);
  return query.execute();
}

export async function findBrand(db: Kysely<DB>, id: number): Promise<BrandRecord | undefined> {
  return db.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every brand's name and search words by id, hidden ones too: a model keeps its brand's name. */
export async function brandNames(db: Kysely<DB>): Promise<Map<number, { name: string; words: string }>> {
  const rows = await db.selectFrom('brands').select(['id', 'name', 'search_words']).execute();
  return new Map(rows.map((row) => [row.id, { name: row.name, words: row.search_words }]));
}

/** The place after the last brand of the menu. */
export async function nextPosition(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('brands')
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertBrand(db: Kysely<DB>, brand: Omit<NewBrandRecord, 'id'>): Promise<number> {
  const row = await db.insertInto('brands').values(brand).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBrand(
  db: Kysely<DB>,
  id: number,
  changes: Partial<Pick<BrandRecord, 'name' | 'search_words' | 'slug' | 'position' | 'hidden'>> & {
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable('brands').set(changes).where('id', '=', id).execute();
}
