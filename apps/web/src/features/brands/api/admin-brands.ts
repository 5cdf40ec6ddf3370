import type { AdminBrand, BrandCreate, BrandUpdate } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { BRANDS_KEY } from '../../../components/brands/use-brands';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/admin/brands`: every brand, hidden ones too, in menu order (admins). */
export const adminBrandsQuery = () =>
  queryOptions<AdminBrand[]>({
    queryKey: [BRANDS_KEY, 'admin'],
    queryFn: ({ signal }) => apiRequest('/admin/brands', { signal }),
  });

/** `POST /api/admin/brands`: last in the menu; 409 when the slug is taken. */
export function createBrand(brand: BrandCreate): Promise<AdminBrand> {
  return apiRequest('/admin/brands', { method: 'POST', body: brand });
}

/** `PATCH /api/admin/brands/{id}`: rename, re-address, hide or show, move in the menu. */
export function updateBrand(id: number, changes: BrandUpdate): Promise<AdminBrand> {
  return apiRequest(`/admin/brands/${id}`, { method: 'PATCH', body: changes });
}
