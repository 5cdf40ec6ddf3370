import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Deep pages by number (`?page=4000`) without walking the index up to them (decision 007,
 * addendum of 2026-11-26). An offset into the newest-first list costs one step per index entry
 * it skips: 20–60 ms for a deep page at a million listings. `storefront_month_counts` holds how
 * many storefront entries each brand has per month of listing (the first seven characters of
 * the ISO `created_at`), kept by triggers on the entries exactly like `storefront_counts`; a
 * deep page then sums the months from the newest to find the month it starts in, and walks only
 * within that month. Months, not days: a few hundred rows for years of listings sum in a few
 * microseconds, where days (thousands of rows) cost as much as the walk they save.
 */
const MONTH = (row: string) => `substr(${row}.created_at, 1, 7)`;
const countUp = (row: 'new') => `
  insert into storefront_month_counts (category_id, month, listings) values (${row}.category_id, ${MONTH(row)}, 1)
    on conflict (category_id, month) do update set listings = storefront_month_counts.listings + 1;`;
const countDown = (row: 'old') => `
  update storefront_month_counts set listings = listings - 1
    where category_id = ${row}.category_id and month = ${MONTH(row)};`;
const moved = `old.category_id <> new.category_id or ${MONTH('old')} <> ${MONTH('new')}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table storefront_month_counts (
      category_id integer not null,
      month text not null,
      listings integer not null,
      primary key (category_id, month)
    )`.execute(db);
  await sql
    .raw(`
    insert into storefront_month_counts (category_id, month, listings)
      select category_id, ${MONTH('e')}, count(*) from storefront_entries e group by category_id, ${MONTH('e')}`)
    .execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(`
      create function refocus_storefront_month_counts() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' or (tg_op = 'UPDATE' and (${moved})) then ${countDown('old')} end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and (${moved})) then ${countUp('new')} end if;
        return null;
      end $$`)
      .execute(db);
    await sql`
      create trigger storefront_entries_month_counts
      after insert or delete or update of category_id, created_at on storefront_entries
      for each row execute function refocus_storefront_month_counts()`.execute(db);
    return;
  }
  const triggers = [
    `create trigger storefront_month_count_insert after insert on storefront_entries begin ${countUp('new')} end`,
    `create trigger storefront_month_count_delete after delete on storefront_entries begin ${countDown('old')} end`,
    `create trigger storefront_month_count_update after update of category_id, created_at on storefront_entries
     when ${moved}
     begin ${countDown('old')} ${countUp('new')} end`,
  ];
  for (const statement of triggers) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const statements =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? [
          'drop trigger if exists storefront_entries_month_counts on storefront_entries',
          'drop function if exists refocus_storefront_month_counts()',
        ]
      : [
          'drop trigger if exists storefront_month_count_insert',
          'drop trigger if exists storefront_month_count_delete',
          'drop trigger if exists storefront_month_count_update',
        ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  await sql`drop table storefront_month_counts`.execute(db);
}
