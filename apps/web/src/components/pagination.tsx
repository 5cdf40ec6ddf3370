import type { TotalKind } from '@refocus/contract';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
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

/**
 * "Page 3 of 12", "of about 140" (an estimated total) or "of at least 417" (a capped one); the
 * page alone past the known count.
 */
function pageOf(intl: IntlShape, page: number, pageCount: number, totalKind: TotalKind): string {
  const kind =
    totalKind === 'exact'
      ? 'exact'
      : page > pageCount
        ? 'none'
        : totalKind === 'estimated'
          ? 'about'
          : 'atLeast';
  return intl.formatMessage(
    {
      id: 'components.pagination.pageOf',
      defaultMessage:
        '{kind, select, exact {Page {page} of {count}} about {Page {page} of about {count}} atLeast {Page {page} of at least {count}} other {Page {page}}}',
    },
    { kind, page, count: Math.max(page, pageCount) },
  );
}

/** Previous/Next links that keep the page in the URL (`?page=2`), so reload keeps it. */
export function Pagination({ page, pageCount, cursors, totalKind = 'exact' }: PaginationProps) {
  const [params] = useSearchParams();
  const intl = useIntl();
  const hasNext = cursors ? cursors.next !== undefined : page < pageCount;
  if (page <= 1 && !hasNext) return null;
  const previousLabel = intl.formatMessage({
    id: 'components.pagination.previous',
    defaultMessage: 'Previous',
  });
  const nextLabel = intl.formatMessage({ id: 'components.pagination.next', defaultMessage: 'Next' });

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
    <nav
      aria-label={intl.formatMessage({ id: 'components.pagination.label', defaultMessage: 'Pagination' })}
      className="mt-10 flex items-center justify-center gap-4"
    >
      {page > 1 ? (
        <Link to={hrefFor(page - 1, cursors?.prev)} className="btn btn-outline btn-sm" rel="prev">
          <ChevronLeftIcon className="size-4" /> {previousLabel}
        </Link>
      ) : (
        <button type="button" className="btn btn-outline btn-sm" disabled>
          <ChevronLeftIcon className="size-4" /> {previousLabel}
        </button>
      )}
      <p className="text-sm font-medium" aria-live="polite">
        {pageOf(intl, page, pageCount, totalKind)}
      </p>
      {hasNext ? (
        <Link to={hrefFor(page + 1, cursors?.next)} className="btn btn-outline btn-sm" rel="next">
          {nextLabel} <ChevronRightIcon className="size-4" />
        </Link>
      ) : (
        <button type="button" className="btn btn-outline btn-sm" disabled>
          {nextLabel} <ChevronRightIcon className="size-4" />
        </button>
      )}
    </nav>
  );
}
