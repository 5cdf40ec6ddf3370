import type { Notification } from '@refocus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { useFormat } from '../../../lib/i18n/use-format';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePagedList } from '../../../lib/use-paged-list';
import { markNotificationsRead, NOTIFICATIONS_KEY, notificationsQuery } from '../api/notifications';

/** `/dashboard/notifications`: what happened to the caller's bookings, messages and reviews (issue 15). */
export default function NotificationsRoute() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'notifications.page.title', defaultMessage: 'Notifications' });
  usePageTitle(title);
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
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          <FormattedMessage id="notifications.page.markAllRead" defaultMessage="Mark all as read" />
        </button>
      </div>
      <PagedList
        list={list}
        failure={intl.formatMessage({
          id: 'notifications.page.failed',
          defaultMessage: 'Could not load your notifications',
        })}
        skeletonRows={3}
        empty={
          <EmptyState
            title={intl.formatMessage({ id: 'notifications.empty.title', defaultMessage: 'Nothing yet' })}
          >
            <FormattedMessage
              id="notifications.empty.text"
              defaultMessage="Bookings, messages and reviews that concern you show here. Choose which also come by e-mail in <link>Account Settings</link>."
              values={{
                link: (chunks) => (
                  <Link to="/dashboard/settings" className="link">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </EmptyState>
        }
      >
        {(notifications) => (
          <ul
            aria-label={intl.formatMessage({
              id: 'notifications.page.list',
              defaultMessage: 'Your notifications',
            })}
            className="flex flex-col gap-2"
          >
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
  const { date } = useFormat();
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
        {!notification.read && (
          <span className="sr-only">
            {' '}
            <FormattedMessage id="notifications.item.unread" defaultMessage="(unread)" />
          </span>
        )}
      </Link>
      <p className="mt-1 text-xs text-base-content/75">{date(notification.createdAt)}</p>
    </li>
  );
}
