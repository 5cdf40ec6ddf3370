import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The catalogue's own words, searchable by likeness, for typo tolerance (decision 066).
 *
 * SQLite: FTS5 `fts5vocab` tables of type `instance` over the search indexes. They read the
 * index itself, so they are current with no trigger; unlike the `row` tables of migration 036,
 * which count a word's listings by reading its whole list (4 ms for "nikon" at 100 000
 * listings), a seek for one word (`term = ? limit 1`) or the next word after another stops at
 * the first entry: a few microseconds each.
 *
 * PostgreSQL: `storefront_words`, every word the entries' tsvectors have held, with a pg_trgm
 * GiST index for nearest-word reads (`word <-> ?`) and its primary key in byte order for the
 * words a prefix begins. Triggers on both sides' entries add a new
 * listing's words, in sorted order so two writers adding the same new words never wait on each
 * other in a cycle. Words are never removed: a word no listing holds any more finds nothing when
 * its listings are counted through the entries' GIN index, which every correction does.
 */
const VOCABULARIES = [
  { table: 'storefront_search_instances', of: 'storefront_search' },
  { table: 'storefront_sold_search_instances', of: 'storefront_sold_search' },
];
const ENTRIES = ['storefront_entries', 'storefront_sold_entries'];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    for (const { table, of } of VOCABULARIES) {
      await sql.raw(`create virtual table ${table} using fts5vocab(${of}, 'instance')`).execute(db);
    }
    return;
  }
  // CI and production create their databases as the user that owns them (postgres): allowed.
  await sql`create extension if not exists pg_trgm`.execute(db);
  // Byte order ("C"): the words a prefix begins are one range of the primary key.
  await sql`create table storefront_words (word text collate "C" primary key)`.execute(db);
  await sql`create index storefront_words_trigrams on storefront_words using gist (word gist_trgm_ops)`.execute(
    db,
  );
  await sql`
    create function refocus_storefront_words() returns trigger language plpgsql as $$
    begin
      insert into storefront_words (word)
        select w from unnest(tsvector_to_array(new.search)) as w order by w
        on conflict do nothing;
      return null;
    end $$`.execute(db);
  for (const entries of ENTRIES) {
    await sql
      .raw(`
      create trigger ${entries}_words after insert or update of search on ${entries}
      for each row execute function refocus_storefront_words()`)
      .execute(db);
    await sql
      .raw(`
      insert into storefront_words (word)
        select distinct w from ${entries}, unnest(tsvector_to_array(search)) as w order by w
        on conflict do nothing`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    for (const { table } of VOCABULARIES) await sql.raw(`drop table if exists ${table}`).execute(db);
    return;
  }
  for (const entries of ENTRIES)
    await sql.raw(`drop trigger if exists ${entries}_words on ${entries}`).execute(db);
  await sql`drop function if exists refocus_storefront_words()`.execute(db);
  await sql`drop table if exists storefront_words`.execute(db);
}
