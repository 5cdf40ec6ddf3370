import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';

/** The URL with `q` replaced and every other filter kept, from page 1. */
function withQuery(params: URLSearchParams, q: string): string {
  const next = new URLSearchParams(params);
  next.set('q', q);
  next.delete('page');
  next.delete('cursor');
  return `?${next}`;
}

/**
 * "Did you mean …?" (decision 066): the corrected query the server offers when the words as
 * typed find nothing or very little (`X-Search-Suggestion`), as a link with the same filters.
 */
export function SearchSuggestion({ suggestion }: { suggestion: string }) {
  const [params] = useSearchParams();
  return (
    <p className="mb-4 text-base-content/80">
      <FormattedMessage
        id="products.search.didYouMean"
        defaultMessage="Did you mean <link>{suggestion}</link>?"
        values={{
          suggestion,
          link: (chunks) => (
            <Link to={withQuery(params, suggestion)} className="link font-semibold text-brand">
              {chunks}
            </Link>
          ),
        }}
      />
    </p>
  );
}

/** The same words without brand, price or camera details (decision 066): a search that found nothing may find them elsewhere. */
export function WithoutFiltersLink({ q, className }: { q: string; className?: string }) {
  return (
    <Link to={`?${new URLSearchParams({ q })}`} className={className}>
      <FormattedMessage
        id="products.search.withoutFilters"
        defaultMessage="Search “{q}” without filters"
        values={{ q }}
      />
    </Link>
  );
}
