import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { CountBadge } from '../../../components/count-badge';
import { MessageIcon } from '../../../components/icons';
import { useUnreadCount } from '../../../features/conversations/components/use-unread-count';

/**
 * Messages in the navbar, with the unread count: an icon with the count on its corner below
 * large screens, where the bar has no room for words (issue 42, item 2), the word and the count
 * beside it from large screens up. Its name is "Messages 3 unread" at every size.
 */
export function MessagesLink() {
  const count = useUnreadCount();
  return (
    <Link to="/dashboard/messages" className="btn btn-ghost btn-sm relative gap-1 max-lg:btn-circle">
      <MessageIcon className="size-5 lg:hidden" />
      <span className="max-lg:sr-only">
        <FormattedMessage id="app.navbar.messages" defaultMessage="Messages" />
      </span>
      <CountBadge
        count={count}
        testId="unread-badge"
        unreadText
        className="max-lg:absolute max-lg:-end-1 max-lg:-top-1"
      />
    </Link>
  );
}
