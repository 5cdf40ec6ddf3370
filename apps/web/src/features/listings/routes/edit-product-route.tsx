import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { usePageTitle } from '../../../lib/use-page-title';
import { ownProductQuery } from '../api/listings';
import { EditProductForm } from '../components/edit-product-form';

/**
 * `/dashboard/my-products/{id}/edit` (the listing's seller). A booked camera is not edited
 * (decision 028): the screen says why instead of offering a form the server would refuse.
 */
export default function EditProductRoute() {
  const { id = '' } = useParams();
  const { data: product, error, isPending } = useQuery(ownProductQuery(id));
  usePageTitle(product ? `Edit ${product.name}` : 'Edit listing');

  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight">
        {product ? `Edit ${product.name}` : 'Edit listing'}
      </h1>
      <p className="mt-2 mb-8 text-base-content/75">
        <Link to="/dashboard/my-products" className="link">
          Back to My Products
        </Link>
      </p>
      {isPending && <p role="status">Loading the listing…</p>}
      {error && <ErrorAlert message={`Could not load this listing: ${error.message}`} />}
      {product?.status === 'booked' && (
        <div role="status" className="alert alert-warning alert-soft">
          This camera is booked: an accepted booking holds it as listed. You can edit it once that booking is
          cancelled.
        </div>
      )}
      {product?.status === 'sold' && (
        <div role="status" className="alert alert-soft">
          This camera is sold. Mark it available in My Products to edit it and put it on sale again.
        </div>
      )}
      {product?.status === 'available' && <EditProductForm product={product} />}
    </div>
  );
}
