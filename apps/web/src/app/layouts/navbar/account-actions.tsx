import { Link } from 'react-router';

/**
 * Right side of the navbar (spec §2). Sign-in does not exist yet, so the visitor is always
 * signed out. The auth provider will choose: `user ? <SignedInActions onLogout={logout} />
 * : <SignedOutActions />`.
 */
export function AccountActions() {
  return <SignedOutActions />;
}

export function SignedOutActions() {
  return (
    <Link to="/register" className="btn btn-primary btn-sm">
      Register/Login
    </Link>
  );
}

export function SignedInActions({ onLogout }: { onLogout: () => void }) {
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
