import {
  ModelCreateSchema,
  ModelListSchema,
  ModelMergeSchema,
  ModelSchema,
  ModelSearchQuerySchema,
  ModelSlugParamsSchema,
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
          summary: 'One model',
          description:
            'A duplicate merged into another model answers as that model (its own slug). Errors: 404.',
          params: ModelSlugParamsSchema,
          response: { 200: ModelSchema, ...errorResponses(400, 404) },
        },
        config: { catalogueCache: true },
      },
      (request) => models.find(request.params.slug, request.catalogueVersion),
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
