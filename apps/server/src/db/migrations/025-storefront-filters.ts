import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Catalogue filters on camera details (issue 14 item 3; decision 037). The storefront entries
 * carry the details lists filter and count on (item type, grade, works, lens mount), and one
 * index per filter, each ending `created_at, seq` so a filtered list reads newest-first in
 * order and a facet option is counted over one index range.
 *
 * Entries are inserted by several triggers (migrations 003 and 005); rather than rewrite each,
 * the details are filled in when an entry is inserted (from its product, which is written by
 * then) and copied again when a product's details change.
 */
const DETAILS = ['item_type', 'grade', 'works', 'lens_mount'] as const;
const INDEXES: Record<string, string> = {
  storefront_type_newest: 'item_type, created_at, seq',
  storefront_grade_newest: 'grade, created_at, seq',
  storefront_mount_newest: 'lens_mount, created_at, seq',
  storefront_works_newest: 'works, created_at, seq',
};

const detailList = DETAILS.join(', ');
const fromProduct = (id: string) =>
  `(select ${DETAILS.map((c) => `p.${c}`).join(', ')} from products p where p.id = ${id})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const column of DETAILS) {
    const type = column === 'works' ? 'integer' : 'text';
    await sql.raw(`alter table storefront_entries add column ${column} ${type}`).execute(db);
  }
  await sql
    .raw(`update storefront_entries set (${detailList}) = ${fromProduct('storefront_entries.product_id')}`)
    .execute(db);
  for (const [name, columns] of Object.entries(INDEXES)) {
    await sql.raw(`create index ${name} on storefront_entries (${columns})`).execute(db);
  }
  const changed = DETAILS.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
  if (postgres) {
    await sql
      .raw(`
      create function refocus_storefront_entry_details() returns trigger language plpgsql as $$
      begin
        select ${DETAILS.map((c) => `p.${c}`).join(', ')} into ${DETAILS.map((c) => `new.${c}`).join(', ')}
          from products p where p.id = new.product_id;
        return new;
      end $$`)
      .execute(db);
    await sql`
      create trigger storefront_entries_details before insert on storefront_entries
      for each row execute function refocus_storefront_entry_details()`.execute(db);
    await sql
      .raw(`
      create function refocus_products_storefront_details() returns trigger language plpgsql as $$
      begin
        update storefront_entries set (${detailList}) = (${DETAILS.map((c) => `new.${c}`).join(', ')})
          where product_id = new.id;
        return null;
      end $$`)
      .execute(db);
    await sql
      .raw(`
      create trigger products_storefront_details after update of ${detailList} on products
      for each row when (${changed}) execute function refocus_products_storefront_details()`)
      .execute(db);
    return;
  }
  await sql
    .raw(`
    create trigger storefront_entries_details after insert on storefront_entries
    begin
      update storefront_entries set (${detailList}) = ${fromProduct('new.product_id')} where seq = new.seq;
    end`)
    .execute(db);
  await sql
    .raw(`
    create trigger products_storefront_details after update of ${detailList} on products
    when ${changed}
    begin
      update storefront_entries set (${detailList}) = (${DETAILS.map((c) => `new.${c}`).join(', ')})
        where product_id = new.id;
    end`)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const statements = postgres
    ? [
        'drop trigger if exists storefront_entries_details on storefront_entries',
        'drop trigger if exists products_storefront_details on products',
        'drop function if exists refocus_storefront_entry_details()',
        'drop function if exists refocus_products_storefront_details()',
      ]
    : [
        'drop trigger if exists storefront_entries_details',
        'drop trigger if exists products_storefront_details',
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  for (const name of Object.keys(INDEXES)) await sql.raw(`drop index ${name}`).execute(db);
  for (const column of DETAILS) {
    await sql.raw(`alter table storefront_entries drop column ${column}`).execute(db);
  }
}
