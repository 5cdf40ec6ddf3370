import type { Brand } from '@refocus/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** The key of every brands query: an admin's change refreshes the menu and the admin list alike. */
export const BRANDS_KEY = 'brands';

/**
 * `GET /api/brands`: the Brand menu's brands in order, hidden ones left out (issue 44). Part of
 * every page (navbar, footer, cards), so it is kept a while; an admin's change refreshes it.
 */
export const brandsQuery = () =>
  queryOptions<Brand[]>({
    queryKey: [BRANDS_KEY],
    queryFn: ({ signal }) => apiRequest('/brands', { signal }),
    staleTime: 10 * 60_000,
  });

/** The menu's brands; `data` is undefined while they load. */
export function useBrands() {
  return useQuery(brandsQuery());
}

/** A brand's name by id; undefined while the list loads, and for an id that is no brand of the menu. */
export function brandName(brands: readonly Brand[] | undefined, id: number | undefined): string | undefined {
  return brands?.find((brand) => brand.id === id)?.name;
}

/** The name of one brand, from the menu's list. */
export function useBrandName(id: number | undefined): string | undefined {
  return brandName(useBrands().data, id);
}
