import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '../../../components/error-alert';
import { TableSkeleton } from '../../../components/table-skeleton';
import { usePageTitle } from '../../../lib/use-page-title';
import { adminBrandsQuery } from '../api/admin-brands';
import { useBrandActions } from '../use-brand-actions';
import { AddBrandForm } from './add-brand-form';
import { BrandsTable } from './brands-table';

/**
 * Dashboard → Brands (issue 44, item 1): the Brand menu as data. Admins add brands, rename them,
 * change their address, hide or show them and set their order; a hidden brand's listings stay.
 */
export function BrandsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'brands.page.title', defaultMessage: 'Brands' });
  usePageTitle(title);
  const { data, error, refetch } = useQuery(adminBrandsQuery());
  const actions = useBrandActions();

  return (
    <div className="max-w-4xl">
      <h1 className="mb-2 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mb-6 text-base-content/75">
        <FormattedMessage
          id="brands.page.intro"
          defaultMessage="The Brand menu, the catalogue's brand filter and the sellers' Category choice list the shown brands in this order. A hidden brand leaves them; its listings stay in the shop."
        />
      </p>
      <section
        aria-labelledby="add-brand"
        className="mb-8 rounded-box border border-base-300 bg-base-100 p-4"
      >
        <h2 id="add-brand" className="mb-3 text-lg font-semibold">
          <FormattedMessage id="brands.page.addHeading" defaultMessage="Add a brand" />
        </h2>
        <AddBrandForm create={actions.create} />
      </section>
      {data ? (
        <BrandsTable brands={data} actions={actions} />
      ) : error ? (
        <ErrorAlert
          message={intl.formatMessage(
            { id: 'brands.page.loadFailed', defaultMessage: 'Could not load the brands: {error}' },
            { error: error.message },
          )}
          onRetry={() => void refetch()}
        />
      ) : (
        <TableSkeleton rows={8} />
      )}
    </div>
  );
}
