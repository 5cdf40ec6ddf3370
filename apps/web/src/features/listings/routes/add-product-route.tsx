import { FormattedMessage, useIntl } from 'react-intl';
import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { AddProductForm } from '../components/add-product-form';

/** `/dashboard/add-product` (sellers): list a camera with its photo. */
export default function AddProductRoute() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'listings.add.title', defaultMessage: 'Add a Product' });
  usePageTitle(title);
  const { user } = useAuth();
  return (
    <div className="max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 mb-8 text-base-content/75">
        <FormattedMessage
          id="listings.add.intro"
          defaultMessage="Describe your camera honestly: buyers book it from this listing and meet you to try it."
        />
      </p>
      <AddProductForm sellerName={user?.displayName ?? ''} />
    </div>
  );
}
