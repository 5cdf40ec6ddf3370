import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { AdminOverview } from '../components/admin-overview';
import { BecomeSellerCard } from '../components/become-seller-card';

/**
 * `/dashboard` (spec §2): the heading; the drawer holds the role's pages. A plain buyer may
 * become a seller here (issue 19); an admin sees the shop's overview (issue 15).
 */
export default function DashboardRoute() {
  usePageTitle('Dashboard');
  const { user, role } = useAuth();
  return (
    <div className={role === 'admin' ? 'max-w-5xl' : 'max-w-3xl'}>
      <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
      {user && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-lg">
          <UserAvatar name={user.displayName} photoURL={user.photoURL} size="md" />
          <span>
            Signed in as <span className="font-semibold">{user.displayName}</span>
          </span>
          {role && <span className="badge badge-primary">{role}</span>}
        </p>
      )}
      {role === 'admin' ? (
        // An admin's job, not a shopper's (issue 42 item 13): keep the shop safe and running.
        <>
          <p className="mt-2 text-base-content/75">
            You look after the shop: decide what people report, help sellers and buyers with their accounts,
            and keep an eye on the background jobs. Every action you take is kept in the audit log.
          </p>
          <p className="mt-4 flex flex-wrap gap-2">
            <Link to="/dashboard/reports" className="btn btn-primary btn-sm">
              Review reports
            </Link>
            <Link to="/dashboard/all-sellers" className="btn btn-sm">
              All Sellers
            </Link>
            <Link to="/dashboard/all-buyers" className="btn btn-sm">
              All Buyers
            </Link>
          </p>
        </>
      ) : (
        <p className="mt-2 text-base-content/75">
          Choose a page from the menu to manage your orders and listings.
        </p>
      )}
      {role === 'buyer' && <BecomeSellerCard />}
      {role === 'admin' && <AdminOverview />}
      {role === 'seller' && (
        <p className="mt-4">
          <Link to="/dashboard/add-product" className="btn btn-primary btn-sm">
            Add Product
          </Link>
        </p>
      )}
    </div>
  );
}
