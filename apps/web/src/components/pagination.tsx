import type { TotalKind } from '@refocus/contract';
import { Link, useSearchParams } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

interface PaginationProps {
  page: number;
  pageCount: number;
  /**
   * The server's cursors for the neighbouring pages (Link header), on lists that have them:
   * the links then carry them (`?page=3&cursor=…`), so a page turn is a seek however deep.
   * With cursors, Next follows the server's word on whether another page exists.
   */
  cursors?: { next?: string; prev?: string };
  /** How the list's total was known: an estimated or capped one makes the page count approximate. */
  totalKind?: TotalKind;
}

/** "of 12", "of about 140" (an estimated total) or "of at least 417" (a capped one); nothing past the known count. */
function pagesOf(page: number, pageCount: number, totalKind: TotalKind): string {
  if (totalKind === 'exact') return ` of ${Math.max(page, pageCount)}`;
  if (page > pageCount) return '';
  return totalKind === 'estimated' ? ` of about ${pageCount}` : ` of at least ${pageCount}`;
}

/** Previous/Next links that keep the page in the URL (`?page=2`), so reload keeps it. */
export function Pagination({ page, pageCount, cursors, totalKind = 'exact' }: PaginationProps) {
  const [params] = useSearchParams();
  const hasNext = cursors ? cursors.next !== undefined : page < pageCount;
  if (page <= 1 && !hasNext) return null;

  const hrefFor = (target: number, cursor: string | undefined) => {
    const next = new URLSearchParams(params);
    next.delete('cursor');
    if (target <= 1) next.delete('page');
    else {
      next.set('page', String(target));
      if (cursor) next.set('cursor', cursor);
    }
    const search = next.toString();
    return search ? `?${search}` : '.';
  };

  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1, cursors?.prev)} className="btn btn-outline btn-sm" rel="prev">
          <ChevronLeftIcon className="size-4" /> Previous
        </Link>
      ) : (
        <button type="button" className="btn btn-outline btn-sm" disabled>
          <ChevronLeftIcon className="size-4" /> Previous
        </button>
      )}
      <p className="text-sm font-medium" aria-live="polite">
        Page {page}
        {pagesOf(page, pageCount, totalKind)}
      </p>
      {hasNext ? (
        <Link to={hrefFor(page + 1, cursors?.next)} className="btn btn-outline btn-sm" rel="next">
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
