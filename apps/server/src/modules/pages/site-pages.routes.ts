import { SitePageSchema, SitePageSlugSchema, SitePageUpdateSchema } from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageLocaleOf } from '../../i18n/request-locale.js';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import type { SitePagesService } from './site-pages.service.js';

const params = z.object({ slug: SitePageSlugSchema });

/** `GET /api/pages/{slug}` for everyone; `PUT` for admins (issue 19). */
export function sitePageRoutes(pages: SitePagesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/pages/:slug',
      {
        schema: {
          tags: ['pages'],
          summary: "One of the shop's own pages (terms, privacy, contact) as Markdown",
          params,
          response: { 200: SitePageSchema, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        // Small and rarely changed, but an admin's edit must show at the next visit.
        reply.header('cache-control', 'no-cache');
        return pages.read(request.params.slug, app.languages.intl(messageLocaleOf(request)));
      },
    );

    api.put(
      '/api/pages/:slug',
      {
        schema: {
          tags: ['pages'],
          summary: "Replace one of the shop's own pages with new Markdown (admins)",
          description:
            'Rendered without raw HTML (react-markdown), so a page cannot carry scripts. Errors: 400 naming the field.',
          security: BEARER,
          params,
          body: SitePageUpdateSchema,
          response: { 200: SitePageSchema, ...errorResponses() },
        },
        config: { access: 'admin' },
      },
      async (request) =>
        pages.save(
          request.params.slug,
          request.body.markdown,
          callerOf(request).id,
          app.languages.intl(messageLocaleOf(request)),
        ),
    );
  };
}
