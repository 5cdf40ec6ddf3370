import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PagedListState } from '../lib/use-paged-list';
import { ErrorAlert } from './error-alert';
import { Pagination } from './pagination';
import { TableSkeleton } from './table-skeleton';

interface PagedListProps<T> {
  list: PagedListState<T>;
  /** Said before the error's own message when the first page fails, e.g. "Could not load bookings". */
  failure: string;
  /** Placeholder rows while the first page loads. */
  skeletonRows: number;
  /** Shown when the list has no rows at all. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** A dashboard list's states: loading, failed (with retry), empty, or its rows and the pager. */
export function PagedList<T>({ list, failure, skeletonRows, empty, children }: PagedListProps<T>) {
  const { data, error, retry, page, pageCount } = list;
  const intl = useIntl();
  return (
    <>
      {!data ? (
        error ? (
          <ErrorAlert
            message={intl.formatMessage(
              { id: 'components.pagedList.failed', defaultMessage: '{failure}: {error}' },
              { failure, error: error.message },
            )}
            onRetry={retry}
          />
        ) : (
          <TableSkeleton rows={skeletonRows} />
        )
      ) : data.items.length === 0 ? (
        empty
      ) : (
        children(data.items)
      )}
      {data && <Pagination page={page} pageCount={pageCount} />}
    </>
  );
}
