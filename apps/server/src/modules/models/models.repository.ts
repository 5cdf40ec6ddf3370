import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ModelRecord, NewModelRecord } from './models.table.js';

/** The whole catalogue, merged duplicates too (a few hundred rows: read at once, kept in memory). */
export async function allModels(db: Kysely<DB>): Promise<ModelRecord[]> {
  return db.selectFrom('models').selectAll().orderBy('id').execute();
}

export async function findModelBySlug(db: Kysely<DB>, slug: string): Promise<ModelRecord | undefined> {
  return db.selectFrom('models').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function findModelById(db: Kysely<DB>, id: number): Promise<ModelRecord | undefined> {
  return db.selectFrom('models').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertModel(db: Kysely<DB>, model: Omit<NewModelRecord, 'id'>): Promise<void> {
  await db.insertInto('models').values(model).execute();
}

/**
 * Merges `duplicate` into `into`: it and every model merged into it before now answer as `into`,
 * so a merged model is always one step from the one it answers as.
 */
export async function mergeModel(db: Kysely<DB>, duplicate: number, into: number, at: string): Promise<void> {
  await db
    .updateTable('models')
    .set({ merged_into: into, updated_at: at })
    .where((eb) => eb.or([eb('id', '=', duplicate), eb('merged_into', '=', duplicate)]))
    .execute();
  // Listings that named a duplicate name the survivor, so its page and guide hold their sales.
  await db
    .updateTable('products')
    .set({ model_id: into })
    .where('model_id', 'in', (eb) =>
      eb.selectFrom('models as d').select('d.id').where('d.merged_into', '=', into),
    )
    .execute();
  await db.deleteFrom('model_price_guides').where('model_id', '=', duplicate).execute();
}
