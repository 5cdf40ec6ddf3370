import multipart from '@fastify/multipart';
import { AuthUserSchema } from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER, errorResponses } from '../../plugins/route-docs.js';
import {
  type ImageQueue,
  ONE_IMAGE_LIMITS,
  queuedOn,
  readImageField,
  refuseOversizedUpload,
  refuseWhenQueueFull,
} from '../images/images.public.js';
import { toAuthUser } from './auth-user.js';
import type { ProfilePhotos } from './profile-photo.service.js';

/**
 * Photos a person may set in an hour. Generous for trying a few pictures, and it keeps an
 * account from making the server re-encode images in a loop (each upload costs CPU on the
 * image queue that listing photos share). Not counted against a seller's listing-photo quota.
 */
export const PROFILE_PHOTOS_PER_HOUR = 10;

const UserAnswer = z.object({ user: AuthUserSchema });

/** `PUT` and `DELETE /api/account/photo`: every signed-in person's own photo, whatever their role. */
export function profilePhotoRoutes(photos: ProfilePhotos, queue: ImageQueue) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { limits: ONE_IMAGE_LIMITS });
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.put(
      '/api/account/photo',
      {
        schema: {
          tags: ['account'],
          summary:
            'Set my profile photo: multipart field "image"; JPEG, PNG, WebP, AVIF or GIF, ≤ 10 MB; stored as a 256 px square WebP without metadata',
          security: BEARER,
          consumes: ['multipart/form-data'],
          response: { 200: UserAnswer, ...errorResponses(400, 401, 403, 413, 415, 429, 503) },
        },
        config: {
          access: 'user',
          rateLimit: {
            max: PROFILE_PHOTOS_PER_HOUR,
            timeWindow: '1 hour',
            // Per person (the caller is known by now: access control runs first), not per address.
            keyGenerator: (request) => `profile-photo:${request.caller?.id ?? request.ip}`,
          },
        },
        preHandler: async (request, reply) => {
          refuseOversizedUpload(request);
          refuseWhenQueueFull(queue, reply);
        },
      },
      async (request, reply) => {
        const bytes = await readImageField(request);
        const user = await photos.replace(callerOf(request), bytes, queuedOn(queue, reply));
        return { user: toAuthUser(user) };
      },
    );

    api.delete(
      '/api/account/photo',
      {
        schema: {
          tags: ['account'],
          summary: 'Remove my profile photo (the navbar shows my initials again)',
          security: BEARER,
          response: { 200: UserAnswer, ...errorResponses(401, 403) },
        },
        config: { access: 'user' },
      },
      async (request) => ({ user: toAuthUser(await photos.remove(callerOf(request))) }),
    );
  };
}
