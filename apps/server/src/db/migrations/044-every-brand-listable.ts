import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Every brand listable and searchable (issue 44, item 1; decision 068).
 *
 * - `brands.aliases`: other spellings the search finds a brand by ("Cannon", the spec's own
 *   spelling of Canon); `brands.search_words` is what the full-text index holds for a brand:
 *   its aliases then its name, written by the brands service with every rename. (A generated
 *   column would say so in the schema, but a backup archive carries every column and loads it
 *   back, which a generated column refuses.)
 * - `products.category_id` loses its check (`between 1 and 3`, migration 001): the service
 *   checks that the brand exists, since an admin adds brands at any time.
 * - The storefront writes a listing's brand words from `brands.search_words` instead of a
 *   `case` of three brands. For ids 1–3 the words are the same as before ("Cannon Canon",
 *   "Sony", "Nikon"), so nothing already indexed changes.
 *
 * SQLite cannot drop a check in place: the column is copied to a new one, dropped (a column's
 * own check goes with it) and the copy renamed, the triggers that read it set aside meanwhile
 * and put back with the brand words read from `brands`. It runs inside the migrations'
 * transaction, with foreign keys on: nothing is dropped that a foreign key points at.
 */
const OLD_BRAND_CASE =
  /case ([a-z]+)\.category_id when 1 then 'Cannon Canon' when 2 then 'Sony' when 3 then 'Nikon' else '' end/g;
const BRAND_WORDS = (row: string) =>
  `coalesce((select b.search_words from brands b where b.id = ${row}.category_id), '')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`alter table brands add column aliases text not null default ''`.execute(db);
  await sql`alter table brands add column search_words text not null default ''`.execute(db);
  await sql`update brands set aliases = 'Cannon' where id = 1`.execute(db);
  await sql`update brands set search_words = case when aliases = '' then name else aliases || ' ' || name end`.execute(
    db,
  );
  if (postgres) await upPostgres(db);
  else await upSqlite(db);
}

/**
 * The same copy, drop and rename as on SQLite, so the column keeps the same place in both
 * databases (a backup archive names its columns in order); its check goes with the old column.
 */
async function copyCategoryWithoutCheck(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products add column brand_id integer not null default 0`.execute(db);
  await sql`update products set brand_id = category_id`.execute(db);
  await sql`alter table products drop column category_id`.execute(db);
  await sql`alter table products rename column brand_id to category_id`.execute(db);
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  // The storefront's trigger function reads the column by name when it runs: nothing to set aside.
  await copyCategoryWithoutCheck(db);
  // Stable, not immutable: it reads a table. Only triggers call it, never an index.
  await sql`
    create or replace function refocus_search_document(name text, category_id integer, description text, location text)
    returns tsvector language sql stable parallel safe as $$
      select setweight(to_tsvector('simple', refocus_fold(name || ' ' ||
                 coalesce((select b.search_words from brands b where b.id = category_id), ''))), 'A')
          || setweight(to_tsvector('simple', refocus_fold(description || ' ' || location)), 'D')
    $$`.execute(db);
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  const { rows: triggers } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master
    where type = 'trigger' and sql like '%category_id%'
      and (tbl_name in ('products', 'users') or sql like '%from products%')`.execute(db);
  for (const trigger of triggers) await sql`drop trigger ${sql.id(trigger.name)}`.execute(db);
  await copyCategoryWithoutCheck(db);

  for (const trigger of triggers) {
    await sql.raw(trigger.sql.replace(OLD_BRAND_CASE, (_, row: string) => BRAND_WORDS(row))).execute(db);
  }
}
