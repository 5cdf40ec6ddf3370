import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/use-auth';
import { loadSignedInActions } from '../../signed-in-chunks';

// Signed-in only (bell, unread counts, avatar): a chunk of its own, out of the first view's
// entry chunk. main.tsx starts loading it early when a session may be restored.
const SignedInActions = lazy(loadSignedInActions);

/** Right side of the navbar (spec §2): Dashboard and Logout when signed in, else Register/Login. */
export function AccountActions() {
  const { user } = useAuth();
  if (!user) {
    return (
      <Link to="/register" className="btn btn-primary btn-sm">
        Register/Login
      </Link>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignedInActions />
    </Suspense>
  );
}
