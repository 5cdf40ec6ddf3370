import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DB } from '../db/schema.js';
import { addSystemLine } from '../modules/conversations/conversations.public.js';
import { moveLine } from '../modules/offers/offers.public.js';

const HOUR = 3_600_000;
const BUYER_EMAIL = 'ivy@refocus.demo';
const SELLER_EMAIL = 'tom@refocus.demo';

/** Whole cents of a share of a price, rounded down to whole dollars (offers are whole amounts). */
const shareOf = (cents: number, share: number) => Math.floor((cents * share) / 100) * 100;

/**
 * The demo's offers (issue 45, item 6): Ivy's open offer on one of Tom's cameras, waiting for
 * him, and one he countered, waiting for her — each told in their thread by the shop's lines, as
 * the offers service would write them. Tom's two newest listings already carry the demo's
 * conversations (demo-conversations.ts); these are the next two.
 */
export async function seedDemoOffers(trx: Kysely<DB>, now: number): Promise<void> {
  const people = await trx
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('email', 'in', [BUYER_EMAIL, SELLER_EMAIL])
    .where('deleted_at', 'is', null)
    .execute();
  const buyer = people.find((p) => p.email === BUYER_EMAIL);
  const seller = people.find((p) => p.email === SELLER_EMAIL);
  if (!buyer || !seller) return;
  const [open, countered] = await trx
    .selectFrom('products')
    .select(['id', 'name', 'resale_price'])
    .where('seller_id', '=', seller.id)
    .orderBy('created_at', 'desc')
    .offset(2)
    .limit(2)
    .execute();
  if (!open || !countered) return;

  const negotiations = [
    { listing: open, prices: [shareOf(open.resale_price, 0.9)], hoursAgo: 5 },
    {
      listing: countered,
      prices: [shareOf(countered.resale_price, 0.8), shareOf(countered.resale_price, 0.9)],
      hoursAgo: 20,
    },
  ];
  for (const { listing, prices, hoursAgo } of negotiations) {
    const id = uuidv7();
    const stamps = prices.map((_, i) => new Date(now - (hoursAgo - 2 * i) * HOUR).toISOString());
    const last = stamps.at(-1)!;
    const amount = prices.at(-1)!;
    await trx
      .insertInto('offers')
      .values({
        id,
        product_id: listing.id,
        buyer_id: buyer.id,
        seller_id: seller.id,
        buyer_name: buyer.name,
        seller_name: seller.name,
        asked_price: listing.resale_price,
        amount,
        note: prices.length === 1 ? 'I can meet this week, cash on the spot.' : '',
        status: 'open',
        // The buyer offers, the seller counters: whose move it is follows the count.
        turn: prices.length % 2 === 1 ? 'seller' : 'buyer',
        rounds: prices.length,
        order_id: null,
        created_at: stamps[0]!,
        updated_at: last,
        expires_at: new Date(Date.parse(last) + 48 * HOUR).toISOString(),
      })
      .execute();
    await trx
      .insertInto('offer_moves')
      .values(
        prices.map((price, i) => ({
          offer_id: id,
          seq: i + 1,
          actor: i % 2 === 0 ? ('buyer' as const) : ('seller' as const),
          action: i === 0 ? ('offer' as const) : ('counter' as const),
          amount: price,
          created_at: stamps[i]!,
        })),
      )
      .execute();
    for (const [i, price] of prices.entries()) {
      // In the words the offers service writes for the same move.
      const names = { buyer_name: buyer.name, seller_name: seller.name, product_name: listing.name };
      const text = moveLine(names, i % 2 === 0 ? 'buyer' : 'seller', i === 0 ? 'offer' : 'counter', price);
      await addSystemLine(trx, {
        productId: listing.id,
        buyerId: buyer.id,
        sellerId: seller.id,
        text,
        at: stamps[i]!,
      });
    }
  }
}
