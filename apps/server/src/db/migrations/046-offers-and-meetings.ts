import { type Kysely, sql } from 'kysely';

/**
 * Offers and meeting times (issue 45; decision 069).
 *
 * - `products.accepts_offers`: 0 is the seller's "no offers"; listings take offers by default.
 * - `offers`: one negotiation of one buyer over one listing. `amount` is the price on the table
 *   (whole cents), `turn` whose move it is while `open`, `rounds` how many prices were proposed,
 *   `expires_at` 48 hours after the last move. At most one open offer per buyer and listing
 *   (a partial unique index, so two offers at once cannot both land). `buyer_id` and
 *   `seller_id` go null with a deleted account: the offer stays as a record, like orders.
 * - `offer_moves`: each move in order, for the history both sides see.
 * - `orders.asked_price` / `orders.offer_id`: a booking an accepted offer became, and the asking
 *   price it was agreed below ("asked $X, agreed $Y").
 * - `orders.meeting_at`: the agreed meeting time (UTC); `meeting_reminded_at` and
 *   `meeting_followed_up_at` mark the reminder and the "did it happen?" notices as sent, so each
 *   goes once whichever instance sweeps first.
 * - `meeting_proposals`: the times one side proposed and the other has not answered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table products add column accepts_offers integer not null default 1`.execute(db);
  await sql`
    create table offers (
      id text primary key,
      product_id text not null references products (id),
      buyer_id text references users (id) on delete set null,
      seller_id text references users (id) on delete set null,
      buyer_name text not null,
      seller_name text not null,
      asked_price integer not null,
      amount integer not null,
      note text not null default '',
      status text not null check (status in ('open', 'accepted', 'declined', 'withdrawn', 'expired')),
      turn text check (turn in ('buyer', 'seller')),
      rounds integer not null,
      order_id text references orders (id),
      created_at text not null,
      updated_at text not null,
      expires_at text not null)`.execute(db);
  await sql`create unique index offers_one_open on offers (product_id, buyer_id) where status = 'open'`.execute(
    db,
  );
  await sql`create index offers_of_buyer on offers (buyer_id, updated_at)`.execute(db);
  await sql`create index offers_of_seller on offers (seller_id, updated_at)`.execute(db);
  await sql`create index offers_open_by_expiry on offers (expires_at) where status = 'open'`.execute(db);
  await sql`
    create table offer_moves (
      offer_id text not null references offers (id),
      seq integer not null,
      actor text not null check (actor in ('buyer', 'seller')),
      action text not null check (action in ('offer', 'counter', 'accept', 'decline', 'withdraw', 'expire')),
      amount integer,
      created_at text not null,
      primary key (offer_id, seq))`.execute(db);

  await sql`alter table orders add column asked_price integer`.execute(db);
  await sql`alter table orders add column offer_id text references offers (id)`.execute(db);
  await sql`alter table orders add column meeting_at text`.execute(db);
  await sql`alter table orders add column meeting_reminded_at text`.execute(db);
  await sql`alter table orders add column meeting_followed_up_at text`.execute(db);
  await sql`create index orders_by_meeting on orders (meeting_at) where meeting_at is not null`.execute(db);
  await sql`
    create table meeting_proposals (
      order_id text not null references orders (id),
      starts_at text not null,
      proposed_by text not null check (proposed_by in ('buyer', 'seller')),
      created_at text not null,
      primary key (order_id, starts_at))`.execute(db);
}
