import { MESSAGES } from '@refocus/contract';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { UnreadBadge } from '../../../features/conversations/components/unread-badge';
import { NotificationBell } from '../../../features/notifications/components/notification-bell';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/use-auth';

/**
 * The navbar's right side for a signed-in user: avatar, bell, Messages with the unread count,
 * Dashboard and Logout. A chunk of its own (account-actions.tsx loads it), since an anonymous
 * first view never shows it.
 */
export default function SignedInActions() {
  const { user, signOut } = useAuth();
  if (!user) return null;

  const logout = () => {
    signOut().then(
      () => toast.success(MESSAGES.loggedOut),
      (error: Error) => toast.error(error.message),
    );
  };
  const name = user.displayName;
  return (
    <>
      <Link to="/dashboard/settings" className="avatar" aria-label={`Account settings of ${name}`}>
        <UserAvatar name={name} photoURL={user.photoURL} />
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
