import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { up as createChangeFeed } from './031-storefront-changes.js';

/**
 * The storefront's change feed goes (decision 058): no in-memory index reads it any more, since
 * the database answers every list itself. What migration 031 also did stays: any write of a
 * storefront entry, the app's or an operator's SQL, moves the catalogue version, so cached
 * pages of every instance are dropped (SQLite per row, PostgreSQL once per transaction).
 */
const SIDES = [
  { entries: 'storefront_entries', name: 'storefront' },
  { entries: 'storefront_sold_entries', name: 'storefront_sold' },
] as const;

const EVENTS = ['insert', 'update', 'delete'] as const;

/** The columns a list reads: an update that changes none of them (a renamed listing) is not a change here. */
const LISTED = ['category_id', 'created_at', 'resale_price', 'item_type', 'grade', 'works', 'lens_mount'];
const rowOf = (row: 'old' | 'new') => `(${LISTED.map((c) => `${row}.${c}`).join(', ')})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await dropChangeFeed(db, postgres);
  if (postgres) await bumpOnPostgres(db);
  else await bumpOnSqlite(db);
}

async function dropChangeFeed(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  const statements = postgres
    ? [
        ...SIDES.map((side) => `drop trigger if exists ${side.entries}_changes on ${side.entries}`),
        'drop function if exists refocus_storefront_change()',
      ]
    : SIDES.flatMap((side) => EVENTS.map((event) => `drop trigger if exists ${side.name}_change_${event}`));
  for (const statement of statements) await sql.raw(statement).execute(db);
  await sql`drop table storefront_changes`.execute(db);
}

async function bumpOnSqlite(db: Kysely<unknown>): Promise<void> {
  const changed = LISTED.map((c) => `old.${c} is not new.${c}`).join(' or ');
  for (const side of SIDES) {
    for (const event of EVENTS) {
      const when = event === 'update' ? `when ${changed}` : '';
      await sql
        .raw(`
        create trigger ${side.name}_version_${event} after ${event} on ${side.entries} ${when} begin
          update catalogue_state set version = version + 1 where id = 1;
        end`)
        .execute(db);
    }
  }
}

async function bumpOnPostgres(db: Kysely<unknown>): Promise<void> {
  // One bump per transaction, however many rows it writes: a transaction-local setting
  // remembers that this one already did.
  await sql
    .raw(`
    create function refocus_storefront_version() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and ${rowOf('new')} is not distinct from ${rowOf('old')} then
        return null;
      end if;
      if current_setting('refocus.storefront_version_moved', true) is distinct from 'yes' then
        update catalogue_state set version = version + 1 where id = 1;
        perform set_config('refocus.storefront_version_moved', 'yes', true);
      end if;
      return null;
    end $$`)
    .execute(db);
  for (const side of SIDES) {
    await sql
      .raw(`
      create trigger ${side.entries}_version after insert or update or delete on ${side.entries}
      for each row execute function refocus_storefront_version()`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const statements = postgres
    ? [
        ...SIDES.map((side) => `drop trigger if exists ${side.entries}_version on ${side.entries}`),
        'drop function if exists refocus_storefront_version()',
      ]
    : SIDES.flatMap((side) => EVENTS.map((event) => `drop trigger if exists ${side.name}_version_${event}`));
  for (const statement of statements) await sql.raw(statement).execute(db);
  await createChangeFeed(db);
}
