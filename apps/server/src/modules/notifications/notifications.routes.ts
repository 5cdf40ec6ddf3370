import {
  MarkNotificationsReadSchema,
  NotificationListSchema,
  NotificationPreferenceSchema,
  NotificationPreferencesSchema,
  NotificationUnreadSchema,
  PageQuerySchema,
  UnsubscribeSchema,
} from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import { setPagingHeaders } from '../../shared/paging-headers.js';
import type { NotificationsService } from './notifications.service.js';

const security = BEARER;
const tags = ['notifications'];

/** Issue 15 item 2: the bell's list, its unread count, e-mail choices, and the unsubscribe link. */
export function notificationRoutes(notifications: NotificationsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/notifications',
      {
        schema: {
          tags,
          summary: "The caller's notifications, newest first (paged, bare array)",
          security,
          querystring: PageQuerySchema,
          response: { 200: NotificationListSchema, ...errorResponses(400) },
        },
        config: { access: 'user' },
      },
      async (request, reply) => {
        const { items, total } = await notifications.list(callerOf(request), request.query);
        setPagingHeaders(request, reply, { ...request.query, total });
        return items;
      },
    );

    api.get(
      '/api/notifications/unread',
      {
        schema: {
          tags,
          summary: 'How many of the caller’s notifications are unread',
          security,
          response: { 200: NotificationUnreadSchema },
        },
        config: { access: 'user' },
      },
      async (request) => ({ unread: await notifications.unread(callerOf(request)) }),
    );

    api.post(
      '/api/notifications/read',
      {
        schema: {
          tags,
          summary: 'Mark the named notifications (or, without `ids`, all) read; answers the unread count',
          description:
            'Ids that are not the caller’s are ignored: nobody marks another person’s notifications.',
          security,
          body: MarkNotificationsReadSchema,
          response: { 200: NotificationUnreadSchema, ...errorResponses(400) },
        },
        config: { access: 'user' },
      },
      async (request) => ({ unread: await notifications.markRead(callerOf(request), request.body.ids) }),
    );

    api.get(
      '/api/me/notification-preferences',
      {
        schema: {
          tags,
          summary: 'For every kind of notification, whether the caller gets it by e-mail',
          security,
          response: { 200: NotificationPreferencesSchema },
        },
        config: { access: 'user' },
      },
      async (request) => notifications.preferences(callerOf(request)),
    );

    api.put(
      '/api/me/notification-preferences',
      {
        schema: {
          tags,
          summary: 'Turn e-mail on or off for the kinds named; answers every kind',
          security,
          body: NotificationPreferencesSchema,
          response: { 200: NotificationPreferencesSchema, ...errorResponses(400) },
        },
        config: { access: 'user' },
      },
      async (request) => notifications.setPreferences(callerOf(request), request.body),
    );

    api.post(
      '/api/notifications/unsubscribe',
      {
        schema: {
          tags,
          summary: "An e-mail's unsubscribe link: turns that kind of e-mail off, without signing in",
          description:
            'The token comes from the link; 400 when it does not match the person and kind, 404 for a closed account.',
          body: UnsubscribeSchema,
          response: { 200: NotificationPreferenceSchema, ...errorResponses(400, 404) },
        },
      },
      async (request) => notifications.unsubscribe(request.body),
    );
  };
}
