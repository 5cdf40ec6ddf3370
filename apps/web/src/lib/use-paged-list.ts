import { DEFAULT_PAGE_SIZE } from '@refocus/contract';
import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { ListPage } from './api-client';
import { pageCountOf, pageFromSearch } from './page-param';

type PageQuery<T> = (page: number) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, QueryKey>;

/** One page of a dashboard list, as `PagedList` shows it. */
export interface PagedListState<T> {
  /** The `?page=` of the URL (1 when absent or not a page number). */
  page: number;
  pageCount: number;
  /** The page's rows, or undefined until the first answer (the previous page's while the next loads). */
  data: ListPage<T> | undefined;
  error: Error | null;
  retry: () => void;
}

/**
 * The page of a list named by the URL's `?page=`, kept on screen while the next page loads.
 * `enabled: false` waits (for the session, say) without asking.
 */
export function usePagedList<T>(query: PageQuery<T>, { enabled = true } = {}): PagedListState<T> {
  const [params] = useSearchParams();
  const page = pageFromSearch(params);
  const { data, error, refetch } = useQuery({ ...query(page), enabled, placeholderData: keepPreviousData });
  return {
    page,
    pageCount: data ? pageCountOf(data.total, DEFAULT_PAGE_SIZE) : 1,
    data,
    error,
    retry: () => void refetch(),
  };
}
