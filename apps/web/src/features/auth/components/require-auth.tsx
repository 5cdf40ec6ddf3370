import { Navigate, Outlet, useLocation } from 'react-router';
import { PageProgress } from '../../../components/page-progress';
import { useAuth } from '../../../lib/use-auth';
import { type Access, admin, seller, signedIn } from '../access';

/** Where the login screen returns to after signing in (spec §2: "the page they came from"). */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

function Guard({ allows }: { allows: Access }) {
  const { ready, user } = useAuth();
  const location = useLocation();
  if (!ready) return <PageProgress />;
  if (!allows(user)) {
    const state: FromState = { from: location };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/**
 * Pathless layout routes around guarded screens (spec §4/§6): a progress bar until the
 * session is known, then the screen, or /login (replacing history, remembering the origin)
 * for a visitor who is signed out or lacks the role.
 */
export function RequireAuth() {
  return <Guard allows={signedIn} />;
}

export function RequireSeller() {
  return <Guard allows={seller} />;
}

export function RequireAdmin() {
  return <Guard allows={admin} />;
}
