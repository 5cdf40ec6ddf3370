import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/use-auth';

const SaveSearchDialog = lazy(() => import('./save-search-dialog'));

/**
 * "Save this search" on the catalogue (issue 14 item 7): keeps the current query and filters,
 * with instant or daily e-mail alerts. Signed out, it leads to the login and back here.
 */
export function SaveSearchButton() {
  const { user } = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  if (!user)
    return (
      <Link to="/login" state={{ from: location }} className="btn btn-outline btn-sm">
        <FormattedMessage id="savedSearches.button.save" defaultMessage="Save this search" />
      </Link>
    );
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setOpen(true)}>
        <FormattedMessage id="savedSearches.button.save" defaultMessage="Save this search" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog params={params} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
