import { MESSAGES } from '@refocus/contract';
import { Link } from 'react-router';
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
  return <SignedInActions onLogout={logout} />;
}

function SignedOutActions() {
  return (
    <Link to="/register" className="btn btn-primary btn-sm">
      Register/Login
    </Link>
  );
}

function SignedInActions({ onLogout }: { onLogout: () => void }) {
  return (
    <>
      <Link to="/dashboard" className="btn btn-ghost btn-sm hidden sm:inline-flex">
        Dashboard
      </Link>
      <button type="button" className="btn btn-outline btn-sm" onClick={onLogout}>
        Logout
      </button>
    </>
  );
}
