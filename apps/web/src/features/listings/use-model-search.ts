import type { Model } from '@refocus/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../lib/api-client';

/** The catalogue is asked from this many typed characters on, as the search field asks. */
const MODELS_FROM_LENGTH = 2;
/** Long enough to skip the letters of a word typed at speed, short enough to feel immediate. */
const TYPING_PAUSE_MS = 120;

/** `GET /api/models?q=`: at most 20 models, best first; "5d4" and "5d mark iv" find the same. */
const modelSearchQuery = (q: string) =>
  queryOptions<Model[]>({
    queryKey: ['models', 'search', q],
    queryFn: ({ signal }) => apiRequest('/models', { signal, query: { q } }),
    // A model missed is no loss: the typed words stay the seller's own.
    retry: false,
  });

/** The catalogue's models for `typed` once typing pauses; none (and no request) under two letters. */
export function useModelSearch(typed: string): Model[] {
  const words = typed.trim();
  const [settled, setSettled] = useState(words);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(words), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [words]);
  const enough = settled.length >= MODELS_FROM_LENGTH;
  const { data } = useQuery({
    ...modelSearchQuery(settled),
    enabled: enough,
    // The last letters' models stay on show while the next ones load, instead of flickering.
    placeholderData: keepPreviousData,
  });
  return enough && words.length >= MODELS_FROM_LENGTH ? (data ?? []) : [];
}
