import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'dashboard.home.title', defaultMessage: 'Dashboard' });
  usePageTitle(title);
  const { user, role } = useAuth();
  return (
    <div className={role === 'admin' ? 'max-w-5xl' : 'max-w-3xl'}>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {user && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-lg">
          <UserAvatar name={user.displayName} photoURL={user.photoURL} size="md" />
          <span>
            <FormattedMessage
              id="dashboard.home.signedInAs"
              defaultMessage="Signed in as <b>{name}</b>"
              values={{
                name: user.displayName,
                b: (chunks) => <span className="font-semibold">{chunks}</span>,
              }}
            />
          </span>
          {role && (
            <span className="badge badge-primary">
              <FormattedMessage
                id="dashboard.home.role"
                defaultMessage="{role, select, buyer {buyer} seller {seller} admin {admin} other {{role}}}"
                values={{ role }}
              />
            </span>
          )}
        </p>
      )}
      {role === 'admin' ? (
        // An admin's job, not a shopper's (issue 42 item 13): keep the shop safe and running.
        <>
          <p className="mt-2 text-base-content/75">
            <FormattedMessage
              id="dashboard.home.adminIntro"
              defaultMessage="You look after the shop: decide what people report, help sellers and buyers with their accounts, and keep an eye on the background jobs. Every action you take is kept in the audit log."
            />
          </p>
          <p className="mt-4 flex flex-wrap gap-2">
            <Link to="/dashboard/reports" className="btn btn-primary btn-sm">
              <FormattedMessage id="dashboard.home.reviewReports" defaultMessage="Review reports" />
            </Link>
            <Link to="/dashboard/all-sellers" className="btn btn-sm">
              <FormattedMessage id="dashboard.home.allSellers" defaultMessage="All Sellers" />
            </Link>
            <Link to="/dashboard/all-buyers" className="btn btn-sm">
              <FormattedMessage id="dashboard.home.allBuyers" defaultMessage="All Buyers" />
            </Link>
          </p>
        </>
      ) : (
        <p className="mt-2 text-base-content/75">
          <FormattedMessage
            id="dashboard.home.intro"
            defaultMessage="Choose a page from the menu to manage your orders and listings."
          />
        </p>
      )}
      {role === 'buyer' && <BecomeSellerCard />}
      {role === 'admin' && <AdminOverview />}
      {role === 'seller' && (
        <p className="mt-4">
          <Link to="/dashboard/add-product" className="btn btn-primary btn-sm">
            <FormattedMessage id="dashboard.home.addProduct" defaultMessage="Add Product" />
          </Link>
        </p>
      )}
    </div>
  );
}
