import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const title = product
    ? intl.formatMessage({ id: 'listings.edit.title', defaultMessage: 'Edit {name}' }, { name: product.name })
    : intl.formatMessage({ id: 'listings.edit.titleLoading', defaultMessage: 'Edit listing' });
  usePageTitle(title);

  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 mb-8 text-base-content/75">
        <Link to="/dashboard/my-products" className="link">
          <FormattedMessage id="listings.edit.back" defaultMessage="Back to My Products" />
        </Link>
      </p>
      {isPending && (
        <p role="status">
          <FormattedMessage id="listings.edit.loading" defaultMessage="Loading the listing…" />
        </p>
      )}
      {error && (
        <ErrorAlert
          message={intl.formatMessage(
            { id: 'listings.edit.loadFailed', defaultMessage: 'Could not load this listing: {error}' },
            { error: error.message },
          )}
        />
      )}
      {product?.status === 'booked' && (
        <div role="status" className="alert alert-warning alert-soft">
          <FormattedMessage
            id="listings.edit.booked"
            defaultMessage="This camera is booked: an accepted booking holds it as listed. You can edit it once that booking is cancelled."
          />
        </div>
      )}
      {product?.status === 'sold' && (
        <div role="status" className="alert alert-soft">
          <FormattedMessage
            id="listings.edit.sold"
            defaultMessage="This camera is sold. Mark it available in My Products to edit it and put it on sale again."
          />
        </div>
      )}
      {product?.status === 'available' && <EditProductForm product={product} />}
    </div>
  );
}
