import { Link, useSearchParams } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

interface PaginationProps {
  page: number;
  pageCount: number;
}

/** Previous/Next links that keep the page in the URL (`?page=2`), so reload keeps it. */
export function Pagination({ page, pageCount }: PaginationProps) {
  const [params] = useSearchParams();
  if (pageCount <= 1) return null;

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    if (target <= 1) next.delete('page');
    else next.set('page', String(target));
    const search = next.toString();
    return search ? `?${search}` : '.';
  };

  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="btn btn-outline btn-sm" rel="prev">
          <ChevronLeftIcon className="size-4" /> Previous
        </Link>
      ) : (
        <button type="button" className="btn btn-outline btn-sm" disabled>
          <ChevronLeftIcon className="size-4" /> Previous
        </button>
      )}
      <p className="text-sm font-medium" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className="btn btn-outline btn-sm" rel="next">
          Next <ChevronRightIcon className="size-4" />
        </Link>
      ) : (
        <button type="button" className="btn btn-outline btn-sm" disabled>
          Next <ChevronRightIcon className="size-4" />
        </button>
      )}
    </nav>
  );
}
