import { type Kysely, sql } from 'kysely';

/**
 * The shop in its community's language (issue 47; decision 070).
 *
 * - `users.locale`: the language a person chose in Account Settings, for their e-mails and
 *   notices; null follows the shop's default.
 * - `shop_settings`: one row of the shop's own settings an admin changes from the admin pages;
 *   for now its default language (`en` until an admin says otherwise).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column locale text`.execute(db);
  await sql`
    create table shop_settings (
      id integer primary key check (id = 1),
      locale text not null,
      updated_at text not null)`.execute(db);
  await sql`insert into shop_settings (id, locale, updated_at) values (1, 'en', ${new Date(0).toISOString()})`.execute(
    db,
  );
}
