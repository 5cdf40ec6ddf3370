import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * "Include sold" on the storefront (issue 14 item 5, decision 038). Sold listings get a sibling
 * of `storefront_entries`: `storefront_sold_entries`, with the same columns and indexes, its own
 * search index (FTS5 `storefront_sold_search` and `storefront_sold_titles` on SQLite, a `search`
 * tsvector with a GIN index on PostgreSQL) and its own counts per brand and details
 * (`storefront_sold_facet_counts`). The default lists never read any of it, so their queries and
 * plans are exactly those of before; an include-sold list merges both tables under one keyset.
 *
 * A keyset's tie-breaker is `seq`, so a seq must be unique across both tables: a sold entry
 * draws its seq from the entries' own sequence (PostgreSQL's identity sequence; on SQLite the
 * `sqlite_sequence` row of the entries' AUTOINCREMENT, which SQLite lets us move and never goes
 * back below). A seq is never reused, so no entry and sold entry ever share one.
 *
 * Shown when sold: `status = 'sold'`, not withdrawn, seller neither deleted nor disabled (the
 * entries' own rules, migrations 003 and 005, with `sold` for `available`). Booked listings
 * stay off both tables: a reserved camera is not sold, and the spec keeps it off the storefront.
 */
const DETAILS = ['item_type', 'grade', 'works', 'lens_mount'] as const;
const KEY = ['category_id', ...DETAILS];

/** Frozen copy of migration 003's brand words: a migration never changes. */
const BRAND_CASE = (column: string) =>
  `case ${column} when 1 then 'Cannon Canon' when 2 then 'Sony' when 3 then 'Nikon' else '' end`;

/** The same index shapes as the entries' (migrations 003, 008, 025, 026). */
const INDEXES: Record<string, string> = {
  storefront_sold_newest: 'created_at, seq, resale_price',
  storefront_sold_brand_newest: 'category_id, created_at, seq, resale_price',
  storefront_sold_price: 'resale_price, seq',
  storefront_sold_brand_price: 'category_id, resale_price, seq',
  storefront_sold_type_newest: 'item_type, created_at, seq',
  storefront_sold_grade_newest: 'grade, created_at, seq',
  storefront_sold_mount_newest: 'lens_mount, created_at, seq',
  storefront_sold_works_newest: 'works, created_at, seq',
  storefront_sold_type_price: 'item_type, resale_price, seq',
  storefront_sold_grade_price: 'grade, resale_price, seq',
  storefront_sold_mount_price: 'lens_mount, resale_price, seq',
  storefront_sold_works_price: 'works, resale_price, seq',
};

const SOLD = (row: 'new' | 'old') => `${row}.status = 'sold' and ${row}.deleted_at is null`;
const SELLER_ON = (seller: string) =>
  `exists (select 1 from users u where u.id = ${seller} and u.deleted_at is null and u.disabled = 0)`;
const COLUMNS = `product_id, category_id, created_at, resale_price, ${DETAILS.join(', ')}`;
const valuesOf = (p: string) =>
  `${p}.id, ${p}.category_id, ${p}.created_at, ${p}.resale_price, ${DETAILS.map((c) => `${p}.${c}`).join(', ')}`;

/** A combination's key in the counts: NULL (not given) is stored as '' or -1, as in migration 025. */
const keyParts = (row: string) => [
  `${row}.category_id`,
  `coalesce(${row}.item_type, '')`,
  `coalesce(${row}.grade, '')`,
  `coalesce(${row}.works, -1)`,
  `coalesce(${row}.lens_mount, '')`,
];
const countUp = (row: 'new') => `
  insert into storefront_sold_facet_counts (${KEY.join(', ')}, listings) values (${keyParts(row).join(', ')}, 1)
    on conflict (${KEY.join(', ')}) do update set listings = storefront_sold_facet_counts.listings + 1;`;
const countDown = (row: 'old') =>
  `update storefront_sold_facet_counts set listings = listings - 1 where ${KEY.map(
    (column, i) => `${column} = ${keyParts(row)[i]}`,
  ).join(' and ')};`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql
    .raw(`
    create table storefront_sold_facet_counts (
      category_id integer not null, item_type text not null, grade text not null, works integer not null,
      lens_mount text not null, listings integer not null,
      primary key (${KEY.join(', ')})
    )`)
    .execute(db);
  if (postgres) await createForPostgres(db);
  else await createForSqlite(db);
  for (const [name, columns] of Object.entries(INDEXES)) {
    await sql.raw(`create index ${name} on storefront_sold_entries (${columns})`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const statements = postgres
    ? [
        'drop trigger if exists products_storefront_sold on products',
        'drop trigger if exists users_storefront_sold on users',
        'drop trigger if exists storefront_sold_entries_counts on storefront_sold_entries',
        'drop function if exists refocus_products_storefront_sold()',
        'drop function if exists refocus_users_storefront_sold()',
        'drop function if exists refocus_storefront_sold_counts()',
      ]
    : [
        ...[
          'products_sold_insert',
          'products_sold_leave',
          'products_sold_enter',
          'products_sold_change',
          'products_sold_delete',
          'users_sold_leave',
          'users_sold_return',
          'storefront_sold_count_insert',
          'storefront_sold_count_delete',
          'storefront_sold_count_update',
        ].map((name) => `drop trigger if exists ${name}`),
        'drop table if exists storefront_sold_search',
        'drop table if exists storefront_sold_titles',
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  await sql`drop table storefront_sold_entries`.execute(db);
  await sql`drop table storefront_sold_facet_counts`.execute(db);
}

async function createForSqlite(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    create table storefront_sold_entries (
      seq integer primary key,
      product_id text not null unique,
      category_id integer not null,
      created_at text not null,
      resale_price integer not null,
      item_type text, grade text, works integer, lens_mount text
    )`)
    .execute(db);
  // The same tokenizer and prefixes as storefront_search and storefront_titles (migration 003).
  await sql`
    create virtual table storefront_sold_search using fts5(
      name, brand, description, location, facets,
      content = '', contentless_delete = 1,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4 5 6'
    )`.execute(db);
  await sql`
    create virtual table storefront_sold_titles using fts5(
      name, brand,
      content = '', contentless_delete = 1,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4 5 6'
    )`.execute(db);

  /**
   * Adds the sold entries of the products `p` selected by `from` (newest seqs, in posting
   * order): seqs follow the entries' AUTOINCREMENT counter, which is then moved past them, so
   * the next entry or sold entry gets a higher one. The counter's row exists once an entry was
   * ever inserted; it is made here otherwise.
   */
  const addSold = (p: string, from: string) => `
    insert into sqlite_sequence (name, seq)
      select 'storefront_entries', coalesce((select max(seq) from storefront_entries), 0)
      where not exists (select 1 from sqlite_sequence where name = 'storefront_entries');
    insert into storefront_sold_entries (seq, ${COLUMNS})
      select (select seq from sqlite_sequence where name = 'storefront_entries')
               + row_number() over (order by ${p}.created_at, ${p}.id),
             ${valuesOf(p)}
      ${from};
    update sqlite_sequence set seq = max(seq, (select coalesce(max(seq), 0) from storefront_sold_entries))
      where name = 'storefront_entries';
    ${indexWords('p', `from storefront_sold_entries s join products p on p.id = s.product_id where s.product_id in (select ${p}.id ${from})`)}`;
  /** Indexes the words of the products `p` for the sold entries `s` selected by `from`. */
  function indexWords(p: string, from: string): string {
    return `
    insert into storefront_sold_search (rowid, name, brand, description, location, facets)
      select s.seq, ${p}.name, ${BRAND_CASE(`${p}.category_id`)}, ${p}.description, ${p}.location, 'c' || ${p}.category_id
      ${from};
    insert into storefront_sold_titles (rowid, name, brand)
      select s.seq, ${p}.name, ${BRAND_CASE(`${p}.category_id`)} ${from};`;
  }
  const forgetWords = (seqs: string) => `
    delete from storefront_sold_search where rowid in (${seqs});
    delete from storefront_sold_titles where rowid in (${seqs});`;
  const removeSold = (productIds: string) => `
    ${forgetWords(`select seq from storefront_sold_entries where product_id in (${productIds})`)}
    delete from storefront_sold_entries where product_id in (${productIds});`;
  const ofSeller = 'select id from products where seller_id = new.id';
  const sellerSold = `from products p0 where p0.seller_id = new.id and p0.status = 'sold' and p0.deleted_at is null
      and new.deleted_at is null and new.disabled = 0`;

  const statements = [
    `create trigger products_sold_insert after insert on products when ${SOLD('new')}
     begin ${addSold('n', `from products n where n.id = new.id and ${SELLER_ON('new.seller_id')}`)} end`,
    `create trigger products_sold_leave after update on products
     when (${SOLD('old')}) and not (${SOLD('new')})
     begin ${removeSold('old.id')} end`,
    `create trigger products_sold_enter after update on products
     when not (${SOLD('old')}) and (${SOLD('new')})
     begin ${addSold('n', `from products n where n.id = new.id and ${SELLER_ON('new.seller_id')}`)} end`,
    // Still sold: the entry keeps its seq; its columns are copied and its words re-indexed.
    `create trigger products_sold_change after update of name, description, location, category_id,
       created_at, resale_price, ${DETAILS.join(', ')} on products
     when (${SOLD('old')}) and (${SOLD('new')})
     begin
       update storefront_sold_entries set category_id = new.category_id, created_at = new.created_at,
         resale_price = new.resale_price, ${DETAILS.map((c) => `${c} = new.${c}`).join(', ')}
         where product_id = new.id;
       ${forgetWords('select seq from storefront_sold_entries where product_id = new.id')}
       ${indexWords('new', 'from storefront_sold_entries s where s.product_id = new.id')}
     end`,
    `create trigger products_sold_delete after delete on products begin ${removeSold('old.id')} end`,
    // A seller deleted or disabled: their sold listings leave; back on: they return.
    `create trigger users_sold_leave after update of deleted_at, disabled on users
     when (old.deleted_at is null and old.disabled = 0) and not (new.deleted_at is null and new.disabled = 0)
     begin ${removeSold(ofSeller)} end`,
    `create trigger users_sold_return after update of deleted_at, disabled on users
     when not (old.deleted_at is null and old.disabled = 0) and (new.deleted_at is null and new.disabled = 0)
     begin ${addSold('p0', sellerSold)} end`,
    `create trigger storefront_sold_count_insert after insert on storefront_sold_entries begin ${countUp('new')} end`,
    `create trigger storefront_sold_count_delete after delete on storefront_sold_entries begin ${countDown('old')} end`,
    `create trigger storefront_sold_count_update after update of ${KEY.join(', ')} on storefront_sold_entries
     when ${KEY.map((c) => `old.${c} is not new.${c}`).join(' or ')}
     begin ${countDown('old')} ${countUp('new')} end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);

  // Backfill: the listings sold before this migration, in posting order.
  const backfill = addSold(
    'p0',
    `from products p0 where p0.status = 'sold' and p0.deleted_at is null and ${SELLER_ON('p0.seller_id')}`,
  );
  for (const statement of backfill.split(';').filter((part) => part.trim() !== '')) {
    await sql.raw(statement).execute(db);
  }
}

async function createForPostgres(db: Kysely<unknown>): Promise<void> {
  // Seqs come from the entries' identity sequence: unique across both tables.
  await sql
    .raw(`
    create table storefront_sold_entries (
      seq integer primary key default nextval(pg_get_serial_sequence('storefront_entries', 'seq')),
      product_id text not null unique,
      category_id integer not null,
      created_at text not null,
      resale_price integer not null,
      item_type text, grade text, works integer, lens_mount text,
      search tsvector not null
    )`)
    .execute(db);
  await sql`create index storefront_sold_search on storefront_sold_entries using gin (search)`.execute(db);
  const insertSold = (p: string, where: string) => `
    insert into storefront_sold_entries (${COLUMNS}, search)
      select ${valuesOf(p)}, refocus_search_document(${p}.name, ${p}.category_id, ${p}.description, ${p}.location)
      from products ${p} where ${where} order by ${p}.created_at, ${p}.id`;

  await sql
    .raw(`
    create function refocus_products_storefront_sold() returns trigger language plpgsql as $$
    declare
      was_sold boolean := tg_op <> 'INSERT' and old.status = 'sold' and old.deleted_at is null;
      is_sold boolean := tg_op <> 'DELETE' and new.status = 'sold' and new.deleted_at is null;
    begin
      if was_sold and not is_sold then
        delete from storefront_sold_entries where product_id = old.id;
      elsif is_sold and not was_sold then
        ${insertSold('p', `p.id = new.id and ${SELLER_ON('p.seller_id')}`)};
      elsif is_sold and (new.name, new.description, new.location, new.category_id, new.created_at,
             new.resale_price, ${DETAILS.map((c) => `new.${c}`).join(', ')})
             is distinct from (old.name, old.description, old.location, old.category_id, old.created_at,
             old.resale_price, ${DETAILS.map((c) => `old.${c}`).join(', ')}) then
        update storefront_sold_entries set category_id = new.category_id, created_at = new.created_at,
          resale_price = new.resale_price, ${DETAILS.map((c) => `${c} = new.${c}`).join(', ')},
          search = refocus_search_document(new.name, new.category_id, new.description, new.location)
        where product_id = new.id;
      end if;
      return null;
    end $$`)
    .execute(db);
  await sql`
    create trigger products_storefront_sold after insert or update or delete on products
    for each row execute function refocus_products_storefront_sold()`.execute(db);

  await sql
    .raw(`
    create function refocus_users_storefront_sold() returns trigger language plpgsql as $$
    declare
      was_on boolean := old.deleted_at is null and old.disabled = 0;
      is_on boolean := new.deleted_at is null and new.disabled = 0;
    begin
      if was_on and not is_on then
        delete from storefront_sold_entries where product_id in (select id from products where seller_id = new.id);
      elsif is_on and not was_on then
        ${insertSold('p', `p.seller_id = new.id and p.status = 'sold' and p.deleted_at is null`)};
      end if;
      return null;
    end $$`)
    .execute(db);
  await sql`
    create trigger users_storefront_sold after update of deleted_at, disabled on users
    for each row execute function refocus_users_storefront_sold()`.execute(db);

  const keyChanged = KEY.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
  await sql
    .raw(`
    create function refocus_storefront_sold_counts() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' or (tg_op = 'UPDATE' and (${keyChanged})) then ${countDown('old')} end if;
      if tg_op = 'INSERT' or (tg_op = 'UPDATE' and (${keyChanged})) then ${countUp('new')} end if;
      return null;
    end $$`)
    .execute(db);
  await sql`
    create trigger storefront_sold_entries_counts after insert or delete or update on storefront_sold_entries
    for each row execute function refocus_storefront_sold_counts()`.execute(db);

  await sql
    .raw(insertSold('p', `p.status = 'sold' and p.deleted_at is null and ${SELLER_ON('p.seller_id')}`))
    .execute(db);
}
