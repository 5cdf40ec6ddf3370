import type { AuthUser } from '@refocus/contract';
import { MESSAGES } from '@refocus/contract';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { UnreadBadge } from '../../../features/conversations/components/unread-badge';
import { NotificationBell } from '../../../features/notifications/components/notification-bell';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/use-auth';

/** The navbar's right side for a signed-in user (spec §2): settings, bell, Messages, Dashboard, Logout. */
export function SignedInActions({ user }: { user: AuthUser }) {
  const { signOut } = useAuth();
  const logout = () => {
    signOut().then(
      () => toast.success(MESSAGES.loggedOut),
      (error: Error) => toast.error(error.message),
    );
  };
  return (
    <>
      <Link
        to="/dashboard/settings"
        className="avatar"
        aria-label={`Account settings of ${user.displayName}`}
      >
        <UserAvatar name={user.displayName} photoURL={user.photoURL} />
      </Link>
      <NotificationBell />
      <Link to="/dashboard/messages" className="btn btn-ghost btn-sm gap-1">
        Messages
        <UnreadBadge />
      </Link>
      <Link to="/dashboard" className="btn btn-ghost btn-sm hidden sm:inline-flex">
        Dashboard
      </Link>
      <button type="button" className="btn btn-outline btn-sm" onClick={logout}>
        Logout
      </button>
    </>
  );
}
