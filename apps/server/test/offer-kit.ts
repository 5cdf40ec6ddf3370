import type { NotificationKind } from '@refocus/contract';
import type { Clock } from '../src/clock.js';
import { Notifier, UnsubscribeTokens } from '../src/modules/notifications/notifications.public.js';
import { sweepOffers } from '../src/modules/offers/offer-expiry.js';
import { insertProduct } from './fixtures.js';
import type { TestSession } from './sessions.js';
import type { TestApp } from './test-app.js';

/** What the offers' API tests share: their requests, and reads of what a move left behind. */
export function offerKit(t: TestApp) {
  const db = () => t.app.database.db;
  return {
    /** A listing of `sellerId`, asking $1,200 unless told otherwise. */
    listing: async (sellerId: string, overrides: Parameters<typeof insertProduct>[2] = {}) =>
      (await insertProduct(db(), sellerId, { name: 'Sony a7 III', resale_price: 120_000, ...overrides })).id,
    offer: (session: TestSession, productId: string, amount: unknown, note?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/offers',
        headers: session.auth,
        payload: { productId, amount, ...(note === undefined ? {} : { note }) },
      }),
    move: (session: TestSession, id: string, action: string, amount?: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/offers/${id}`,
        headers: session.auth,
        payload: { action, ...(amount === undefined ? {} : { amount }) },
      }),
    get: (session: TestSession, id: string) =>
      t.app.inject({ url: `/api/offers/${id}`, headers: session.auth }),
    mine: (session: TestSession, query = '') =>
      t.app.inject({ url: `/api/me/offers${query}`, headers: session.auth }),
    viewer: async (session: TestSession, productId: string) =>
      (await t.app.inject({ url: `/api/products/${productId}/viewer`, headers: session.auth })).json(),
    /** The texts of a person's offer notices, oldest first. */
    notices: async (userId: string, kind: NotificationKind = 'offer') =>
      (
        await db()
          .selectFrom('notifications')
          .select(['text', 'link'])
          .where('user_id', '=', userId)
          .where('kind', '=', kind)
          .orderBy('created_at')
          .orderBy('id')
          .execute()
      ).map((row) => row.text),
    /** The shop's lines in the buyer's thread of a listing, oldest first. */
    lines: async (productId: string, buyerId: string) =>
      (
        await db()
          .selectFrom('conversation_messages as m')
          .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
          .select('m.body')
          .where('c.product_id', '=', productId)
          .where('c.buyer_id', '=', buyerId)
          .where('m.sender_role', '=', 'system')
          .orderBy('m.created_at')
          .orderBy('m.id')
          .execute()
      ).map((row) => row.body),
    offerRow: (id: string) =>
      db().selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    orderOf: (offerId: string) =>
      db().selectFrom('orders').selectAll().where('offer_id', '=', offerId).execute(),
    productStatus: async (id: string) =>
      (await db().selectFrom('products').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status,
    /** One sweep as an instance runs it, on the app's database, by `clock`. */
    sweep: (clock: Clock) =>
      sweepOffers({
        db: db(),
        notifier: new Notifier(new UnsubscribeTokens(new TextEncoder().encode('offer-test-secret')), clock),
        events: t.app.liveEvents,
        clock,
        origin: '',
      }),
  };
}
