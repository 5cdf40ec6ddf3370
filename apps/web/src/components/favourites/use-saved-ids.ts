import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../lib/use-auth';
import { savedIdsQuery } from './favourites-api';

/**
 * Which of these listings the signed-in person saved: one request for the whole page of cards.
 * Signed out (and while it loads) nothing is saved, so every heart starts empty.
 */
export function useSavedIds(productIds: string[]): Set<string> {
  const { user } = useAuth();
  const { data } = useQuery({
    ...savedIdsQuery(user?.uid ?? '', productIds),
    enabled: Boolean(user) && productIds.length > 0,
  });
  return new Set(data ?? []);
}
