import type { SitePage } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * `GET /api/pages/safe-meetings`: the shop's safe-meeting guidance, a site page its admins edit
 * (issue 45, item 4). The site pages' own key, so the guidance shown is the one just saved.
 */
export const safeMeetingsQuery = () =>
  queryOptions<SitePage>({
    queryKey: ['site-page', 'safe-meetings'],
    queryFn: ({ signal }) => apiRequest('/pages/safe-meetings', { signal, anonymous: true }),
    // Guidance changes rarely: one read serves every booking on the page.
    staleTime: 5 * 60_000,
  });
