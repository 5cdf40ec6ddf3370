import { type Kysely, sql } from 'kysely';

/**
 * Listings name their model, and each model keeps its price guide (issue 44, items 3 and 5;
 * decision 068).
 *
 * - `products.model_id`: the catalogue's model a listing is of, or null (free text). Indexed,
 *   for a model's page and for the sales its price guide is drawn from.
 * - `model_price_guides`: the 25th, 50th and 75th percentiles (whole cents) of the final prices
 *   of a model's completed bookings of the last 12 months, kept only for models with at least
 *   three; written in the transaction that completes a booking, so no answer shows a figure
 *   older than the last sale. Every listing answer reads its model's row by key for its verdict.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products add column model_id integer references models (id)`.execute(db);
  await sql`create index products_by_model on products (model_id, status) where model_id is not null`.execute(
    db,
  );
  await sql`
    create table model_price_guides (
      model_id integer primary key references models (id),
      sales integer not null,
      low integer not null,
      median integer not null,
      high integer not null,
      updated_at text not null)`.execute(db);
}
