import { SearchSuggestionsQuerySchema, SearchSuggestionsSchema } from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/route-docs.js';
import type { SearchSuggestionsService } from './search-suggestions.service.js';

/** `GET /api/search/suggestions?q=` (issue 43, item 4): public, kept per catalogue version like the catalogue's pages. */
export function searchSuggestionRoutes(suggestions: SearchSuggestionsService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/search/suggestions',
      {
        schema: {
          tags: ['products'],
          summary: 'Brands and models to offer as someone types a search (at least 2 characters)',
          querystring: SearchSuggestionsQuerySchema,
          response: { 200: SearchSuggestionsSchema, ...errorResponses(400) },
        },
        config: { catalogueCache: true },
      },
      (request) => suggestions.suggest(request.query.q, request.catalogueVersion),
    );
  };
}
