import { DEFAULT_PAGE_SIZE, type Product } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiList, apiRequest, type ListPage } from '../../../lib/api-client';
import type { ProductFilters } from '../product-filters';

/** `GET /api/products?q&category&minPrice&maxPrice&sort&page&limit`: one page of the storefront. */
export const productsQuery = (filters: ProductFilters, limit = DEFAULT_PAGE_SIZE) =>
  queryOptions<ListPage<Product>>({
    queryKey: ['products', 'list', { ...filters, limit }],
    queryFn: ({ signal }) =>
      apiList('/products', {
        signal,
        query: {
          q: filters.q,
          category: filters.category,
          minPrice: filters.minPrice,
          maxPrice: filters.maxPrice,
          sort: filters.sort === 'newest' ? undefined : filters.sort,
          page: filters.page,
          limit,
        },
      }),
  });

/** `GET /api/category/{id}`: one page of a brand's listings. */
export const categoryProductsQuery = (categoryId: number, page: number, limit = DEFAULT_PAGE_SIZE) =>
  queryOptions<ListPage<Product>>({
    queryKey: ['products', 'category', categoryId, { page, limit }],
    queryFn: ({ signal }) => apiList(`/category/${categoryId}`, { signal, query: { page, limit } }),
  });

/** `GET /api/products/{id}`: one listing; 404 once it is off the storefront. */
export const productQuery = (id: string) =>
  queryOptions<Product>({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => apiRequest(`/products/${encodeURIComponent(id)}`, { signal }),
  });
