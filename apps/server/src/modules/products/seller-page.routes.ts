import {
  opaqueId,
  ProductListSchema,
  SellerListingsQuerySchema,
  SellerProfileSchema,
} from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/route-docs.js';
import { setPagingHeaders } from '../../shared/paging-headers.js';
import type { SellerPageService } from './seller-page.service.js';

const IdParams = z.object({ id: opaqueId('id') });

/**
 * A seller's public page (issue 14, item 8). Not in the page cache: the name and photo change
 * with the account, which does not move the catalogue version.
 */
export function sellerPageRoutes(sellers: SellerPageService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/sellers/:id',
      {
        schema: {
          tags: ['products'],
          summary: 'A seller as everyone sees them: name, photo, member since, listings on sale',
          params: IdParams,
          response: { 200: SellerProfileSchema, ...errorResponses(404) },
        },
      },
      (request) => sellers.profile(request.params.id),
    );

    api.get(
      '/api/sellers/:id/products',
      {
        schema: {
          tags: ['products'],
          summary: "A seller's listings, newest first, paged: on sale, or every status with includeSold=true",
          params: IdParams,
          querystring: SellerListingsQuerySchema,
          response: { 200: ProductListSchema, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const { items, total } = await sellers.listings(request.params.id, request.query);
        setPagingHeaders(request, reply, { ...request.query, total });
        return items;
      },
    );
  };
}
