import {
  CreateProductRequestSchema,
  ListingViewerSchema,
  OwnListingListSchema,
  opaqueId,
  PageQuerySchema,
  ProductSchema,
  UpdateProductRequestSchema,
} from '@refocus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import { setPagingHeaders } from '../../shared/paging-headers.js';
import { linkOrigin } from '../auth/auth.public.js';
import type { ListingsService } from './listings.service.js';

const IdParams = z.object({ id: opaqueId('id') });
const errors = errorResponses(400, 401, 403, 404, 409);
const security = BEARER;

export function listingRoutes(listings: ListingsService, publicUrl: string | undefined) {
  // Image URLs we accept in listings: relative, on PUBLIC_URL, or on the origin the caller used.
  const ownOrigins = (request: FastifyRequest) =>
    [publicUrl, `${request.protocol}://${request.host}`].filter((o): o is string => Boolean(o));

  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/products',
      {
        schema: {
          tags: ['products'],
          summary: 'List a camera (sellers); the seller and posting time come from the server',
          security,
          body: CreateProductRequestSchema,
          response: { 200: ProductSchema, ...errors },
        },
        config: { access: 'seller' },
      },
      async (request) => {
        const seller = callerOf(request);
        return listings.create(seller, request.body, ownOrigins(request));
      },
    );

    api.get(
      '/api/me/products',
      {
        schema: {
          tags: ['products'],
          summary:
            "The caller's own listings, whatever their status, each with its bookings waiting for an answer (sellers)",
          security,
          querystring: PageQuerySchema,
          response: { 200: OwnListingListSchema },
        },
        config: { access: 'seller' },
      },
      async (request, reply) => {
        const seller = callerOf(request);
        const { items, total } = await listings.mine(seller, request.query);
        setPagingHeaders(request, reply, { ...request.query, total });
        return items;
      },
    );

    api.get(
      '/api/me/products/:id',
      {
        schema: {
          tags: ['products'],
          summary: 'One of your listings as you wrote it, phone number included, for the edit form (owner)',
          security,
          params: IdParams,
          response: { 200: ProductSchema, ...errorResponses(401, 403, 404) },
        },
        config: { access: 'seller' },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return listings.own(callerOf(request), request.params.id);
      },
    );

    api.get(
      '/api/products/:id/viewer',
      {
        schema: {
          tags: ['products'],
          summary:
            'The caller and this listing: their running booking of it, or (its seller) how many bookings wait for an answer',
          description:
            'Signed in. Kept apart from `GET /api/products/{id}`, which is cached and the same for everyone.',
          security,
          params: IdParams,
          response: { 200: ListingViewerSchema, ...errorResponses(401, 403, 404) },
        },
        config: { access: 'user' },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return listings.viewer(callerOf(request), request.params.id);
      },
    );

    api.patch(
      '/api/products/:id',
      {
        schema: {
          tags: ['products'],
          summary: 'Edit your listing, or mark it sold or available again (owner)',
          security,
          params: IdParams,
          body: UpdateProductRequestSchema,
          response: { 200: ProductSchema, ...errors },
        },
        config: { access: 'seller' },
      },
      async (request) => {
        const caller = callerOf(request);
        return listings.update(
          caller,
          request.params.id,
          request.body,
          ownOrigins(request),
          linkOrigin(request, publicUrl),
        );
      },
    );

    api.delete(
      '/api/products/:id',
      {
        schema: {
          tags: ['products'],
          summary: 'Take a listing off the storefront (owner or admin); orders keep their record',
          security,
          params: IdParams,
          response: { 200: z.object({ ok: z.literal(true) }), ...errorResponses(404) },
        },
        config: { access: 'user' },
      },
      async (request) => {
        const caller = callerOf(request);
        await listings.remove(caller, request.params.id);
        return { ok: true as const };
      },
    );
  };
}
