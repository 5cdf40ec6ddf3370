import { DEFAULT_PAGE_SIZE, type Facets, type Product } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, apiList as fetchList, type ListPage, type QueryValue } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import {
  type DetailFilters,
  defaultSort,
  detailQueryOf,
  detailsFromSearch,
  type ProductFilters,
} from '../product-filters';

/**
 * A list page, read at `cursor` when the URL has one (a seek on the server). A cursor the
 * server no longer accepts (another deployment's, or edited by hand) falls back to the
 * same page by number.
 */
async function listAt<T>(path: string, signal: AbortSignal, query: Record<string, QueryValue>) {
  try {
    return await fetchList<T>(path, { signal, query });
  } catch (error) {
    if (!(error instanceof ApiError && error.field === 'cursor' && query.cursor)) throw error;
    return fetchList<T>(path, { signal, query: { ...query, cursor: undefined } });
  }
}

/** `GET /api/products?q&category&minPrice&maxPrice&sort&page&limit&cursor`: one page of the storefront. */
export const productsQuery = (filters: ProductFilters, limit = DEFAULT_PAGE_SIZE) =>
  queryOptions<ListPage<Product>>({
    queryKey: ['products', 'list', { ...filters, limit }],
    queryFn: ({ signal }) =>
      listAt<Product>('/products', signal, {
        q: filters.q,
        category: filters.category,
        minPrice: filters.minPrice,
        maxPrice: filters.maxPrice,
        sort: filters.sort === defaultSort(filters.q) ? undefined : filters.sort,
        ...detailQuery(filters),
        page: filters.page,
        limit,
        cursor: filters.page > 1 ? filters.cursor : undefined,
      }),
  });

const NO_DETAILS: DetailFilters = { ...detailsFromSearch(new URLSearchParams()), includeSold: false };

const detailQuery = (filters: DetailFilters) => ({
  ...detailQueryOf(filters),
  // Only when ticked: the default list keeps its one URL (and page-cache entry).
  includeSold: filters.includeSold ? 'true' : undefined,
});

/**
 * `GET /api/products/facets` with the list's filters: counts per option, asked apart from the
 * list so the page shows as soon as its listings arrive (decision 037).
 */
export const facetsQuery = (filters: ProductFilters) =>
  queryOptions<Facets>({
    queryKey: ['products', 'facets', { ...filters, sort: undefined, page: undefined, cursor: undefined }],
    queryFn: ({ signal }) =>
      apiRequest('/products/facets', {
        signal,
        query: {
          q: filters.q,
          category: filters.category,
          minPrice: filters.minPrice,
          maxPrice: filters.maxPrice,
          ...detailQuery(filters),
        },
      }),
  });

/** `GET /api/category/{id}`: one page of a brand's listings, with the camera-detail filters. */
export const categoryProductsQuery = (
  categoryId: number,
  page: number,
  cursor?: string,
  details: DetailFilters = NO_DETAILS,
  limit = DEFAULT_PAGE_SIZE,
) =>
  queryOptions<ListPage<Product>>({
    queryKey: ['products', 'category', categoryId, { page, cursor, limit, ...details }],
    queryFn: ({ signal }) =>
      listAt<Product>(`/category/${categoryId}`, signal, {
        ...detailQuery(details),
        page,
        limit,
        cursor: page > 1 ? cursor : undefined,
      }),
  });

/** `GET /api/products/{id}`: one listing; 404 once it is off the storefront. */
export const productQuery = (id: string) =>
  queryOptions<Product>({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => apiRequest(`/products/${encodeURIComponent(id)}`, { signal }),
  });

/** `GET /api/products/{id}/similar`: on sale, the same model first, then brand and type near its price. */
export const similarProductsQuery = (id: string) =>
  queryOptions<Product[]>({
    queryKey: ['products', 'similar', id],
    queryFn: ({ signal }) => apiRequest(`/products/${encodeURIComponent(id)}/similar`, { signal }),
  });
