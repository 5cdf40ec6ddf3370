import type { SitePage, SitePageSlug } from '@refocus/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/pages/{slug}`: Terms, Privacy or Contact, as the shop's admins wrote it. */
export const sitePageQuery = (slug: SitePageSlug) =>
  queryOptions<SitePage>({
    queryKey: ['site-page', slug],
    queryFn: ({ signal }) => apiRequest(`/pages/${slug}`, { signal, anonymous: true }),
  });

/** `PUT /api/pages/{slug}` (admins). */
export function saveSitePage(slug: SitePageSlug, markdown: string): Promise<SitePage> {
  return apiRequest(`/pages/${slug}`, { method: 'PUT', body: { markdown } });
}
