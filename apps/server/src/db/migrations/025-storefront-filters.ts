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
 *
 * `storefront_facet_counts` holds how many entries each combination of brand and details has
 * (a few thousand rows at most), kept by triggers on the entries like `storefront_counts`: the
 * counts per option of a search without words or prices are sums over it, exact and cheap.
 */
const DETAILS = ['item_type', 'grade', 'works', 'lens_mount'] as const;
const INDEXES: Record<string, string> = {
  storefront_type_newest: 'item_type, created_at, seq',
  storefront_grade_newest: 'grade, created_at, seq',
  storefront_mount_newest: 'lens_mount, created_at, seq',
  storefront_works_newest: 'works, created_at, seq',
};

const detailList = DETAILS.join(', ');
const KEY = ['category_id', ...DETAILS];
/** A combination's key: NULL (not given) is stored as '' or -1, so it can be part of the primary key. */
const keyParts = (row: string) => [
  `${row}.category_id`,
  `coalesce(${row}.item_type, '')`,
  `coalesce(${row}.grade, '')`,
  `coalesce(${row}.works, -1)`,
  `coalesce(${row}.lens_mount, '')`,
];
const keyOf = (row: string) => keyParts(row).join(', ');
const keyMatches = (row: 'old') => KEY.map((column, i) => `${column} = ${keyParts(row)[i]}`).join(' and ');
const countUp = (row: 'new') => `
  insert into storefront_facet_counts (${KEY.join(', ')}, listings) values (${keyOf(row)}, 1)
    on conflict (${KEY.join(', ')}) do update set listings = storefront_facet_counts.listings + 1;`;
const countDown = (row: 'old') =>
  `update storefront_facet_counts set listings = listings - 1 where ${keyMatches(row)};`;
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
  await sql
    .raw(`
    create table storefront_facet_counts (
      category_id integer not null, item_type text not null, grade text not null, works integer not null,
      lens_mount text not null, listings integer not null,
      primary key (${KEY.join(', ')})
    )`)
    .execute(db);
  await sql
    .raw(`
    insert into storefront_facet_counts (${KEY.join(', ')}, listings)
      select ${keyOf('e')}, count(*) from storefront_entries e group by ${keyOf('e')}`)
    .execute(db);
  const keyChanged = KEY.map((c) => `old.${c} is distinct from new.${c}`).join(' or ');
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
    await sql
      .raw(`
      create function refocus_storefront_facet_counts() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' or (tg_op = 'UPDATE' and (${keyChanged})) then ${countDown('old')} end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and (${keyChanged})) then ${countUp('new')} end if;
        return null;
      end $$`)
      .execute(db);
    await sql`
      create trigger storefront_entries_facet_counts after insert or delete or update on storefront_entries
      for each row execute function refocus_storefront_facet_counts()`.execute(db);
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
  const counting = [
    `create trigger storefront_facet_count_insert after insert on storefront_entries begin ${countUp('new')} end`,
    `create trigger storefront_facet_count_delete after delete on storefront_entries begin ${countDown('old')} end`,
    `create trigger storefront_facet_count_update after update of ${KEY.join(', ')} on storefront_entries
     when ${keyChanged}
     begin ${countDown('old')} ${countUp('new')} end`,
  ];
  for (const statement of counting) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const statements = postgres
    ? [
        'drop trigger if exists storefront_entries_details on storefront_entries',
        'drop trigger if exists storefront_entries_facet_counts on storefront_entries',
        'drop function if exists refocus_storefront_facet_counts()',
        'drop trigger if exists products_storefront_details on products',
        'drop function if exists refocus_storefront_entry_details()',
        'drop function if exists refocus_products_storefront_details()',
      ]
    : [
        'drop trigger if exists storefront_entries_details',
        'drop trigger if exists products_storefront_details',
        'drop trigger if exists storefront_facet_count_insert',
        'drop trigger if exists storefront_facet_count_delete',
        'drop trigger if exists storefront_facet_count_update',
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  await sql`drop table storefront_facet_counts`.execute(db);
  for (const name of Object.keys(INDEXES)) await sql.raw(`drop index ${name}`).execute(db);
  for (const column of DETAILS) {
    await sql.raw(`alter table storefront_entries drop column ${column}`).execute(db);
  }
}
