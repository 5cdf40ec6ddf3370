import { Navigate, Outlet, useLocation } from 'react-router';
import { PageProgress } from '../../../components/page-progress';
import { useAuth } from '../../../lib/use-auth';
import { type Access, admin, seller, signedIn } from '../access';
import { ForbiddenScreen, type GuardedRole } from './forbidden-screen';

/** Where the login screen returns to after signing in (spec §2: "the page they came from"). */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

function Guard({ allows, needs }: { allows: Access; needs?: GuardedRole }) {
  const { ready, user } = useAuth();
  const location = useLocation();
  if (!ready) return <PageProgress />;
  if (!user) {
    const state: FromState = { from: location };
    return <Navigate to="/login" replace state={state} />;
  }
  if (!allows(user)) return <ForbiddenScreen needs={needs ?? 'admin'} />;
  return <Outlet />;
}

/**
 * Pathless layout routes around guarded screens (spec §4/§6): a progress bar until the
 * session is known, then the screen; a signed-out visitor goes to /login (replacing history,
 * remembering the origin, which the login screen names); a signed-in one who lacks the role
 * sees why (issue 19) instead of the screen.
 */
export function RequireAuth() {
  return <Guard allows={signedIn} />;
}

export function RequireSeller() {
  return <Guard allows={seller} needs="seller" />;
}

export function RequireAdmin() {
  return <Guard allows={admin} needs="admin" />;
}
