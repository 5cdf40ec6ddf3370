import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BellIcon } from '../../../components/icons';
import { useAuth } from '../../../lib/use-auth';
import { notificationsUnreadQuery } from '../api/notifications';

const NOTIFICATIONS_PATH = '/dashboard/notifications';

/** The navbar's bell (issue 15, item 2): a link to the list, with the unread count on it. */
export function NotificationBell() {
  const { user } = useAuth();
  const unread = useQuery({ ...notificationsUnreadQuery(user?.uid ?? ''), enabled: user !== null });
  const count = unread.data?.unread ?? 0;
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications';
  return (
    <Link to={NOTIFICATIONS_PATH} className="btn btn-ghost btn-sm btn-circle indicator" aria-label={label}>
      <BellIcon className="h-5 w-5" />
      {count > 0 && (
        <span
          className="badge badge-xs badge-primary indicator-item"
          data-testid="notification-count"
          aria-hidden="true"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
