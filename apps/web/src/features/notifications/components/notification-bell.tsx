import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CountBadge } from '../../../components/count-badge';
import { BellIcon } from '../../../components/icons';
import { useAuth } from '../../../lib/use-auth';
import { notificationsUnreadQuery } from '../api/notifications';

const NOTIFICATIONS_PATH = '/dashboard/notifications';

/**
 * The navbar's bell (issue 15, item 2): a link to the list, with the unread count on its corner.
 * A round button of its own size with the badge placed on it (issue 42, item 2): daisyUI's
 * `indicator` on the button itself made it a pill with a dot beside it.
 */
export function NotificationBell() {
  const intl = useIntl();
  const { user } = useAuth();
  const unread = useQuery({ ...notificationsUnreadQuery(user?.uid ?? ''), enabled: user !== null });
  const count = unread.data?.unread ?? 0;
  const label = intl.formatMessage(
    {
      id: 'notifications.bell.label',
      defaultMessage: '{count, plural, =0 {Notifications} other {Notifications, # unread}}',
    },
    { count },
  );
  return (
    <Link to={NOTIFICATIONS_PATH} className="btn btn-ghost btn-sm btn-circle relative" aria-label={label}>
      <BellIcon className="size-5" />
      <CountBadge count={count} testId="notification-count" />
    </Link>
  );
}
