import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { useAuth } from '../../../lib/use-auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePagedList } from '../../../lib/use-paged-list';
import { savedListingsQuery } from '../api/saved-listings';
import { SavedItem } from '../components/saved-item';

/** `/dashboard/saved` (issue 14 item 6): the listings the caller saved, newest saved first. */
export default function SavedRoute() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'favourites.page.title', defaultMessage: 'Saved' });
  usePageTitle(title);
  const { user } = useAuth();
  const list = usePagedList((page) => savedListingsQuery(user?.uid ?? '', page), { enabled: Boolean(user) });

  return (
    <div className="max-w-4xl">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">{title}</h1>
      <PagedList
        list={list}
        failure={intl.formatMessage({
          id: 'favourites.page.failed',
          defaultMessage: 'Could not load your saved cameras',
        })}
        skeletonRows={3}
        empty={
          <EmptyState
            title={intl.formatMessage({
              id: 'favourites.empty.title',
              defaultMessage: 'You have not saved any cameras yet',
            })}
          >
            <p>
              <FormattedMessage
                id="favourites.empty.text"
                defaultMessage="Tap the heart on a camera to find it here, with its price drops."
              />
            </p>
            <Link to="/products" className="btn btn-primary btn-sm mt-2">
              <FormattedMessage id="favourites.empty.browse" defaultMessage="Browse All Products" />
            </Link>
          </EmptyState>
        }
      >
        {(listings) => (
          <ul
            aria-label={intl.formatMessage({
              id: 'favourites.page.list',
              defaultMessage: 'Your saved cameras',
            })}
            className="flex flex-col gap-3"
          >
            {listings.map((listing) => (
              <SavedItem key={listing._id} listing={listing} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
