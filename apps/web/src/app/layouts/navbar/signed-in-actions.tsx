import type { AuthUser } from '@refocus/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { NotificationBell } from '../../../features/notifications/components/notification-bell';
import { MessagesLink } from './messages-link';
import { useLogout } from './use-logout';

/**
 * The navbar's right side for a signed-in user (spec §2): settings, bell, Messages, Dashboard,
 * Logout. On a phone only the three round buttons stay (issue 42, item 2): Dashboard and Logout
 * are in the site menu there, and Dashboard is in the main navigation from large screens up.
 */
export function SignedInActions({ user }: { user: AuthUser }) {
  const logout = useLogout();
  const intl = useIntl();
  return (
    <>
      <Link
        to="/dashboard/settings"
        className="avatar shrink-0"
        aria-label={intl.formatMessage(
          { id: 'app.navbar.accountSettingsOf', defaultMessage: 'Account settings of {name}' },
          { name: user.displayName },
        )}
      >
        <UserAvatar name={user.displayName} photoURL={user.photoURL} />
      </Link>
      <NotificationBell />
      <MessagesLink />
      <Link to="/dashboard" className="btn btn-ghost btn-sm hidden sm:inline-flex lg:hidden">
        <FormattedMessage id="app.navbar.dashboard" defaultMessage="Dashboard" />
      </Link>
      <button type="button" className="btn btn-outline btn-sm max-sm:hidden" onClick={logout}>
        <FormattedMessage id="app.navbar.logout" defaultMessage="Logout" />
      </button>
    </>
  );
}
