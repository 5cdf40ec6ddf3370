import multipart from '@fastify/multipart';
import { ImageUploadResponseSchema } from '@refocus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type Clock, systemClock } from '../../clock.js';
import type { UploadLimits } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER } from '../../plugins/route-docs.js';
import type { ImageQueue } from './image-queue.js';
import type { ImageStore } from './image-store.js';
import { defaultVariant, imagePath, srcSetFor } from './image-variants.js';
import { isMessagePhoto } from './images.repository.js';
import { storeImage } from './images.service.js';
import { imagesErrors } from './images-errors.js';
import {
  ImageErrorSchema,
  ONE_IMAGE_LIMITS,
  queuedOn,
  readImageField,
  refuseOversizedUpload,
  refuseWhenQueueFull,
} from './multipart-image.js';
import { scheduleUnattachedCleanup } from './unattached-cleanup.js';
import { checkUploadQuota } from './upload-quota.js';

const ImageFileParams = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/, { error: 'id must be an image id' }),
  file: z.string().regex(/^[0-9]{2,4}\.webp$/, { error: 'file must be a width followed by .webp' }),
});

export interface ImageRouteDeps {
  db: Kysely<DB>;
  store: ImageStore;
  /** Prefix for the answered URLs: PUBLIC_URL when set. */
  origin: string;
  limits: UploadLimits;
  /** Where image work waits its turn; profile photos share it (one pool for sharp). */
  queue: ImageQueue;
  /** The time uploads are recorded and counted against the quotas by, and the cleanup's grace. */
  clock?: Clock;
}

export function imageRoutes({ db, store, origin, limits, queue, clock = systemClock }: ImageRouteDeps) {
  return async (app: FastifyInstance) => {
    if (limits.cleanupIntervalMs > 0) {
      let stop = () => {};
      app.addHook('onReady', async () => {
        stop = scheduleUnattachedCleanup(
          { db, store, log: app.log, clock },
          limits.unattachedGraceMs,
          limits.cleanupIntervalMs,
        );
      });
      app.addHook('onClose', async () => stop());
    }
    await app.register(multipart, {
      // One file, nothing else of size: anything more is refused before it is read.
      limits: ONE_IMAGE_LIMITS,
    });

    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/images',
      {
        schema: {
          tags: ['images'],
          summary: 'Upload a photo (sellers): multipart field "image"; JPEG, PNG, WebP, AVIF or GIF, ≤ 10 MB',
          security: BEARER,
          consumes: ['multipart/form-data'],
          response: {
            200: ImageUploadResponseSchema,
            400: ImageErrorSchema,
            401: ImageErrorSchema,
            403: ImageErrorSchema,
            413: ImageErrorSchema,
            415: ImageErrorSchema,
            429: ImageErrorSchema,
            503: ImageErrorSchema,
          },
        },
        // The spec's image host answers failures with `success: false` beside the error.
        config: { successFlag: true, access: 'seller' },
        // Refused before reading a byte: a declared body larger than one photo and its framing,
        // a seller past their quota (counted before this upload), or a full image queue.
        preHandler: async (request, reply) => {
          refuseOversizedUpload(request);
          await checkUploadQuota(db, callerOf(request).id, 0, limits, clock().getTime());
          refuseWhenQueueFull(queue, reply);
        },
      },
      async (request, reply) => {
        const seller = callerOf(request);
        const bytes = await readImageField(request);
        await checkUploadQuota(db, seller.id, bytes.length, limits, clock().getTime());
        const image = await storeImage(db, store, bytes, seller.id, queuedOn(queue, reply), clock);
        const url = `${origin}${imagePath(image.id, defaultVariant(image.width).name)}`;
        return {
          success: true as const,
          data: {
            id: image.id,
            url,
            display_url: url,
            width: image.width,
            height: image.height,
            srcset: srcSetFor(image.id, image.width, origin),
          },
        };
      },
    );

    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/images/:id/:file',
      {
        schema: {
          tags: ['images'],
          summary: 'One re-encoded WebP file of an image',
          params: ImageFileParams,
        },
        // The answer is the file itself; failures are the JSON error body.
        // 503: photo storage (S3) does not answer.
        config: { documentedErrors: [400, 404, 503] },
      },
      async (request, reply) => {
        // A photo sent in a message is not public: its thread serves it to its people only
        // (issue 41 item 12), so here it is as absent as an unknown id.
        if (await isMessagePhoto(db, request.params.id))
          throw new AppError('not-found', imagesErrors.suchImage);
        const bytes = await store.get(request.params.id, request.params.file);
        if (!bytes) throw new AppError('not-found', imagesErrors.suchImage);
        // Content-addressed: a URL's bytes never change, so caches may keep them for good.
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .type('image/webp')
          .send(bytes);
      },
    );
  };
}
