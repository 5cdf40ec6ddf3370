import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Deep pages by number (`?page=4000`) without walking the index up to them (decision 007,
 * addendum of 2026-11-26). An offset into the newest-first list costs one step per index entry
 * it skips: 20–60 ms for a deep page at a million listings, and with "include sold" (both
 * tables merged) several times that. `storefront_month_counts` holds how many storefront
 * entries each brand has per month of listing (the first seven characters of the ISO
 * `created_at`), `storefront_sold_month_counts` the same for the sold entries (migration 027);
 * triggers on each table keep them, exactly like `storefront_counts`. A deep page then sums the
 * months from the newest to find the month it starts in, and walks only within that month.
 * Months, not days: a few hundred rows for years of listings sum in microseconds, where days
 * (thousands of rows) cost as much as the walk they save.
 */
const SIDES = [
  { entries: 'storefront_entries', counts: 'storefront_month_counts', name: 'storefront' },
  { entries: 'storefront_sold_entries', counts: 'storefront_sold_month_counts', name: 'storefront_sold' },
] as const;
type Side = (typeof SIDES)[number];

const MONTH = (row: string) => `substr(${row}.created_at, 1, 7)`;
const countUp = (side: Side) => `
  insert into ${side.counts} (category_id, month, listings) values (new.category_id, ${MONTH('new')}, 1)
    on conflict (category_id, month) do update set listings = ${side.counts}.listings + 1;`;
const countDown = (side: Side) => `
  update ${side.counts} set listings = listings - 1
    where category_id = old.category_id and month = ${MONTH('old')};`;
const moved = `old.category_id <> new.category_id or ${MONTH('old')} <> ${MONTH('new')}`;

async function createCounts(db: Kysely<unknown>, side: Side, postgres: boolean): Promise<void> {
  await sql
    .raw(`
    create table ${side.counts} (
      category_id integer not null,
      month text not null,
      listings integer not null,
      primary key (category_id, month)
    )`)
    .execute(db);
  await sql
    .raw(`
    insert into ${side.counts} (category_id, month, listings)
      select category_id, ${MONTH('e')}, count(*) from ${side.entries} e group by category_id, ${MONTH('e')}`)
    .execute(db);
  if (postgres) {
    await sql
      .raw(`
      create function refocus_${side.name}_month_counts() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' or (tg_op = 'UPDATE' and (${moved})) then ${countDown(side)} end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and (${moved})) then ${countUp(side)} end if;
        return null;
      end $$`)
      .execute(db);
    await sql
      .raw(`
      create trigger ${side.entries}_month_counts
      after insert or delete or update of category_id, created_at on ${side.entries}
      for each row execute function refocus_${side.name}_month_counts()`)
      .execute(db);
    return;
  }
  const triggers = [
    `create trigger ${side.name}_month_count_insert after insert on ${side.entries} begin ${countUp(side)} end`,
    `create trigger ${side.name}_month_count_delete after delete on ${side.entries} begin ${countDown(side)} end`,
    `create trigger ${side.name}_month_count_update after update of category_id, created_at on ${side.entries}
     when ${moved}
     begin ${countDown(side)} ${countUp(side)} end`,
  ];
  for (const statement of triggers) await sql.raw(statement).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const side of SIDES) await createCounts(db, side, postgres);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const side of SIDES) {
    const statements = postgres
      ? [
          `drop trigger if exists ${side.entries}_month_counts on ${side.entries}`,
          `drop function if exists refocus_${side.name}_month_counts()`,
        ]
      : ['insert', 'delete', 'update'].map((op) => `drop trigger if exists ${side.name}_month_count_${op}`);
    for (const statement of statements) await sql.raw(statement).execute(db);
    await sql.raw(`drop table ${side.counts}`).execute(db);
  }
}
