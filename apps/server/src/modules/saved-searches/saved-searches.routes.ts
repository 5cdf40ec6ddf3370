import {
  NewSavedSearchSchema,
  opaqueId,
  SavedSearchChangesSchema,
  SavedSearchListSchema,
  SavedSearchSchema,
  SavedSearchUnsubscribeSchema,
} from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import { linkOrigin } from '../auth/auth.public.js';
import type { SavedSearchesService } from './saved-searches.service.js';

const tags = ['saved-searches'];
const security = BEARER;
const params = z.object({ id: opaqueId('id') });

/** Issue 14 item 7 (decision 035): keep a catalogue search and hear of new listings that match it. */
export function savedSearchRoutes(searches: SavedSearchesService, publicUrl: string | undefined) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/api/saved-searches',
      {
        schema: {
          tags,
          summary: "The caller's saved searches, oldest first (at most 20)",
          security,
          response: { 200: SavedSearchListSchema },
        },
        config: { access: 'user' },
      },
      async (request) => searches.list(callerOf(request)),
    );

    api.post(
      '/api/saved-searches',
      {
        schema: {
          tags,
          summary: 'Save a catalogue search (its query string) with instant or daily e-mail alerts',
          description:
            '`query` is read by the catalogue’s own rules (`q`, `category`, `minPrice`, `maxPrice`, `sort`; paging is dropped). 400 names `query` when it is not valid; 403 `auth/email-not-verified` before the address is confirmed; 409 at 20 saved searches.',
          security,
          body: NewSavedSearchSchema,
          response: { 200: SavedSearchSchema, ...errorResponses(400, 403, 409) },
        },
        config: { access: 'user' },
      },
      async (request) => searches.create(callerOf(request), request.body, linkOrigin(request, publicUrl)),
    );

    api.patch(
      '/api/saved-searches/:id',
      {
        schema: {
          tags,
          summary: 'Rename a saved search, pause or resume its alerts, or change how often they come',
          security,
          params,
          body: SavedSearchChangesSchema,
          response: { 200: SavedSearchSchema, ...errorResponses(400, 404) },
        },
        config: { access: 'user' },
      },
      async (request) => searches.change(callerOf(request), request.params.id, request.body),
    );

    api.delete(
      '/api/saved-searches/:id',
      {
        schema: {
          tags,
          summary: 'Delete a saved search; alerts waiting for it are not sent',
          security,
          params,
          response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(404) },
        },
        config: { access: 'user' },
      },
      async (request) => {
        await searches.remove(callerOf(request), request.params.id);
        return { ok: true as const };
      },
    );

    api.post(
      '/api/saved-searches/unsubscribe',
      {
        schema: {
          tags,
          summary: "An alert e-mail's unsubscribe link: pauses that saved search, without signing in",
          description:
            'The token comes from the link; 400 when it does not match the search, 404 when it is gone.',
          body: SavedSearchUnsubscribeSchema,
          response: { 200: SavedSearchSchema, ...errorResponses(400, 404) },
        },
      },
      async (request) => searches.unsubscribe(request.body),
    );
  };
}
