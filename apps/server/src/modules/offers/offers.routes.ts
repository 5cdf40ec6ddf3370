import {
  CreateOfferRequestSchema,
  OfferListQuerySchema,
  OfferListSchema,
  OfferMoveRequestSchema,
  OfferSchema,
  opaqueId,
  PageQuerySchema,
} from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import { setPagingHeaders } from '../../shared/paging-headers.js';
import { linkOrigin } from '../auth/auth.public.js';
import type { OffersService } from './offers.service.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const security = BEARER;
const IdParams = z.object({ id: opaqueId('id') });

export function offerRoutes(offers: OffersService, publicUrl: string | undefined) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/offers',
      {
        schema: {
          tags: ['offers'],
          summary: 'Offer a price below the asking price (signed in, confirmed address)',
          description:
            'A whole amount, below the asking price and at least half of it; one open offer per buyer and listing.',
          security,
          body: CreateOfferRequestSchema,
          response: { 200: OfferSchema, ...errors },
        },
        config: { access: 'user' },
      },
      async (request) => offers.create(callerOf(request), request.body, linkOrigin(request, publicUrl)),
    );

    api.get(
      '/api/me/offers',
      {
        schema: {
          tags: ['offers'],
          summary: "The caller's offers as buyer, seller or both, newest move first",
          security,
          querystring: PageQuerySchema.extend(OfferListQuerySchema.shape),
          response: { 200: OfferListSchema, ...errorResponses(400, 401) },
        },
        config: { access: 'user' },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const { items, total } = await offers.mine(callerOf(request), request.query);
        setPagingHeaders(request, reply, { ...request.query, total });
        return items;
      },
    );

    api.get(
      '/api/offers/:id',
      {
        schema: {
          tags: ['offers'],
          summary: 'One offer with its moves (its buyer or seller)',
          security,
          params: IdParams,
          response: { 200: OfferSchema, ...errorResponses(401, 403, 404) },
        },
        config: { access: 'user' },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return offers.get(callerOf(request), request.params.id);
      },
    );

    api.patch(
      '/api/offers/:id',
      {
        schema: {
          tags: ['offers'],
          summary: 'Accept, decline or counter (the side whose turn it is), or withdraw (the buyer)',
          description:
            'At most three prices in all; an accept books the listing at the agreed price. 409 with the reason for a move that is not allowed.',
          security,
          params: IdParams,
          body: OfferMoveRequestSchema,
          response: { 200: OfferSchema, ...errors },
        },
        config: { access: 'user' },
      },
      async (request) =>
        offers.move(callerOf(request), request.params.id, request.body, linkOrigin(request, publicUrl)),
    );
  };
}
