import { usePageTitle } from '../../../lib/use-page-title';

/** `/dashboard/my-orders`: a placeholder until the buyer's bookings are listed here. */
export default function MyOrdersRoute() {
  usePageTitle('My Orders');
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight">My Orders</h1>
      <p className="mt-3 text-base-content/75">Your bookings will be listed here.</p>
    </div>
  );
}
