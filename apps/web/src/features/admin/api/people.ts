import { DEFAULT_PAGE_SIZE, type PeopleSort, type Person } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiList, apiRequest, type ListPage } from '../../../lib/api-client';

export type PeopleKind = 'sellers' | 'buyers';

/** What the admin asked the list for: a search and an order (issue 19), kept in the URL. */
export interface PeopleView {
  q: string;
  sort: PeopleSort;
  order: 'asc' | 'desc';
}

/** `GET /api/user/all-sellers` or `/all-buyers` (admins): people a page at a time, searched and sorted. */
export const peopleQuery = (kind: PeopleKind, page: number, view: PeopleView, limit = DEFAULT_PAGE_SIZE) =>
  queryOptions<ListPage<Person>>({
    queryKey: ['people', kind, { page, limit, ...view }],
    queryFn: ({ signal }) =>
      apiList(`/user/all-${kind}`, {
        signal,
        query: { page, limit, sort: view.sort, order: view.order, ...(view.q ? { q: view.q } : {}) },
      }),
  });

/** `DELETE /api/user/all-{kind}/{email}`: removes the account and its sessions (admins). */
export function deletePerson(kind: PeopleKind, email: string): Promise<{ ok: true }> {
  return apiRequest(`/user/all-${kind}/${encodeURIComponent(email)}`, { method: 'DELETE' });
}

/** `PATCH /api/user/all-{kind}/{email}`: disables or re-enables the account (admins). */
export function setPersonDisabled(
  kind: PeopleKind,
  email: string,
  disabled: boolean,
): Promise<{ ok: true; disabled: boolean }> {
  return apiRequest(`/user/all-${kind}/${encodeURIComponent(email)}`, {
    method: 'PATCH',
    body: { disabled },
  });
}
