import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Accounts people can trust (issue #13, decisions 014 and 015):
 *
 * - `jobs`: the durable job queue (decision 014). Work that must happen after a change —
 *   an e-mail to send — is a row written in the change's own transaction; a worker claims
 *   it with a lease, retries it with backoff, and gives up into the `dead` state.
 * - `action_codes`: single-use links sent by e-mail (verify an address, reset a password),
 *   kept only as a SHA-256 hash, with their expiry and the time they were used.
 * - `users.email_verified_at`: when the address was confirmed. Accounts made before this
 *   migration count as verified (decision 015): they signed up when no mail could be sent,
 *   and locking them out of listing and booking now would punish them for our gap.
 * - A disabled seller's listings leave the storefront (and come back on re-enabling), kept
 *   by triggers like the deleted seller's in migration 003.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The worker's one question: which job is due (queued and its time come, or its lease run out)?
  await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'run_at']).execute();

  await db.schema
    .createTable('action_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('action_codes_user')
    .on('action_codes')
    .columns(['user_id', 'purpose'])
    .execute();

  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
  await sql`update users set email_verified_at = created_at`.execute(db);

  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) await disabledSellersForPostgres(db);
  else await disabledSellersForSqlite(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const statements = postgres
    ? [
        'drop trigger if exists users_disabled_storefront on users',
        'drop trigger if exists storefront_entries_seller_enabled on storefront_entries',
        'drop function if exists refocus_users_disabled_storefront()',
        'drop function if exists refocus_storefront_seller_enabled()',
      ]
    : [
        'drop trigger if exists users_storefront_disable',
        'drop trigger if exists users_storefront_enable',
        'drop trigger if exists storefront_entries_seller_enabled',
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
  await db.schema.dropTable('action_codes').execute();
  await db.schema.dropTable('jobs').execute();
}

/** Frozen copy of migration 003's brand words: a migration never changes. */
const BRAND_CASE = (column: string) =>
  `case ${column} when 1 then 'Cannon Canon' when 2 then 'Sony' when 3 then 'Nikon' else '' end`;

const SELLER_OF_NEW_ENTRY_DISABLED = `exists (select 1 from products p join users u on u.id = p.seller_id
  where p.id = new.product_id and u.disabled = 1)`;

async function disabledSellersForSqlite(db: Kysely<unknown>): Promise<void> {
  const ofSeller =
    'from storefront_entries e join products p on p.id = e.product_id where p.seller_id = new.id';
  const statements = [
    // Whatever path adds an entry (a listing put back on sale, a deleted seller restored),
    // a disabled seller's listing does not stay. Its words are indexed after the entry, by
    // a select over the entries, which then finds none.
    `create trigger storefront_entries_seller_enabled after insert on storefront_entries
     when ${SELLER_OF_NEW_ENTRY_DISABLED}
     begin delete from storefront_entries where seq = new.seq; end`,
    `create trigger users_storefront_disable after update of disabled on users
     when old.disabled = 0 and new.disabled = 1
     begin
       delete from storefront_search where rowid in (select e.seq ${ofSeller});
       delete from storefront_titles where rowid in (select e.seq ${ofSeller});
       delete from storefront_entries where product_id in (select id from products where seller_id = new.id);
     end`,
    `create trigger users_storefront_enable after update of disabled on users
     when old.disabled = 1 and new.disabled = 0 and new.deleted_at is null
     begin
       insert into storefront_entries (product_id, category_id, created_at, resale_price)
         select id, category_id, created_at, resale_price from products
         where seller_id = new.id and status = 'available' and deleted_at is null
         order by created_at, id;
       insert into storefront_search (rowid, name, brand, description, location, facets)
         select e.seq, p.name, ${BRAND_CASE('p.category_id')}, p.description, p.location, 'c' || p.category_id
         ${ofSeller};
       insert into storefront_titles (rowid, name, brand)
         select e.seq, p.name, ${BRAND_CASE('p.category_id')} ${ofSeller};
     end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function disabledSellersForPostgres(db: Kysely<unknown>): Promise<void> {
  // PostgreSQL trigger conditions cannot read other tables: the function checks instead.
  await sql`
    create function refocus_storefront_seller_enabled() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from products p join users u on u.id = p.seller_id
                 where p.id = new.product_id and u.disabled = 1) then
        delete from storefront_entries where seq = new.seq;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger storefront_entries_seller_enabled after insert on storefront_entries
    for each row execute function refocus_storefront_seller_enabled()`.execute(db);

  await sql`
    create function refocus_users_disabled_storefront() returns trigger language plpgsql as $$
    begin
      if old.disabled = 0 and new.disabled = 1 then
        delete from storefront_entries where product_id in (select id from products where seller_id = new.id);
      elsif old.disabled = 1 and new.disabled = 0 and new.deleted_at is null then
        insert into storefront_entries (product_id, category_id, created_at, resale_price, search)
          select id, category_id, created_at, resale_price,
                 refocus_search_document(name, category_id, description, location)
          from products where seller_id = new.id and status = 'available' and deleted_at is null
          order by created_at, id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger users_disabled_storefront after update of disabled on users
    for each row execute function refocus_users_disabled_storefront()`.execute(db);
}
