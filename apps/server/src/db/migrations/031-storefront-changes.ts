import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The storefront's change feed (decision 043): every insert, update and delete of a storefront
 * entry, on sale or sold, writes the entry's `seq` to `storefront_changes` inside the writing
 * transaction, whichever code path writes (triggers, as for the kept counts). Each instance's
 * in-memory storefront index reads the seqs changed since it last looked and reads those
 * entries again, instead of the whole table.
 *
 * The same triggers move the catalogue version (decision 003) on every such write: the app
 * already moves it in its own writes, but a seeder's or an operator's SQL did not, and cached
 * pages and the index both trust the version to say when to look again. SQLite bumps it per
 * row (one in-place update of a one-row table), PostgreSQL once per transaction. An update
 * that leaves the indexed columns as they were is no change here (the app bumps the version
 * for its own edits, a renamed listing included).
 *
 * Only the last KEEP changes are kept: each new change removes the one KEEP before it. An index
 * that fell further behind (an instance asleep through a bulk load) loads the table again.
 *
 * PostgreSQL commits concurrent transactions out of id order, so an id watermark could skip a
 * change committed late under a lower id. There each change also records its transaction
 * (`xid`), and a reader asks for the ids past its previous read and every change of a
 * transaction still open at that read (the snapshot's `xip`; index-feed.ts).
 * SQLite commits one writer at a time, so its ids are already in commit order.
 */
export const STOREFRONT_CHANGES_KEPT = 50_000;

const SIDES = [
  { entries: 'storefront_entries', name: 'storefront' },
  { entries: 'storefront_sold_entries', name: 'storefront_sold' },
] as const;

/** The columns the index holds: an update that changes none of them (a renamed listing) is not a change here. */
const INDEXED = ['category_id', 'created_at', 'resale_price', 'item_type', 'grade', 'works', 'lens_mount'];
const changedIndexed = INDEXED.map((c) => `old.${c} is not new.${c}`).join(' or ');
const rowOf = (row: 'old' | 'new') => `(${INDEXED.map((c) => `${row}.${c}`).join(', ')})`;

const OPERATIONS = [
  { event: 'insert', row: 'new', when: '' },
  { event: 'update', row: 'new', when: `when ${changedIndexed}` },
  { event: 'delete', row: 'old', when: '' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) await createForPostgres(db);
  else await createForSqlite(db);
}

async function createForSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`create table storefront_changes (
    id integer primary key autoincrement,
    seq integer not null
  )`.execute(db);
  for (const side of SIDES) {
    for (const { event, row, when } of OPERATIONS) {
      await sql
        .raw(`
        create trigger ${side.name}_change_${event} after ${event} on ${side.entries} ${when} begin
          insert into storefront_changes (seq) values (${row}.seq);
          delete from storefront_changes where id <= last_insert_rowid() - ${STOREFRONT_CHANGES_KEPT};
          update catalogue_state set version = version + 1 where id = 1;
        end`)
        .execute(db);
    }
  }
}

async function createForPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`create table storefront_changes (
    id bigint generated always as identity primary key,
    seq bigint not null,
    xid xid8 not null default pg_current_xact_id()
  )`.execute(db);
  await sql`create index storefront_changes_xid on storefront_changes (xid)`.execute(db);
  // One version bump per transaction, however many rows it writes (a bulk load writes millions):
  // a transaction-local setting remembers that this one already did.
  await sql
    .raw(`
    create function refocus_storefront_change() returns trigger language plpgsql as $$
    declare
      added bigint;
    begin
      if tg_op = 'UPDATE' and ${rowOf('new')} is not distinct from ${rowOf('old')} then
        return null;
      end if;
      insert into storefront_changes (seq)
        values (case when tg_op = 'DELETE' then old.seq else new.seq end)
        returning id into added;
      delete from storefront_changes where id <= added - ${STOREFRONT_CHANGES_KEPT};
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
      create trigger ${side.entries}_changes after insert or update or delete on ${side.entries}
      for each row execute function refocus_storefront_change()`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const statements = postgres
    ? [
        ...SIDES.map((side) => `drop trigger if exists ${side.entries}_changes on ${side.entries}`),
        'drop function if exists refocus_storefront_change()',
      ]
    : SIDES.flatMap((side) =>
        OPERATIONS.map(({ event }) => `drop trigger if exists ${side.name}_change_${event}`),
      );
  for (const statement of statements) await sql.raw(statement).execute(db);
  await sql`drop table storefront_changes`.execute(db);
}
