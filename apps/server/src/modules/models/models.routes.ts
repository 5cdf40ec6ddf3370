import {
  ModelCreateSchema,
  ModelDetailSchema,
  ModelListSchema,
  ModelMergeSchema,
  ModelSchema,
  ModelSearchQuerySchema,
  ModelSlugParamsSchema,
  ProductListSchema,
} from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import type { ModelsService } from './models.service.js';

const tags = ['models'];

/** Issue 44, item 2 (decision 067): the model catalogue for everyone; admins add and merge. */
export function modelRoutes(models: ModelsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/models',
      {
        schema: {
          tags,
          summary: 'Models whose names match what was typed, best first (at most 20)',
          description:
            'Model numbers are found however they are written: `a7riii`, `a7r 3`, `5d4`, `5d mark iv`, `canon 5d`. Names that begin with the words come first.',
          querystring: ModelSearchQuerySchema,
          response: { 200: ModelListSchema, ...errorResponses(400) },
        },
        config: { catalogueCache: true },
      },
      (request) => models.search(request.query.q, request.catalogueVersion),
    );

    api.get(
      '/api/models/:slug',
      {
        schema: {
          tags,
          summary: 'One model, with its price guide and its sales of the last 12 months',
          description:
            'A duplicate merged into another model answers as that model (its own slug). `priceGuide` is the 25th, 50th and 75th percentiles of the final prices of its completed bookings of the last 12 months (null under 3 sales); `sales` lists them, oldest first, without buyer or seller. Errors: 404.',
          params: ModelSlugParamsSchema,
          response: { 200: ModelDetailSchema, ...errorResponses(400, 404) },
        },
        config: { catalogueCache: true },
      },
      (request) => models.detail(request.params.slug, request.catalogueVersion),
    );

    api.get(
      '/api/models/:slug/listings',
      {
        schema: {
          tags,
          summary: "The model's listings on sale, newest first (at most 24)",
          params: ModelSlugParamsSchema,
          response: { 200: ProductListSchema, ...errorResponses(400, 404) },
        },
        config: { catalogueCache: true },
      },
      (request) => models.listings(request.params.slug, request.catalogueVersion),
    );

    api.post(
      '/api/admin/models',
      {
        schema: {
          tags,
          summary: 'Add a model to the catalogue (admins)',
          description:
            'The slug follows from the name unless given. Errors: 400 naming the field (an unknown brandId too); 409 the slug is taken.',
          security: BEARER,
          body: ModelCreateSchema,
          response: { 201: ModelSchema, ...errorResponses(409) },
        },
        config: { access: 'admin' },
      },
      async (request, reply) => {
        reply.code(201);
        return models.create(request.body, callerOf(request).id);
      },
    );

    api.post(
      '/api/admin/models/:slug/merge',
      {
        schema: {
          tags,
          summary: 'Merge a duplicate model into another (admins)',
          description:
            'The duplicate leaves the search and answers as `into` from then on. Errors: 404 either model; 409 already merged, or into itself.',
          security: BEARER,
          params: ModelSlugParamsSchema,
          body: ModelMergeSchema,
          response: { 200: ModelSchema, ...errorResponses(404, 409) },
        },
        config: { access: 'admin' },
      },
      (request) => models.merge(request.params.slug, request.body.into, callerOf(request).id),
    );
  };
}
