import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DB } from '../db/schema.js';

const MINUTE = 60_000;

/** Who talks in the demo: Ivy (a buyer) and Tom (a seller), whom no e2e journey signs in as. */
const BUYER_EMAIL = 'ivy@refocus.demo';
const SELLER_EMAIL = 'tom@refocus.demo';

/** A thread: whether Ivy booked the camera first, then who wrote what, oldest first. */
const THREADS: { booked: boolean; messages: ['buyer' | 'seller', string][] }[] = [
  {
    booked: false,
    messages: [
      ['buyer', 'Hello! Does the shutter fire at every speed, and is there any haze in the lens?'],
      ['seller', 'Every speed fires, checked last week. The lens is clean: no haze, no fungus.'],
    ],
  },
  {
    booked: true,
    messages: [
      ['buyer', 'I have just booked it. Could we meet on Saturday morning?'],
      ['seller', 'Saturday works. I can bring a roll of film so you can try it.'],
      ['buyer', 'Perfect, thank you!'],
    ],
  },
];

/** 11:00 UTC three days from `now`: a time the demo's booking agreed on. */
function demoMeetingTime(now: number): string {
  const day = 24 * 60 * MINUTE;
  return new Date(Math.floor((now + 3 * day) / day) * day + 11 * 60 * MINUTE).toISOString();
}

/**
 * The demo shop's conversations (issue 15): a question before booking, answered, and a
 * booking the two talk about, so the inbox, the unread counts and a thread show after
 * `npm start`. Ivy has not read Tom's answer; Tom has not read Ivy's thanks.
 */
export async function seedDemoConversations(trx: Kysely<DB>, now: number): Promise<void> {
  const people = await trx
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('email', 'in', [BUYER_EMAIL, SELLER_EMAIL])
    .where('deleted_at', 'is', null)
    .execute();
  const buyer = people.find((p) => p.email === BUYER_EMAIL);
  const seller = people.find((p) => p.email === SELLER_EMAIL);
  if (!buyer || !seller) return;
  const listings = await trx
    .selectFrom('products')
    .select(['id', 'name', 'resale_price'])
    .where('seller_id', '=', seller.id)
    .orderBy('created_at', 'desc')
    .limit(THREADS.length)
    .execute();

  for (const [index, thread] of THREADS.entries()) {
    const listing = listings[index];
    if (!listing) return;
    let at = now - (index + 1) * 90 * MINUTE;
    const iso = () => new Date(at).toISOString();
    if (thread.booked) {
      await trx
        .insertInto('orders')
        .values({
          id: uuidv7(),
          product_id: listing.id,
          buyer_id: buyer.id,
          user_name: buyer.name,
          user_email: buyer.email,
          product_name: listing.name,
          price: listing.resale_price,
          phone_number: '+1 555 0142',
          location: 'Central Station, main hall',
          status: 'pending',
          // Agreed for Saturday-ish morning, three days on (issue 45, item 6): the seller is still to accept.
          meeting_at: demoMeetingTime(now),
          created_at: iso(),
          updated_at: iso(),
        })
        .execute();
    }
    const conversationId = uuidv7();
    const created = iso();
    const stamps: string[] = [];
    for (const _ of thread.messages) {
      at += 7 * MINUTE;
      stamps.push(iso());
    }
    const last = stamps.at(-1) ?? created;
    // Each side has read up to its own last message: the other's later ones stay unread.
    const lastBy = (role: 'buyer' | 'seller') =>
      stamps.filter((_, i) => thread.messages[i]?.[0] === role).at(-1) ?? null;
    await trx
      .insertInto('conversations')
      .values({
        id: conversationId,
        product_id: listing.id,
        buyer_id: buyer.id,
        seller_id: seller.id,
        created_at: created,
        last_message_at: last,
        buyer_read_at: lastBy('buyer'),
        seller_read_at: lastBy('seller'),
        // As if each side had been e-mailed long ago: the demo queues no mail.
        buyer_mailed_at: created,
        seller_mailed_at: created,
      })
      .execute();
    await trx
      .insertInto('conversation_messages')
      .values(
        thread.messages.map(([role, body], i) => ({
          id: uuidv7(),
          conversation_id: conversationId,
          sender_role: role,
          body,
          created_at: stamps[i] ?? last,
        })),
      )
      .execute();
  }
}
