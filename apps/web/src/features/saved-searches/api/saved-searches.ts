import type {
  NewSavedSearch,
  SavedSearch,
  SavedSearchChanges,
  SavedSearchUnsubscribe,
} from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const SAVED_SEARCHES_KEY = 'saved-searches';
export const SAVED_SEARCHES_PATH = '/dashboard/saved-searches';

/** `GET /api/saved-searches`: the caller's searches, oldest first. */
export const savedSearchesQuery = (uid: string) =>
  queryOptions<SavedSearch[]>({
    queryKey: [SAVED_SEARCHES_KEY, uid],
    queryFn: ({ signal }) => apiRequest('/saved-searches', { signal }),
  });

export function saveSearch(input: NewSavedSearch): Promise<SavedSearch> {
  return apiRequest('/saved-searches', { method: 'POST', body: input });
}

export function changeSavedSearch(id: string, changes: SavedSearchChanges): Promise<SavedSearch> {
  return apiRequest(`/saved-searches/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
}

export function deleteSavedSearch(id: string): Promise<{ ok: true }> {
  return apiRequest(`/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** `POST /api/saved-searches/unsubscribe`: an alert's link, no sign-in needed. */
export function unsubscribeSavedSearch(link: SavedSearchUnsubscribe): Promise<SavedSearch> {
  return apiRequest('/saved-searches/unsubscribe', { method: 'POST', body: link, anonymous: true });
}
