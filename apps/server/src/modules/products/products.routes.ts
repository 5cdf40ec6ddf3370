import {
  CategoryIdSchema,
  PageQuerySchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
} from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/route-docs.js';
import { setPagingHeaders } from './paging-headers.js';
import type { ProductsService } from './products.service.js';

export function productRoutes(products: ProductsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/home-cameras',
      {
        schema: {
          tags: ['products'],
          summary: 'Newest available cameras for the home page (at most 6)',
          response: { 200: ProductListSchema },
        },
        config: { catalogueCache: true },
      },
      () => products.homeCameras(),
    );

    api.get(
      '/api/products',
      {
        schema: {
          tags: ['products'],
          summary: 'Available cameras, paged; X-Total-Count and Link headers carry the paging',
          querystring: ProductListQuerySchema,
          response: { 200: ProductListSchema, ...errorResponses(400) },
        },
        config: { catalogueCache: true },
      },
      async (request, reply) => {
        const { items, total } = await products.list(request.query);
        setPagingHeaders(request, reply, { ...request.query, total });
        return items;
      },
    );

    api.get(
      '/api/products/:id',
      {
        schema: {
          tags: ['products'],
          summary: 'One camera on the storefront',
          params: z.object({ id: z.string().min(1).max(64) }),
          response: { 200: ProductSchema, ...errorResponses(404) },
        },
        config: { catalogueCache: true },
      },
      (request) => products.get(request.params.id),
    );

    api.get(
      '/api/category/:id',
      {
        schema: {
          tags: ['products'],
          summary: 'Available cameras of one brand (1 Cannon, 2 Sony, 3 Nikon), paged',
          params: z.object({ id: CategoryIdSchema }),
          querystring: PageQuerySchema,
          response: { 200: ProductListSchema, ...errorResponses(400) },
        },
        config: { catalogueCache: true },
      },
      async (request, reply) => {
        const { items, total } = await products.list({
          ...request.query,
          category: request.params.id,
          sort: 'newest',
        });
        setPagingHeaders(request, reply, { ...request.query, total });
        return items;
      },
    );
  };
}
