import { MESSAGES } from '@refocus/contract';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { UnreadBadge } from '../../../features/conversations/components/unread-badge';
import { NotificationBell } from '../../../features/notifications/components/notification-bell';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/use-auth';

/** Right side of the navbar (spec §2): Dashboard and Logout when signed in, else Register/Login. */
export function AccountActions() {
  const { user, signOut } = useAuth();
  if (!user) return <SignedOutActions />;

  const logout = () => {
    signOut().then(
      () => toast.success(MESSAGES.loggedOut),
      (error: Error) => toast.error(error.message),
    );
  };
  return <SignedInActions onLogout={logout} photoURL={user.photoURL} name={user.displayName} />;
}

function SignedOutActions() {
  return (
    <Link to="/register" className="btn btn-primary btn-sm">
      Register/Login
    </Link>
  );
}

interface SignedInActionsProps {
  onLogout: () => void;
  photoURL: string | null;
  name: string;
}

function SignedInActions({ onLogout, photoURL, name }: SignedInActionsProps) {
  return (
    <>
      <Link to="/dashboard/settings" className="avatar" aria-label={`Account settings of ${name}`}>
        <UserAvatar name={name} photoURL={photoURL} />
      </Link>
      <NotificationBell />
      <Link to="/dashboard/messages" className="btn btn-ghost btn-sm gap-1">
        Messages
        <UnreadBadge />
      </Link>
      <Link to="/dashboard" className="btn btn-ghost btn-sm hidden sm:inline-flex">
        Dashboard
      </Link>
      <button type="button" className="btn btn-outline btn-sm" onClick={onLogout}>
        Logout
      </button>
    </>
  );
}
