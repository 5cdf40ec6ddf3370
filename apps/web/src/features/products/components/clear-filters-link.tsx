import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';

/** Drops search, brand and price from the URL (the sort order stays). */
export function ClearFiltersLink({ className }: { className?: string }) {
  const [params] = useSearchParams();
  const sort = params.get('sort');
  return (
    <Link to={sort ? `?sort=${encodeURIComponent(sort)}` : '.'} className={className}>
      <FormattedMessage id="products.filters.clear" defaultMessage="Clear filters" />
    </Link>
  );
}
