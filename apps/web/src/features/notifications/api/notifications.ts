import {
  DEFAULT_PAGE_SIZE,
  type Notification,
  type NotificationPreference,
  type Unsubscribe,
} from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiList, apiRequest, type ListPage } from '../../../lib/api-client';

/** Every query here starts with `notifications`: a live booking or message event refreshes them all. */
export const NOTIFICATIONS_KEY = 'notifications';

/** `GET /api/notifications`: the caller's notifications, newest first. */
export const notificationsQuery = (uid: string, page: number, limit = DEFAULT_PAGE_SIZE) =>
  queryOptions<ListPage<Notification>>({
    queryKey: [NOTIFICATIONS_KEY, 'list', uid, { page, limit }],
    queryFn: ({ signal }) => apiList('/notifications', { signal, query: { page, limit } }),
  });

/**
 * `GET /api/notifications/unread`: the bell's count. Reviews and moderation decisions send no
 * live event, so the count is also asked again every minute while the page is open.
 */
export const notificationsUnreadQuery = (uid: string) =>
  queryOptions<{ unread: number }>({
    queryKey: [NOTIFICATIONS_KEY, 'unread', uid],
    queryFn: ({ signal }) => apiRequest('/notifications/unread', { signal }),
    refetchInterval: 60_000,
  });

/** `POST /api/notifications/read`: these, or all without ids; answers what is left unread. */
export function markNotificationsRead(ids?: string[]): Promise<{ unread: number }> {
  return apiRequest('/notifications/read', { method: 'POST', body: ids ? { ids } : {} });
}

/** `GET /api/me/notification-preferences`: e-mail on or off, per kind. */
export const notificationPreferencesQuery = (uid: string) =>
  queryOptions<NotificationPreference[]>({
    queryKey: [NOTIFICATIONS_KEY, 'preferences', uid],
    queryFn: ({ signal }) => apiRequest('/me/notification-preferences', { signal }),
  });

export function setNotificationPreferences(
  changes: NotificationPreference[],
): Promise<NotificationPreference[]> {
  return apiRequest('/me/notification-preferences', { method: 'PUT', body: changes });
}

/** `POST /api/notifications/unsubscribe`: an e-mail's link, no sign-in needed. */
export function unsubscribe(link: Unsubscribe): Promise<NotificationPreference> {
  return apiRequest('/notifications/unsubscribe', { method: 'POST', body: link, anonymous: true });
}
