import { Link } from 'react-router';
import { NotFoundScreen } from '../../../components/not-found-screen';

export type GuardedRole = 'seller' | 'admin';

/**
 * What a signed-in visitor sees on a screen their role cannot use (issue 19): the reason and a
 * way forward, rather than a silent jump home. A buyer can become a seller from the dashboard.
 */
export function ForbiddenScreen({ needs }: { needs: GuardedRole }) {
  if (needs === 'seller') {
    return (
      <NotFoundScreen
        code="403"
        title="This page is for sellers"
        message="Your account is a buyer's. Sellers list cameras, see their bookings and manage their products."
      >
        <Link to="/dashboard" className="link mt-4 font-medium text-brand">
          Become a seller?
        </Link>
      </NotFoundScreen>
    );
  }
  return (
    <NotFoundScreen
      code="403"
      title="This page is for admins"
      message="Only the shop's administrators can open it. Ask one of them if you need something changed."
    />
  );
}
