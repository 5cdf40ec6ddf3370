import { type SearchSuggestion, SearchSuggestionsSchema } from '@refocus/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { SUGGESTIONS_FROM_LENGTH } from './search-options';

/** Long enough to skip the letters of a word typed at speed, short enough to feel immediate. */
const TYPING_PAUSE_MS = 120;

/** `GET /api/search/suggestions?q=`: brands first, then models (at most 8). */
const searchSuggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', q],
    queryFn: ({ signal }) =>
      apiRequest('/search/suggestions', { signal, query: { q }, parse: SearchSuggestionsSchema.parse }),
    // A suggestion missed is no loss: the typed words still search. Asking again would only
    // bring stale ones after the person typed on.
    retry: false,
  });

/** The suggestions for `typed` once typing pauses; none (and no request) under two letters. */
export function useSearchSuggestions(typed: string): SearchSuggestion[] {
  const words = typed.trim();
  const settled = useSettledValue(words, TYPING_PAUSE_MS);
  const enough = settled.length >= SUGGESTIONS_FROM_LENGTH;
  const { data } = useQuery({
    ...searchSuggestionsQuery(settled),
    enabled: enough,
    // The last letters' options stay on show while the next ones load, instead of flickering.
    placeholderData: keepPreviousData,
  });
  // Below two letters the field offers recent searches only, even while the old answer is kept.
  return enough && words.length >= SUGGESTIONS_FROM_LENGTH ? (data?.suggestions ?? []) : [];
}

/** `value` once it has stayed the same for `ms`. */
function useSettledValue(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
