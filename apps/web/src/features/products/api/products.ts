import { DEFAULT_PAGE_SIZE, type Product } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiList, type ListPage } from '../../../lib/api-client';

/** `GET /api/products?page&limit`: one page of all listings, total from `X-Total-Count`. */
export const productsQuery = (page: number, limit = DEFAULT_PAGE_SIZE) =>
  queryOptions<ListPage<Product>>({
    queryKey: ['products', 'list', { page, limit }],
    queryFn: ({ signal }) => apiList('/products', { signal, query: { page, limit } }),
  });

/** `GET /api/category/{id}`: one page of a brand's listings. */
export const categoryProductsQuery = (categoryId: number, page: number, limit = DEFAULT_PAGE_SIZE) =>
  queryOptions<ListPage<Product>>({
    queryKey: ['products', 'category', categoryId, { page, limit }],
    queryFn: ({ signal }) => apiList(`/category/${categoryId}`, { signal, query: { page, limit } }),
  });
