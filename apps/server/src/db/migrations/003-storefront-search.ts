import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The storefront as its own small, indexed table, kept by triggers (decision 007):
 *
 * - `storefront_entries`: one narrow row per listing the storefront shows (available, not
 *   deleted, seller not deleted), with the columns lists filter and sort on. `seq` is a
 *   stable integer key (the FTS rowid and the cursor's tie-breaker); deep pages walk only
 *   these narrow index entries.
 * - `storefront_counts`: how many entries each brand has, so totals cost one tiny read.
 * - the search index: FTS5 on SQLite, a weighted tsvector with a GIN index on PostgreSQL,
 *   over name and brand (weighted as most relevant), description and location.
 *
 * Triggers on `products` and `users` keep all three equal to the storefront inside the
 * writing transaction, whichever code path writes (the app, the seeders, an operator's SQL).
 */

/**
 * Brand words per category. The specification spells Canon "Cannon" (the navigation says
 * so); both spellings find its listings. Frozen here: a migration never changes.
 */
const BRAND_WORDS: Record<number, string> = { 1: 'Cannon Canon', 2: 'Sony', 3: 'Nikon' };

const brandCase = (column: string) =>
  `case ${column} ${Object.entries(BRAND_WORDS)
    .map(([id, words]) => `when ${id} then '${words}'`)
    .join(' ')} else '' end`;

const VISIBLE = (row: 'new' | 'old') => `${row}.status = 'available' and ${row}.deleted_at is null`;
const SELLER_LIVE = `exists (select 1 from users u where u.id = new.seller_id and u.deleted_at is null)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) await createForPostgres(db);
  else await createForSqlite(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const statements = postgres
    ? [
        'drop trigger if exists products_storefront on products',
        'drop trigger if exists users_storefront on users',
        'drop trigger if exists storefront_entries_counts on storefront_entries',
        'drop table if exists storefront_entries',
        'drop table if exists storefront_counts',
        'drop function if exists refocus_products_storefront()',
        'drop function if exists refocus_users_storefront()',
        'drop function if exists refocus_storefront_counts()',
        'drop function if exists refocus_search_document(text, integer, text, text)',
        'drop function if exists refocus_fold(text)',
      ]
    : [
        ...[
          'products_storefront_insert',
          'products_storefront_leave',
          'products_storefront_enter',
          'products_storefront_change',
          'products_storefront_delete',
          'users_storefront_leave',
          'users_storefront_return',
          'storefront_entries_count_insert',
          'storefront_entries_count_delete',
          'storefront_entries_count_update',
        ].map((name) => `drop trigger if exists ${name}`),
        'drop table if exists storefront_search',
        'drop table if exists storefront_titles',
        'drop table if exists storefront_entries',
        'drop table if exists storefront_counts',
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Indexes every list shape reads in order; each ends in `seq`, the cursor's tie-breaker. */
async function createEntryIndexes(db: Kysely<unknown>): Promise<void> {
  const indexes: Record<string, string> = {
    storefront_newest: 'created_at, seq',
    storefront_brand_newest: 'category_id, created_at, seq',
    storefront_price: 'resale_price, seq',
    storefront_brand_price: 'category_id, resale_price, seq',
  };
  for (const [name, columns] of Object.entries(indexes)) {
    await sql.raw(`create index ${name} on storefront_entries (${columns})`).execute(db);
  }
}

/** Indexes for the other list shapes: a seller's own listings and a buyer's orders. */
async function createOwnerIndexes(db: Kysely<unknown>): Promise<void> {
  // "My Products" (and a seller's bookings) read newest first, the id breaking ties.
  await sql`create index products_seller_newest on products (seller_id, created_at, id)`.execute(db);
  await sql`drop index products_seller`.execute(db);
  // The storefront lists read storefront_entries now; these only slowed writes down.
  await sql`drop index products_storefront`.execute(db);
  await sql`drop index products_category_storefront`.execute(db);
  // "My Orders" lists newest first with id as the tie-breaker.
  await sql`create index orders_buyer_newest on orders (buyer_id, created_at, id)`.execute(db);
  await sql`drop index orders_buyer`.execute(db);
}

async function createForSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table storefront_entries (
      seq integer primary key autoincrement,
      product_id text not null unique,
      category_id integer not null,
      created_at text not null,
      resale_price integer not null
    )`.execute(db);
  await createEntryIndexes(db);
  await sql`create table storefront_counts (category_id integer primary key, listings integer not null)`.execute(
    db,
  );
  // Contentless: the words live in products; only the index is kept. unicode61 folds case
  // and accents (remove_diacritics 2). A prefix of 2–6 characters is read from its own index
  // like a word (without one, FTS5 gathers every matching word's list first: 25 ms for a
  // common prefix at a million listings); search-terms.ts never asks a longer prefix.
  await sql`
    create virtual table storefront_search using fts5(
      name, brand, description, location, facets,
      content = '', contentless_delete = 1,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4 5 6'
    )`.execute(db);
  // Name and brand alone: which recent matches hold every word there (relevance tier 0) is
  // read from this small index; a column filter on the big one reads every match to say so.
  await sql`
    create virtual table storefront_titles using fts5(
      name, brand,
      content = '', contentless_delete = 1,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4 5 6'
    )`.execute(db);

  /** Indexes the words of the products `p` (an alias or new) for the entries `e` selected by `from`. */
  const indexWords = (p: string, from: string) => `
    insert into storefront_search (rowid, name, brand, description, location, facets)
      select e.seq, ${p}.name, ${brandCase(`${p}.category_id`)}, ${p}.description, ${p}.location, 'c' || ${p}.category_id
      ${from};
    insert into storefront_titles (rowid, name, brand)
      select e.seq, ${p}.name, ${brandCase(`${p}.category_id`)} ${from};`;
  /** Forgets the words of the entries whose seq `seqs` selects. */
  const forgetWords = (seqs: string) => `
    delete from storefront_search where rowid in (${seqs});
    delete from storefront_titles where rowid in (${seqs});`;
  const addEntry = (row: 'new') => `
    insert into storefront_entries (product_id, category_id, created_at, resale_price)
      select ${row}.id, ${row}.category_id, ${row}.created_at, ${row}.resale_price where ${SELLER_LIVE};
    ${indexWords(row, `from storefront_entries e where e.product_id = ${row}.id`)}`;
  const removeEntry = (row: 'old') => `
    ${forgetWords(`select seq from storefront_entries where product_id = ${row}.id`)}
    delete from storefront_entries where product_id = ${row}.id;`;

  const statements = [
    `create trigger products_storefront_insert after insert on products when ${VISIBLE('new')}
     begin ${addEntry('new')} end`,
    `create trigger products_storefront_leave after update on products
     when (${VISIBLE('old')}) and not (${VISIBLE('new')})
     begin ${removeEntry('old')} end`,
    `create trigger products_storefront_enter after update on products
     when not (${VISIBLE('old')}) and (${VISIBLE('new')})
     begin ${addEntry('new')} end`,
    // Still shown: the entry keeps its seq (cursors stay valid); the words are re-indexed.
    `create trigger products_storefront_change after update of name, description, location, category_id,
       created_at, resale_price on products
     when (${VISIBLE('old')}) and (${VISIBLE('new')})
     begin
       update storefront_entries set category_id = new.category_id, created_at = new.created_at,
         resale_price = new.resale_price where product_id = new.id;
       ${forgetWords('select seq from storefront_entries where product_id = new.id')}
       ${indexWords('new', 'from storefront_entries e where e.product_id = new.id')}
     end`,
    `create trigger products_storefront_delete after delete on products begin ${removeEntry('old')} end`,
    // A deleted seller's listings leave the storefront (the app also withdraws them).
    `create trigger users_storefront_leave after update of deleted_at on users
     when old.deleted_at is null and new.deleted_at is not null
     begin
       ${forgetWords('select e.seq from storefront_entries e join products p on p.id = e.product_id where p.seller_id = new.id')}
       delete from storefront_entries where product_id in (select id from products where seller_id = new.id);
     end`,
    `create trigger users_storefront_return after update of deleted_at on users
     when old.deleted_at is not null and new.deleted_at is null
     begin
       insert into storefront_entries (product_id, category_id, created_at, resale_price)
         select id, category_id, created_at, resale_price from products
         where seller_id = new.id and status = 'available' and deleted_at is null;
       ${indexWords('p', 'from storefront_entries e join products p on p.id = e.product_id where p.seller_id = new.id')}
     end`,
    `create trigger storefront_entries_count_insert after insert on storefront_entries begin
       insert into storefront_counts (category_id, listings) values (new.category_id, 1)
         on conflict (category_id) do update set listings = listings + 1;
     end`,
    `create trigger storefront_entries_count_delete after delete on storefront_entries begin
       update storefront_counts set listings = listings - 1 where category_id = old.category_id;
     end`,
    `create trigger storefront_entries_count_update after update of category_id on storefront_entries
     when old.category_id <> new.category_id
     begin
       update storefront_counts set listings = listings - 1 where category_id = old.category_id;
       insert into storefront_counts (category_id, listings) values (new.category_id, 1)
         on conflict (category_id) do update set listings = listings + 1;
     end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);

  // Fill from what is already listed, oldest first so seq follows posting order.
  await sql`
    insert into storefront_entries (product_id, category_id, created_at, resale_price)
    select p.id, p.category_id, p.created_at, p.resale_price from products p
    join users u on u.id = p.seller_id and u.deleted_at is null
    where p.status = 'available' and p.deleted_at is null
    order by p.created_at, p.id`.execute(db);
  for (const statement of indexWords('p', 'from storefront_entries e join products p on p.id = e.product_id')
    .split(';')
    .filter((part) => part.trim() !== '')) {
    await sql.raw(statement).execute(db);
  }
  await createOwnerIndexes(db);
}

/**
 * PostgreSQL folds accents with `translate` over a table computed here the way the server
 * folds a query (NFD, marks removed), so no extension (and no superuser) is needed.
 */
function accentTable(): { from: string; to: string } {
  let from = '';
  let to = '';
  const ranges: [number, number][] = [
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ];
  for (const [start, end] of ranges) {
    for (let code = start; code <= end; code++) {
      const char = String.fromCodePoint(code);
      const folded = char.normalize('NFD').replace(/\p{M}+/gu, '');
      if (folded.length === 1 && folded !== char) {
        from += char;
        to += folded;
      }
    }
  }
  return { from, to };
}

async function createForPostgres(db: Kysely<unknown>): Promise<void> {
  const accents = accentTable();
  await sql`
    create table storefront_entries (
      seq integer generated always as identity primary key,
      product_id text not null unique,
      category_id integer not null,
      created_at text not null,
      resale_price integer not null,
      search tsvector not null
    )`.execute(db);
  await createEntryIndexes(db);
  await sql`create index storefront_search on storefront_entries using gin (search)`.execute(db);
  await sql`create table storefront_counts (category_id integer primary key, listings integer not null)`.execute(
    db,
  );
  // Punctuation becomes a space, so tokens are the letter and digit runs FTS5 sees.
  await sql`
    create function refocus_fold(t text) returns text language sql immutable parallel safe as $$
      select regexp_replace(lower(translate(t, ${sql.lit(accents.from)}, ${sql.lit(accents.to)})), '[[:punct:]]+', ' ', 'g')
    $$`.execute(db);
  await sql
    .raw(`
    create function refocus_search_document(name text, category_id integer, description text, location text)
    returns tsvector language sql immutable parallel safe as $$
      select setweight(to_tsvector('simple', refocus_fold(name || ' ' || ${brandCase('category_id')})), 'A')
          || setweight(to_tsvector('simple', refocus_fold(description || ' ' || location)), 'D')
    $$`)
    .execute(db);

  await sql
    .raw(`
    create function refocus_products_storefront() returns trigger language plpgsql as $$
    declare
      was_shown boolean := tg_op <> 'INSERT' and old.status = 'available' and old.deleted_at is null;
      is_shown boolean := tg_op <> 'DELETE' and new.status = 'available' and new.deleted_at is null;
    begin
      if was_shown and not is_shown then
        delete from storefront_entries where product_id = old.id;
      elsif is_shown and not was_shown then
        insert into storefront_entries (product_id, category_id, created_at, resale_price, search)
          select new.id, new.category_id, new.created_at, new.resale_price,
                 refocus_search_document(new.name, new.category_id, new.description, new.location)
          where ${SELLER_LIVE};
      elsif is_shown and (new.name, new.description, new.location, new.category_id, new.created_at, new.resale_price)
             is distinct from (old.name, old.description, old.location, old.category_id, old.created_at, old.resale_price) then
        update storefront_entries set category_id = new.category_id, created_at = new.created_at,
          resale_price = new.resale_price,
          search = refocus_search_document(new.name, new.category_id, new.description, new.location)
        where product_id = new.id;
      end if;
      return null;
    end $$`)
    .execute(db);
  await sql`
    create trigger products_storefront after insert or update or delete on products
    for each row execute function refocus_products_storefront()`.execute(db);

  await sql`
    create function refocus_users_storefront() returns trigger language plpgsql as $$
    begin
      if old.deleted_at is null and new.deleted_at is not null then
        delete from storefront_entries where product_id in (select id from products where seller_id = new.id);
      elsif old.deleted_at is not null and new.deleted_at is null then
        insert into storefront_entries (product_id, category_id, created_at, resale_price, search)
          select id, category_id, created_at, resale_price,
                 refocus_search_document(name, category_id, description, location)
          from products where seller_id = new.id and status = 'available' and deleted_at is null;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger users_storefront after update of deleted_at on users
    for each row execute function refocus_users_storefront()`.execute(db);

  await sql`
    create function refocus_storefront_counts() returns trigger language plpgsql as $$
    begin
      if tg_op in ('DELETE', 'UPDATE') then
        update storefront_counts set listings = listings - 1 where category_id = old.category_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into storefront_counts (category_id, listings) values (new.category_id, 1)
          on conflict (category_id) do update set listings = storefront_counts.listings + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger storefront_entries_counts after insert or delete or update of category_id on storefront_entries
    for each row execute function refocus_storefront_counts()`.execute(db);

  await sql`
    insert into storefront_entries (product_id, category_id, created_at, resale_price, search)
    select p.id, p.category_id, p.created_at, p.resale_price,
           refocus_search_document(p.name, p.category_id, p.description, p.location)
    from products p join users u on u.id = p.seller_id and u.deleted_at is null
    where p.status = 'available' and p.deleted_at is null
    order by p.created_at, p.id`.execute(db);
  await createOwnerIndexes(db);
}
