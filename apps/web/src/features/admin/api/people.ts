import { DEFAULT_PAGE_SIZE, type Person } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiList, apiRequest, type ListPage } from '../../../lib/api-client';

export type PeopleKind = 'sellers' | 'buyers';

/** `GET /api/user/all-sellers` or `/all-buyers` (admins): `{_id, name, email}` a page at a time. */
export const peopleQuery = (kind: PeopleKind, page: number, limit = DEFAULT_PAGE_SIZE) =>
  queryOptions<ListPage<Person>>({
    queryKey: ['people', kind, { page, limit }],
    queryFn: ({ signal }) => apiList(`/user/all-${kind}`, { signal, query: { page, limit } }),
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
