import {
  type CreateProductRequest,
  DEFAULT_PAGE_SIZE,
  type OwnListing,
  type Product,
} from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiList, apiRequest, type ListPage } from '../../../lib/api-client';
import type { ProductUpdateRequest } from '../edit-product-values';

/** `GET /api/me/products`: the seller's own listings, whatever their status, with their pending bookings. */
export const myProductsQuery = (uid: string, page: number, limit = DEFAULT_PAGE_SIZE) =>
  queryOptions<ListPage<OwnListing>>({
    queryKey: ['products', 'mine', uid, { page, limit }],
    queryFn: ({ signal }) => apiList('/me/products', { signal, query: { page, limit } }),
  });

/** `GET /api/me/products/{id}`: one of the seller's listings as written, for the edit form. */
export const ownProductQuery = (id: string) =>
  queryOptions<Product>({
    queryKey: ['products', 'own', id],
    queryFn: ({ signal }) => apiRequest<Product>(`/me/products/${encodeURIComponent(id)}`, { signal }),
  });

/** `PATCH /api/products/{id}`: the seller's edit (409 while a booking holds the camera). */
export function updateProduct(id: string, request: ProductUpdateRequest): Promise<Product> {
  return apiRequest<Product>(`/products/${encodeURIComponent(id)}`, { method: 'PATCH', body: request });
}

/** `POST /api/products`: lists a camera; the seller and posting time come from the server. */
export function createProduct(request: CreateProductRequest): Promise<Product> {
  return apiRequest<Product>('/products', { method: 'POST', body: request });
}

/** `PATCH /api/products/{id}`: mark sold or available again (409 while a booking holds it). */
export function setProductStatus(id: string, status: 'sold' | 'available'): Promise<Product> {
  return apiRequest<Product>(`/products/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } });
}

/** `DELETE /api/products/{id}`: takes the listing off the storefront; orders keep their record. */
export function deleteProduct(id: string): Promise<{ ok: true }> {
  return apiRequest(`/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
