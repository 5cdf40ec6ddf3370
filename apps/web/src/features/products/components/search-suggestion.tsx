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
      Did you mean{' '}
      <Link to={withQuery(params, suggestion)} className="link font-semibold text-brand">
        {suggestion}
      </Link>
      ?
    </p>
  );
}

/** The same words without brand, price or camera details (decision 066): a search that found nothing may find them elsewhere. */
export function WithoutFiltersLink({ q, className }: { q: string; className?: string }) {
  return (
    <Link to={`?${new URLSearchParams({ q })}`} className={className}>
      Search “{q}” without filters
    </Link>
  );
}
