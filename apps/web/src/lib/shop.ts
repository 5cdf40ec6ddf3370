import type { Shop } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** `GET /api/shop`: whether this is a demo shop (its demo accounts still exist), and its time zone. */
export const shopQuery = () =>
  queryOptions({
    queryKey: ['shop'],
    queryFn: ({ signal }) => apiRequest<Shop>('/shop', { signal }),
    staleTime: 5 * 60_000,
  });
