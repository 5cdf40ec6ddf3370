import { v7 as uuidv7 } from 'uuid';
import { toInstant, toLocalTime } from '../../src/modules/orders/meeting-times.js';
import { multipartBody } from '../multipart.js';
import type { Context, Row } from './matrix.js';
import { SIGNED_IN } from './matrix.js';

/** The matrix's app sets no SHOP_TIME_ZONE: meeting times are this machine's wall-clock. */
const MACHINE_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Noon two days from now, as the shop's wall-clock time: a meeting time any check admits. */
const meetingTimeInTwoDays = () =>
  `${toLocalTime(new Date(Date.now() + 2 * 86_400_000), MACHINE_ZONE).slice(0, 10)}T12:00`;

/** A fresh open offer of `buyer` on a fresh listing of `seller` ($500 asked, $400 offered): the seller's turn. */
async function freshOffer(ctx: Context): Promise<string> {
  const productId = await ctx.freshProduct();
  const id = uuidv7();
  const now = new Date();
  const at = now.toISOString();
  const db = ctx.t.app.database.db;
  await db
    .insertInto('offers')
    .values({
      id,
      product_id: productId,
      buyer_id: ctx.users.buyer.id,
      seller_id: ctx.users.seller.id,
      buyer_name: ctx.users.buyer.name,
      seller_name: ctx.users.seller.name,
      asked_price: 50_000,
      amount: 40_000,
      note: '',
      status: 'open',
      turn: 'seller',
      rounds: 1,
      order_id: null,
      created_at: at,
      updated_at: at,
      expires_at: new Date(now.getTime() + 48 * 3_600_000).toISOString(),
    })
    .execute();
  await db
    .insertInto('offer_moves')
    .values({ offer_id: id, seq: 1, actor: 'buyer', action: 'offer', amount: 40_000, created_at: at })
    .execute();
  return id;
}

/** The matrix's rows for bookings, conversations, reviews, reports, notifications and live events. */
export const TRADE_ROWS: Row[] = [
  {
    route: 'POST /api/orders',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/orders',
      payload: { productId: await ctx.freshProduct(), phoneNumber: '555 0100', location: 'Park' },
    }),
    expect: [401, 200, 409, 200, 200, 401],
  },
  {
    route: 'GET /api/events',
    note: 'a live stream: read as a stream by those who get one, ended when the app closes',
    request: (_ctx, caller) => ({
      url: '/api/events',
      headers: { accept: 'text/event-stream' },
      payloadAsStream: caller !== 'anonymous' && caller !== 'deleted',
    }),
    expect: SIGNED_IN,
  },
  {
    route: 'GET /api/events',
    note: 'not asked as an event stream',
    request: () => ({ url: '/api/events' }),
    expect: [401, 400, 400, 400, 400, 401],
  },
  { route: 'GET /api/conversations', request: () => ({ url: '/api/conversations' }), expect: SIGNED_IN },
  { route: 'GET /api/notifications', request: () => ({ url: '/api/notifications' }), expect: SIGNED_IN },
  {
    route: 'GET /api/notifications/unread',
    request: () => ({ url: '/api/notifications/unread' }),
    expect: SIGNED_IN,
  },
  {
    route: 'POST /api/notifications/read',
    note: 'marks only the caller’s own',
    request: () => ({ method: 'POST', url: '/api/notifications/read', payload: {} }),
    expect: SIGNED_IN,
  },
  {
    route: 'POST /api/notifications/unsubscribe',
    note: 'no sign-in: the token decides, and a made-up one is refused whoever asks',
    request: (ctx) => ({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { user: ctx.users.seller.id, kind: 'message', token: 'A'.repeat(43) },
    }),
    expect: [400, 400, 400, 400, 400, 400],
  },
  {
    route: 'GET /api/conversations/unread',
    request: () => ({ url: '/api/conversations/unread' }),
    expect: SIGNED_IN,
  },
  {
    route: 'GET /api/conversations/find',
    note: "a booking's two sides may look its conversation up; nobody else",
    request: async (ctx) => ({ url: `/api/conversations/find?orderId=${await ctx.freshOrder()}` }),
    expect: [401, 200, 200, 403, 403, 401],
  },
  {
    route: 'POST /api/conversations',
    note: 'anyone signed in may ask about a listing, except its own seller',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/conversations',
      payload: { productId: await ctx.freshProduct(), text: 'Is it still available?' },
    }),
    expect: [401, 200, 409, 200, 200, 401],
  },
  {
    route: 'GET /api/conversations/:id',
    note: 'its two people only while no report concerns it',
    request: async (ctx) => ({ url: `/api/conversations/${await ctx.freshConversation()}` }),
    expect: [401, 200, 200, 403, 403, 401],
  },
  {
    route: 'GET /api/conversations/:id',
    note: 'admins read one whose message was reported',
    request: async (ctx) => ({ url: `/api/conversations/${await ctx.freshReportedConversation()}` }),
    expect: [401, 200, 200, 403, 200, 401],
  },
  {
    route: 'POST /api/reports',
    note: 'anyone signed in reports a listing, except its own seller',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/reports',
      payload: { kind: 'listing', targetId: await ctx.freshProduct(), reason: 'fake' },
    }),
    expect: [401, 200, 409, 200, 200, 401],
  },
  {
    route: 'POST /api/reports',
    note: "a message only by its conversation's other person",
    request: async (ctx) => {
      const message = await ctx.t.app.database.db
        .selectFrom('conversation_messages')
        .select('id')
        .where('conversation_id', '=', await ctx.freshConversation())
        .executeTakeFirstOrThrow();
      return {
        method: 'POST',
        url: '/api/reports',
        payload: { kind: 'message', targetId: message.id, reason: 'spam' },
      };
    },
    expect: [401, 409, 200, 403, 403, 401],
  },
  {
    route: 'POST /api/conversations/:id/messages',
    note: 'its two people only: admins read, never write',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/conversations/${await ctx.freshConversation()}/messages`,
      payload: { text: 'Hello' },
    }),
    expect: [401, 200, 200, 403, 403, 401],
  },
  {
    route: 'POST /api/conversations/:id/photos',
    note: 'its two people only, checked before the image is read',
    request: async (ctx) => {
      const body = multipartBody({ filename: 'm.png', contentType: 'image/png', bytes: ctx.png });
      return {
        method: 'POST',
        url: `/api/conversations/${await ctx.freshConversation()}/photos`,
        payload: body.payload,
        headers: body.headers,
      };
    },
    expect: [401, 200, 200, 403, 403, 401],
  },
  {
    route: 'GET /api/conversations/:id/messages/:messageId/photo',
    note: "a message's photo: its two people only while no report concerns it (issue 41.12)",
    request: async (ctx) => ({ url: await ctx.freshMessagePhoto(false) }),
    expect: [401, 200, 200, 403, 403, 401],
  },
  {
    route: 'GET /api/conversations/:id/messages/:messageId/photo',
    note: 'admins see the photo of a reported message',
    request: async (ctx) => ({ url: await ctx.freshMessagePhoto(true) }),
    expect: [401, 200, 200, 403, 200, 401],
  },
  {
    route: 'PUT /api/conversations/:id/read',
    request: async (ctx) => ({
      method: 'PUT',
      url: `/api/conversations/${await ctx.freshConversation()}/read`,
    }),
    expect: [401, 200, 200, 403, 403, 401],
  },
  {
    route: 'POST /api/orders/:id/review',
    note: 'the two sides of a completed booking; nobody else',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/orders/${await ctx.freshCompletedOrder()}/review`,
      payload: { rating: 5, text: 'Great' },
    }),
    expect: [401, 200, 200, 403, 403, 401],
  },
  {
    route: 'PATCH /api/reviews/:id',
    note: 'its writer only',
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/reviews/${await ctx.freshReview()}`,
      payload: { rating: 4, text: 'Good' },
    }),
    expect: [401, 200, 403, 403, 403, 401],
  },
  {
    route: 'POST /api/reviews/:id/answer',
    note: 'the reviewed person only',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/reviews/${await ctx.freshReview()}/answer`,
      payload: { text: 'Thanks' },
    }),
    expect: [401, 403, 200, 403, 403, 401],
  },
  {
    route: 'PATCH /api/orders/:id',
    note: "seller accepts a booking of their listing; another buyer's order is out of reach",
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/orders/${await ctx.freshOrder()}`,
      payload: { status: 'accepted' },
    }),
    expect: [401, 403, 200, 403, 403, 401],
  },
  {
    route: 'PATCH /api/orders/:id/meeting',
    note: "a booking's two sides propose meeting times; nobody else",
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/orders/${await ctx.freshOrder()}/meeting`,
      payload: { action: 'propose', times: [meetingTimeInTwoDays()] },
    }),
    expect: [401, 200, 200, 403, 403, 401],
  },
  {
    route: 'PATCH /api/orders/:id/meeting',
    note: "only the other side accepts a proposed time: here the seller's, so the buyer",
    request: async (ctx) => {
      const orderId = await ctx.freshOrder();
      const time = meetingTimeInTwoDays();
      await ctx.t.app.database.db
        .insertInto('meeting_proposals')
        .values({
          order_id: orderId,
          starts_at: toInstant(time, MACHINE_ZONE, 'time').toISOString(),
          proposed_by: 'seller',
          created_at: new Date().toISOString(),
        })
        .execute();
      return { method: 'PATCH', url: `/api/orders/${orderId}/meeting`, payload: { action: 'accept', time } };
    },
    expect: [401, 200, 409, 403, 403, 401],
  },
  {
    route: 'PATCH /api/orders/:id',
    note: 'the buyer cancels their own booking',
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/orders/${await ctx.freshOrder()}`,
      payload: { status: 'cancelled' },
    }),
    expect: [401, 200, 403, 403, 403, 401],
  },
  {
    route: 'POST /api/offers',
    note: 'anyone signed in with a confirmed address offers, except on their own listing',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/offers',
      payload: { productId: await ctx.freshProduct(), amount: 400 },
    }),
    expect: [401, 200, 409, 200, 200, 401],
  },
  { route: 'GET /api/me/offers', request: () => ({ url: '/api/me/offers' }), expect: SIGNED_IN },
  {
    route: 'GET /api/offers/:id',
    note: 'its buyer and seller only',
    request: async (ctx) => ({ url: `/api/offers/${await freshOffer(ctx)}` }),
    expect: [401, 200, 200, 403, 403, 401],
  },
  {
    route: 'PATCH /api/offers/:id',
    note: 'the seller answers on their turn; the buyer waits; nobody else moves it',
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/offers/${await freshOffer(ctx)}`,
      payload: { action: 'decline' },
    }),
    expect: [401, 409, 200, 403, 403, 401],
  },
  {
    route: 'PATCH /api/offers/:id',
    note: 'only the buyer withdraws',
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/offers/${await freshOffer(ctx)}`,
      payload: { action: 'withdraw' },
    }),
    expect: [401, 200, 409, 403, 403, 401],
  },
];
