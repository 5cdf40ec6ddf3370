import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';

/** `/dashboard` (spec §2): the heading; the drawer holds the role's pages. */
export default function DashboardRoute() {
  usePageTitle('Dashboard');
  const { user, role } = useAuth();
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
      {user && (
        <p className="mt-3 text-lg">
          Signed in as <span className="font-semibold">{user.displayName}</span>
          {role && <span className="badge badge-primary ml-2 align-middle">{role}</span>}
        </p>
      )}
      <p className="mt-2 text-base-content/75">
        Choose a page from the menu to manage your orders and listings.
      </p>
    </div>
  );
}
