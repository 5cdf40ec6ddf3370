import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Deep pages by number (`?page=4000`) without walking the index up to them (decision 007,
 * addendum of 2026-11-26). An offset into the newest-first list costs one step per index entry
 * it skips: 20–60 ms for a deep page at a million listings. `storefront_day_counts` holds how
 * many storefront entries each brand has per day of listing (the first ten characters of the
 * ISO `created_at`), kept by triggers on the entries exactly like `storefront_counts`; a deep
 * page then sums the days from the newest to find the day it starts in, and walks only within
 * that day. A few thousand rows for years of listings.
 */
const DAY = (row: string) => `substr(${row}.created_at, 1, 10)`;
const countUp = (row: 'new') => `
  insert into storefront_day_counts (category_id, day, listings) values (${row}.category_id, ${DAY(row)}, 1)
    on conflict (category_id, day) do update set listings = storefront_day_counts.listings + 1;`;
const countDown = (row: 'old') => `
  update storefront_day_counts set listings = listings - 1
    where category_id = ${row}.category_id and day = ${DAY(row)};`;
const moved = `old.category_id <> new.category_id or ${DAY('old')} <> ${DAY('new')}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table storefront_day_counts (
      category_id integer not null,
      day text not null,
      listings integer not null,
      primary key (category_id, day)
    )`.execute(db);
  await sql
    .raw(`
    insert into storefront_day_counts (category_id, day, listings)
      select category_id, ${DAY('e')}, count(*) from storefront_entries e group by category_id, ${DAY('e')}`)
    .execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(`
      create function refocus_storefront_day_counts() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' or (tg_op = 'UPDATE' and (${moved})) then ${countDown('old')} end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and (${moved})) then ${countUp('new')} end if;
        return null;
      end $$`)
      .execute(db);
    await sql`
      create trigger storefront_entries_day_counts
      after insert or delete or update of category_id, created_at on storefront_entries
      for each row execute function refocus_storefront_day_counts()`.execute(db);
    return;
  }
  const triggers = [
    `create trigger storefront_day_count_insert after insert on storefront_entries begin ${countUp('new')} end`,
    `create trigger storefront_day_count_delete after delete on storefront_entries begin ${countDown('old')} end`,
    `create trigger storefront_day_count_update after update of category_id, created_at on storefront_entries
     when ${moved}
     begin ${countDown('old')} ${countUp('new')} end`,
  ];
  for (const statement of triggers) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const statements =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? [
          'drop trigger if exists storefront_entries_day_counts on storefront_entries',
          'drop function if exists refocus_storefront_day_counts()',
        ]
      : [
          'drop trigger if exists storefront_day_count_insert',
          'drop trigger if exists storefront_day_count_delete',
          'drop trigger if exists storefront_day_count_update',
        ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  await sql`drop table storefront_day_counts`.execute(db);
}
