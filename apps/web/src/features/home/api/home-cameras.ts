import type { Product } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/home-cameras`: the newest available listings, at most six. */
export const homeCamerasQuery = () =>
  queryOptions({
    queryKey: ['products', 'home'],
    queryFn: ({ signal }) => apiRequest<Product[]>('/home-cameras', { signal }),
  });
