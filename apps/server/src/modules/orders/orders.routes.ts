import {
  CreateOrderRequestSchema,
  MeetingMoveRequestSchema,
  OrderListSchema,
  OrderSchema,
  opaqueId,
  PageQuerySchema,
  UpdateOrderRequestSchema,
} from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import { setPagingHeaders } from '../../shared/paging-headers.js';
import { linkOrigin } from '../auth/auth.public.js';
import type { OrdersService } from './orders.service.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const security = BEARER;

export function orderRoutes(orders: OrdersService, publicUrl: string | undefined) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/orders',
      {
        schema: {
          tags: ['orders'],
          summary: 'Book a camera to meet its seller (signed in)',
          security,
          body: CreateOrderRequestSchema,
          response: { 200: OrderSchema, ...errors },
        },
        config: { access: 'user' },
      },
      async (request) => orders.book(callerOf(request), request.body, linkOrigin(request, publicUrl)),
    );

    api.get(
      '/api/me/orders',
      {
        schema: {
          tags: ['orders'],
          summary: "The caller's bookings, newest first",
          security,
          querystring: PageQuerySchema,
          response: { 200: OrderListSchema },
        },
        config: { access: 'user' },
      },
      async (request, reply) => {
        const { items, total } = await orders.buyerOrders(callerOf(request), request.query);
        setPagingHeaders(request, reply, { ...request.query, total });
        return items;
      },
    );

    api.get(
      '/api/me/bookings',
      {
        schema: {
          tags: ['orders'],
          summary: "Bookings of the caller's listings, newest first (sellers)",
          security,
          querystring: PageQuerySchema,
          response: { 200: OrderListSchema },
        },
        config: { access: 'seller' },
      },
      async (request, reply) => {
        const { items, total } = await orders.sellerBookings(callerOf(request), request.query);
        setPagingHeaders(request, reply, { ...request.query, total });
        return items;
      },
    );

    api.patch(
      '/api/orders/:id',
      {
        schema: {
          tags: ['orders'],
          summary:
            'Answer or cancel a booking: buyer cancels; seller accepts, declines, completes or cancels',
          security,
          params: z.object({ id: opaqueId('id') }),
          body: UpdateOrderRequestSchema,
          response: { 200: OrderSchema, ...errors },
        },
        config: { access: 'user' },
      },
      async (request) =>
        orders.changeStatus(
          callerOf(request),
          request.params.id,
          request.body.status,
          linkOrigin(request, publicUrl),
        ),
    );

    api.patch(
      '/api/orders/:id/meeting',
      {
        schema: {
          tags: ['orders'],
          summary:
            "Propose meeting times (the shop's wall-clock, up to 3) or accept one the other side proposed: the booking's buyer and seller",
          security,
          params: z.object({ id: opaqueId('id') }),
          body: MeetingMoveRequestSchema,
          response: { 200: OrderSchema, ...errors },
        },
        config: { access: 'user' },
      },
      async (request) =>
        orders.meetings.move(
          callerOf(request),
          request.params.id,
          request.body,
          linkOrigin(request, publicUrl),
        ),
    );
  };
}
