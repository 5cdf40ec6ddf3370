import type { Product } from '@refocus/contract';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/use-auth';

/**
 * "Ask the seller" on a listing's page (issue 15): a question before booking opens the same
 * conversation the booking carries on. Not on one's own listing; signed out, it leads to
 * sign-in first (the dashboard is signed-in only).
 */
export function AskSeller({ product }: { product: Pick<Product, '_id' | 'sellerId'> }) {
  const { user } = useAuth();
  if (user && user.uid === product.sellerId) return null;
  return (
    <Link
      to={`/dashboard/messages/new?productId=${encodeURIComponent(product._id)}`}
      className="btn btn-outline btn-lg w-full sm:w-auto"
    >
      <FormattedMessage id="conversations.ask.button" defaultMessage="Ask the seller" />
    </Link>
  );
}
