import {
  MyReviewsQuerySchema,
  opaqueId,
  PageQuerySchema,
  RatingSchema,
  ReviewAnswerInputSchema,
  ReviewInputSchema,
  ReviewListSchema,
  ReviewSchema,
} from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import { setPagingHeaders } from '../../shared/paging-headers.js';
import { linkOrigin } from '../auth/auth.public.js';
import type { ReviewsService } from './reviews.service.js';

const tags = ['reviews'];
const params = z.object({ id: opaqueId('id') });

/** Issue 15 item 3 (decision 027). */
export function reviewRoutes(reviews: ReviewsService, publicUrl: string | undefined) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/orders/:id/review',
      {
        schema: {
          tags,
          summary: 'Rate the other side of a completed booking, once (1–5 and a text)',
          description:
            'Errors: 403 not your booking; 404 no such booking; 409 not completed, or reviewed already.',
          security: BEARER,
          params,
          body: ReviewInputSchema,
          response: { 200: ReviewSchema, ...errorResponses(403, 404, 409) },
        },
        config: { access: 'user' },
      },
      async (request) =>
        reviews.write(callerOf(request), request.params.id, request.body, linkOrigin(request, publicUrl)),
    );

    api.patch(
      '/api/reviews/:id',
      {
        schema: {
          tags,
          summary: 'Change your review, within 14 days of writing it',
          security: BEARER,
          params,
          body: ReviewInputSchema,
          response: { 200: ReviewSchema, ...errorResponses(403, 404, 409) },
        },
        config: { access: 'user' },
      },
      async (request) => reviews.edit(callerOf(request), request.params.id, request.body),
    );

    api.post(
      '/api/reviews/:id/answer',
      {
        schema: {
          tags,
          summary: 'Answer a review of you, once',
          security: BEARER,
          params,
          body: ReviewAnswerInputSchema,
          response: { 200: ReviewSchema, ...errorResponses(403, 404, 409) },
        },
        config: { access: 'user' },
      },
      async (request) => reviews.reply(callerOf(request), request.params.id, request.body.text),
    );

    api.get(
      '/api/me/reviews',
      {
        schema: {
          tags,
          summary: 'Your own reviews on these bookings (`orders`: ids separated by commas, up to 100)',
          description: 'For My Orders and Bookings: which completed bookings still wait for your review.',
          security: BEARER,
          querystring: MyReviewsQuerySchema,
          response: { 200: ReviewListSchema, ...errorResponses(400) },
        },
        config: { access: 'user' },
      },
      async (request) => reviews.mine(callerOf(request), request.query.orders),
    );

    api.get(
      '/api/users/:id/reviews',
      {
        schema: {
          tags,
          summary: 'Reviews of a person, newest first (paged, bare array)',
          params,
          querystring: PageQuerySchema,
          response: { 200: ReviewListSchema },
        },
      },
      async (request, reply) => {
        const { items, total } = await reviews.reviewsOf(request.params.id, request.query);
        setPagingHeaders(request, reply, { ...request.query, total });
        return items;
      },
    );

    api.get(
      '/api/users/:id/rating',
      {
        schema: {
          tags,
          summary: "A person's average rating (null without reviews) and how many reviews",
          params,
          response: { 200: RatingSchema },
        },
      },
      async (request) => reviews.rating(request.params.id),
    );
  };
}
