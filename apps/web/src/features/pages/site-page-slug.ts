import { SITE_PAGE_SLUGS, type SitePageSlug } from '@refocus/contract';

/** `/terms` → `terms`; the routes are the slugs themselves. */
export function sitePageSlugOf(pathname: string): SitePageSlug {
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  return SITE_PAGE_SLUGS.find((known) => known === slug) ?? 'terms';
}
