import multipart, { type MultipartFile } from '@fastify/multipart';
import { ErrorBodySchema, ImageUploadResponseSchema, MAX_IMAGE_BYTES } from '@refocus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { UploadLimits } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { callerOf } from '../../plugins/access-control.js';
import { BEARER } from '../../plugins/route-docs.js';
import { BUSY_RETRY_AFTER_SECONDS, ImageQueue } from './image-queue.js';
import type { ImageStore } from './image-store.js';
import { defaultVariant, imagePath, srcSetFor } from './image-variants.js';
import { storeImage } from './images.service.js';
import { scheduleUnattachedCleanup } from './unattached-cleanup.js';
import { checkUploadQuota } from './upload-quota.js';

const ImageFileParams = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/, { error: 'id must be an image id' }),
  file: z.string().regex(/^[0-9]{2,4}\.webp$/, { error: 'file must be a width followed by .webp' }),
});

/** Room for the multipart framing around the one file: boundaries, part headers, a few small fields. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const TOO_LARGE = 'image must be at most 10 MB';

/** The bytes of the one file in field "image"; a broken multipart body is the client's error. */
async function readImageField(request: FastifyRequest): Promise<Buffer> {
  let file: MultipartFile | undefined;
  let bytes: Buffer;
  try {
    file = await request.file();
    bytes = file ? await file.toBuffer() : Buffer.alloc(0);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw new AppError('bad-request', 'The multipart body is malformed', 'image');
  }
  // busboy cuts a file at the limit and marks it truncated; when the cut falls exactly on a
  // chunk boundary, toBuffer() sees no further chunk and answers the first 10 MB as if whole.
  if (file?.file.truncated) throw new AppError('payload-too-large', TOO_LARGE, 'image');
  if (file?.fieldname !== 'image') {
    throw new AppError('validation-failed', 'Attach the photo in the field "image"', 'image');
  }
  return bytes;
}

const ImageErrorSchema = ErrorBodySchema.extend({ success: z.literal(false) });

export interface ImageRouteDeps {
  db: Kysely<DB>;
  store: ImageStore;
  /** Prefix for the answered URLs: PUBLIC_URL when set. */
  origin: string;
  limits: UploadLimits;
}

export function imageRoutes({ db, store, origin, limits }: ImageRouteDeps) {
  return async (app: FastifyInstance) => {
    const queue = new ImageQueue(limits.workers, limits.queueMax);
    if (limits.cleanupIntervalMs > 0) {
      let stop = () => {};
      app.addHook('onReady', async () => {
        stop = scheduleUnattachedCleanup(
          { db, store, log: app.log },
          limits.unattachedGraceMs,
          limits.cleanupIntervalMs,
        );
      });
      app.addHook('onClose', async () => stop());
    }
    await app.register(multipart, {
      // One file, nothing else of size: anything more is refused before it is read.
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
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
          const declared = Number(request.headers['content-length'] ?? 0);
          if (declared > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES) {
            throw new AppError('payload-too-large', TOO_LARGE, 'image');
          }
          await checkUploadQuota(db, callerOf(request).id, 0, limits);
          try {
            queue.assertRoom();
          } catch (error) {
            reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
            throw error;
          }
        },
      },
      async (request, reply) => {
        const seller = callerOf(request);
        if (!request.isMultipart()) {
          throw new AppError('unsupported-media-type', 'Send the image as multipart/form-data', 'image');
        }
        const bytes = await readImageField(request);
        await checkUploadQuota(db, seller.id, bytes.length, limits);
        const image = await storeImage(db, store, bytes, seller.id, (work) => {
          try {
            return queue.run(work);
          } catch (error) {
            reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
            throw error;
          }
        });
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
        const bytes = await store.get(request.params.id, request.params.file);
        if (!bytes) throw new AppError('not-found', 'No such image');
        // Content-addressed: a URL's bytes never change, so caches may keep them for good.
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .type('image/webp')
          .send(bytes);
      },
    );
  };
}
