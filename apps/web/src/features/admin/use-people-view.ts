import { PEOPLE_SORTS, type PeopleSort } from '@refocus/contract';
import { useSearchParams } from 'react-router';
import type { PeopleView } from './api/people';

function sortOf(raw: string | null): PeopleSort {
  return PEOPLE_SORTS.find((sort) => sort === raw) ?? 'joined';
}

/**
 * The people list's search and order, kept in the URL (`?q=&sort=&order=`) so a reload or a
 * shared link shows the same rows. Changing either goes back to the first page.
 */
export function usePeopleView() {
  const [params, setParams] = useSearchParams();
  const view: PeopleView = {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    sort: sortOf(params.get('sort')),
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };

  const change = (next: Partial<PeopleView>) => {
    const merged = { ...view, ...next };
    const search = new URLSearchParams();
    if (merged.q) search.set('q', merged.q);
    if (merged.sort !== 'joined') search.set('sort', merged.sort);
    if (merged.order !== 'asc') search.set('order', merged.order);
    setParams(search, { replace: true });
  };

  return {
    view,
    search: (q: string) => change({ q: q.trim() }),
    /** A second click on the same column turns its order around. */
    sortBy: (sort: PeopleSort) =>
      change({ sort, order: view.sort === sort && view.order === 'asc' ? 'desc' : 'asc' }),
  };
}
