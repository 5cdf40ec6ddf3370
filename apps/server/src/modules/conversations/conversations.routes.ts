import multipart from '@fastify/multipart';
import {
  ChatMessageSchema,
  ConversationListSchema,
  ConversationSchema,
  FindConversationQuerySchema,
  FoundConversationSchema,
  MESSAGE_MAIL_INTERVAL_MINUTES,
  opaqueId,
  PageQuerySchema,
  SendMessageSchema,
  StartConversationSchema,
  UnreadCountSchema,
} from '@refocus/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import { setPagingHeaders } from '../../shared/paging-headers.js';
import { linkOrigin } from '../auth/auth.public.js';
import {
  type ImageQueue,
  ONE_IMAGE_LIMITS,
  queuedOn,
  readImageField,
  refuseOversizedUpload,
  refuseWhenQueueFull,
  type StoredMessagePhoto,
} from '../images/images.public.js';
import type { ConversationsService, Subject } from './conversations.service.js';
import { conversationsErrors } from './conversations-errors.js';
import { MessagesThrottled } from './message-throttle.js';

const security = BEARER;

/** Photos one person may send in an hour: plenty for showing a camera, and a bound on image work. */
const MESSAGE_PHOTOS_PER_HOUR = 30;

/** Where message photos go: the image queue the image host shares, and the store. */
export interface MessagePhotos {
  queue: ImageQueue;
  store(
    bytes: Buffer,
    owner: { userId: string; conversationId: string },
    run: <T>(work: () => Promise<T>) => Promise<T>,
  ): Promise<StoredMessagePhoto>;
  /** The stored WebP of a message photo, or undefined when the store has none. */
  read(imageId: string): Promise<Buffer | undefined>;
}
const tags = ['conversations'];
const params = z.object({ id: opaqueId('id') });
const photoParams = z.object({ id: opaqueId('id'), messageId: opaqueId('messageId') });

/** Runs `send`; a refusal past the message caps carries `Retry-After` (issue 41 item 4). */
async function withRetryAfter<T>(reply: FastifyReply, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof MessagesThrottled) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}
const CAPS =
  'At most a set number of messages (text or photo) per person per minute and per day: 429 with `Retry-After`.';
const subjectOf = (body: { productId?: string; orderId?: string }): Subject =>
  body.orderId !== undefined ? { orderId: body.orderId } : { productId: body.productId ?? '' };

/** Issue 15 item 1: buyer and seller talk about a listing and its bookings (decision 026). */
export function conversationRoutes(
  conversations: ConversationsService,
  publicUrl: string | undefined,
  photos: MessagePhotos,
) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { limits: ONE_IMAGE_LIMITS });
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/conversations',
      {
        schema: {
          tags,
          summary: "The caller's conversations, the latest message first (paged, bare array)",
          security,
          querystring: PageQuerySchema,
          response: { 200: ConversationListSchema },
        },
        config: { access: 'user' },
      },
      async (request, reply) => {
        const { items, total } = await conversations.inbox(callerOf(request), request.query);
        setPagingHeaders(request, reply, { ...request.query, total });
        return items;
      },
    );

    api.get(
      '/api/conversations/unread',
      {
        schema: {
          tags,
          summary: 'How many messages from others the caller has not read, across their conversations',
          security,
          response: { 200: UnreadCountSchema },
        },
        config: { access: 'user' },
      },
      async (request) => ({ unread: await conversations.unread(callerOf(request)) }),
    );

    api.get(
      '/api/conversations/find',
      {
        schema: {
          tags,
          summary: 'The conversation of a listing (the caller as its buyer) or of a booking, or null',
          description: 'Null also for an id that names nothing; 403 for a booking of other people.',
          security,
          querystring: FindConversationQuerySchema,
          response: { 200: FoundConversationSchema, ...errorResponses(400, 403) },
        },
        config: { access: 'user' },
      },
      async (request) => ({
        conversationId: await conversations.find(callerOf(request), subjectOf(request.query)),
      }),
    );

    api.post(
      '/api/conversations',
      {
        schema: {
          tags,
          summary: 'Write the first message about a listing (ask the seller) or a booking',
          description: [
            'With `productId` the caller asks the seller as a would-be buyer; with `orderId` either side of a booking writes.',
            'A buyer has one conversation per listing: asking again or booking carries on the same thread.',
            `The other side is told live and by e-mail, at most once per ${MESSAGE_MAIL_INTERVAL_MINUTES} minutes per conversation.`,
            'Answers the thread with only the message just sent in `messages`; `GET /api/conversations/{id}` reads the rest.',
            CAPS,
            'Errors: 404 no such listing or booking; 403 not your booking; 409 your own listing, or the thread is read-only.',
          ].join(' '),
          security,
          body: StartConversationSchema,
          response: { 200: ConversationSchema, ...errorResponses(400, 403, 404, 409, 429) },
        },
        config: { access: 'user' },
      },
      async (request, reply) =>
        withRetryAfter(reply, () =>
          conversations.start(
            callerOf(request),
            subjectOf(request.body),
            request.body.text,
            linkOrigin(request, publicUrl),
          ),
        ),
    );

    api.get(
      '/api/conversations/:id',
      {
        schema: {
          tags,
          summary: 'One conversation and its newest messages (its two people; admins read only)',
          security,
          params,
          response: { 200: ConversationSchema, ...errorResponses(403, 404) },
        },
        config: { access: 'user' },
      },
      async (request) => conversations.read(callerOf(request), request.params.id),
    );

    api.post(
      '/api/conversations/:id/messages',
      {
        schema: {
          tags,
          summary: 'Send a message (at most 2 000 characters) on an open conversation; answers that message',
          description: [
            'Answers the message just sent, not the thread.',
            CAPS,
            'Errors: 403 not one of its two people (admins read only); 409 read-only: the booking was cancelled, declined or completed, the camera is gone, or an account closed.',
          ].join(' '),
          security,
          params,
          body: SendMessageSchema,
          response: { 200: ChatMessageSchema, ...errorResponses(400, 403, 404, 409, 429) },
        },
        config: { access: 'user' },
      },
      async (request, reply) =>
        withRetryAfter(reply, () =>
          conversations.send(
            callerOf(request),
            request.params.id,
            request.body.text,
            linkOrigin(request, publicUrl),
          ),
        ),
    );

    api.post(
      '/api/conversations/:id/photos',
      {
        schema: {
          tags,
          summary:
            'Send a photo on an open conversation: multipart field "image"; JPEG, PNG, WebP, AVIF or GIF, ≤ 10 MB; stored as a WebP within 1600 px, without metadata',
          description:
            "Who may write is checked before the image is read: 403 not one of its two people; 409 read-only. At most 30 photos per person per hour, and each counts as a message against the caps (429 with `Retry-After`). Answers the message just sent; its `photoUrl` is served to the thread's people only.",
          security,
          params,
          consumes: ['multipart/form-data'],
          response: { 200: ChatMessageSchema, ...errorResponses(400, 403, 404, 409, 413, 415, 429, 503) },
        },
        config: {
          access: 'user',
          rateLimit: {
            max: MESSAGE_PHOTOS_PER_HOUR,
            timeWindow: '1 hour',
            keyGenerator: (request) => `message-photo:${request.caller?.id ?? request.ip}`,
          },
        },
        preHandler: async (request, reply) => {
          refuseOversizedUpload(request);
          refuseWhenQueueFull(photos.queue, reply);
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        return withRetryAfter(reply, () =>
          conversations.sendPhoto(
            caller,
            request.params.id,
            async (conversationId) => {
              const bytes = await readImageField(request);
              return photos.store(
                bytes,
                { userId: caller.id, conversationId },
                queuedOn(photos.queue, reply),
              );
            },
            linkOrigin(request, publicUrl),
          ),
        );
      },
    );

    api.get(
      '/api/conversations/:id/messages/:messageId/photo',
      {
        schema: {
          tags,
          summary:
            "A message's photo (WebP): for the thread's two people, and admins reading a reported thread",
          description: [
            'Served only while the message is visible: a photo a moderator removed answers 404 to everyone (issue 41 item 12).',
            'Never cached by shared caches (`Cache-Control: private, no-cache`); the ETag lets a browser keep its copy once the check passes again.',
            'The web app fetches it with the Authorization header and shows it from a blob URL.',
            'Errors: 403 not one of its people; 404 no such conversation, message or photo.',
          ].join(' '),
          security,
          params: photoParams,
        },
        // The answer is the file itself; failures are the JSON error body.
        config: { access: 'user', documentedErrors: [404] },
      },
      async (request, reply) => {
        const { id, messageId } = request.params;
        const imageId = await conversations.photo(callerOf(request), id, messageId);
        // Who may see it is checked on every request: nothing may keep it for another person.
        reply.header('cache-control', 'private, no-cache').header('etag', `"${imageId}"`);
        if (request.headers['if-none-match'] === `"${imageId}"`) return reply.code(304).send();
        const bytes = await photos.read(imageId);
        if (!bytes) throw new AppError('not-found', conversationsErrors.suchPhoto);
        return reply.type('image/webp').send(bytes);
      },
    );

    api.put(
      '/api/conversations/:id/read',
      {
        schema: {
          tags,
          summary: 'Mark the conversation read up to its newest message; answers the unread count left',
          security,
          params,
          response: { 200: UnreadCountSchema, ...errorResponses(400, 403, 404) },
        },
        config: { access: 'user' },
      },
      async (request) => ({ unread: await conversations.markRead(callerOf(request), request.params.id) }),
    );
  };
}
