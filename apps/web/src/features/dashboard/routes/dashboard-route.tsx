import { usePageTitle } from '../../../lib/use-page-title';

/** `/dashboard` (spec §2): the heading; the drawer holds the role's pages. */
export default function DashboardRoute() {
  usePageTitle('Dashboard');
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
      <p className="mt-3 text-base-content/75">
        Choose a page from the menu to manage your orders and listings.
      </p>
    </div>
  );
}
