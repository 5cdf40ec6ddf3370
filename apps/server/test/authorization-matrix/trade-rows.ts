import { multipartBody } from '../multipart.js';
import type { Row } from './matrix.js';
import { SIGNED_IN } from './matrix.js';

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
    route: 'PATCH /api/orders/:id',
    note: 'the buyer cancels their own booking',
    request: async (ctx) => ({
      method: 'PATCH',
      url: `/api/orders/${await ctx.freshOrder()}`,
      payload: { status: 'cancelled' },
    }),
    expect: [401, 200, 403, 403, 403, 401],
  },
];
