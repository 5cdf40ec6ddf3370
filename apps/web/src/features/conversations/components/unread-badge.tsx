import { FormattedMessage } from 'react-intl';
import { useUnreadCount } from './use-unread-count';

/** "3 unread" beside a Messages link; nothing when all is read. */
export function UnreadBadge() {
  const count = useUnreadCount();
  if (count === 0) return null;
  return (
    <span className="badge badge-sm badge-primary" data-testid="unread-badge">
      {count}
      <span className="sr-only">
        {' '}
        <FormattedMessage id="conversations.badge.unread" defaultMessage="unread" />
      </span>
    </span>
  );
}
