import type { Notification } from '@refocus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePagedList } from '../../../lib/use-paged-list';
import { markNotificationsRead, NOTIFICATIONS_KEY, notificationsQuery } from '../api/notifications';

/** `/dashboard/notifications`: what happened to the caller's bookings, messages and reviews (issue 15). */
export default function NotificationsRoute() {
  usePageTitle('Notifications');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const list = usePagedList((page) => notificationsQuery(user?.uid ?? '', page), { enabled: Boolean(user) });
  const markRead = useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] }),
    onError: (error) => toast.error(error.message),
  });

  return (
    <div className="max-w-3xl">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Notifications</h1>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          Mark all as read
        </button>
      </div>
      <PagedList
        list={list}
        failure="Could not load your notifications"
        skeletonRows={3}
        empty={
          <EmptyState title="Nothing yet">
            Bookings, messages and reviews that concern you show here. Choose which also come by e-mail in{' '}
            <Link to="/dashboard/settings" className="link">
              Account Settings
            </Link>
            .
          </EmptyState>
        }
      >
        {(notifications) => (
          <ul aria-label="Your notifications" className="flex flex-col gap-2">
            {notifications.map((notification) => (
              <NotificationItem
                key={notification._id}
                notification={notification}
                onOpen={() => !notification.read && markRead.mutate([notification._id])}
              />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  return (
    <li
      className={`rounded-box border p-4 ${notification.read ? 'border-base-300 bg-base-100' : 'border-primary bg-base-200'}`}
    >
      <Link
        to={notification.link}
        onClick={onOpen}
        className={`link-hover ${notification.read ? '' : 'font-semibold'}`}
      >
        {notification.text}
        {!notification.read && <span className="sr-only"> (unread)</span>}
      </Link>
      <p className="mt-1 text-xs text-base-content/75">{formatDate(notification.createdAt)}</p>
    </li>
  );
}
