import {
  FavouriteIdsQuerySchema,
  FavouriteIdsSchema,
  FavouriteStateSchema,
  opaqueId,
  PageQuerySchema,
  SavedListingListSchema,
} from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import { setPagingHeaders } from '../../shared/paging-headers.js';
import type { FavouritesService } from './favourites.service.js';

const tags = ['favourites'];
const params = z.object({ productId: opaqueId('productId') });

/** Issue 14 item 6 (decision 034): saving listings, for every signed-in person. */
export function favouriteRoutes(favourites: FavouritesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.put(
      '/api/favourites/:productId',
      {
        schema: {
          tags,
          summary: 'Save a listing (saving it again changes nothing)',
          description: 'Errors: 404 no such listing on the marketplace; 409 your own listing.',
          security: BEARER,
          params,
          response: { 200: FavouriteStateSchema, ...errorResponses(400, 401, 404, 409) },
        },
        config: { access: 'user' },
      },
      async (request) => {
        await favourites.save(callerOf(request), request.params.productId);
        return { saved: true };
      },
    );

    api.delete(
      '/api/favourites/:productId',
      {
        schema: {
          tags,
          summary: 'Remove a listing from your saved ones (removing an unsaved one changes nothing)',
          security: BEARER,
          params,
          response: { 200: FavouriteStateSchema, ...errorResponses(401) },
        },
        config: { access: 'user' },
      },
      async (request) => {
        await favourites.remove(callerOf(request), request.params.productId);
        return { saved: false };
      },
    );

    api.get(
      '/api/favourites',
      {
        schema: {
          tags,
          summary: 'Your saved listings as they are now, newest saved first (paged, bare array)',
          description: 'Listings withdrawn since are left out; sold ones stay, with their status.',
          security: BEARER,
          querystring: PageQuerySchema,
          response: { 200: SavedListingListSchema, ...errorResponses(400, 401) },
        },
        config: { access: 'user' },
      },
      async (request, reply) => {
        const { items, total } = await favourites.list(callerOf(request), request.query);
        setPagingHeaders(request, reply, { ...request.query, total });
        return items;
      },
    );

    api.get(
      '/api/favourites/ids',
      {
        schema: {
          tags,
          summary: 'Which of these listings you saved (`products`: ids separated by commas, up to 100)',
          description: 'One call per page of cards: the hearts that are on.',
          security: BEARER,
          querystring: FavouriteIdsQuerySchema,
          response: { 200: FavouriteIdsSchema, ...errorResponses(400, 401) },
        },
        config: { access: 'user' },
      },
      async (request) => favourites.savedAmong(callerOf(request), request.query.products),
    );
  };
}
