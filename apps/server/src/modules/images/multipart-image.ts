import type { MultipartFile } from '@fastify/multipart';
import { ErrorBodySchema, MAX_IMAGE_BYTES } from '@refocus/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { BUSY_RETRY_AFTER_SECONDS, type ImageQueue } from './image-queue.js';
import { imagesErrors } from './images-errors.js';

/** Room for the multipart framing around the one file: boundaries, part headers, a few small fields. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const TOO_LARGE = imagesErrors.imageMustAtMost;

/** `@fastify/multipart` limits for a route that takes one photo: anything more is refused before it is read. */
export const ONE_IMAGE_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 50,
};

/** The image host's error body: the spec's `success: false` beside the error. */
export const ImageErrorSchema = ErrorBodySchema.extend({ success: z.literal(false) });

/** Refuses, before a byte is read, a declared body larger than one photo and its framing. */
export function refuseOversizedUpload(request: FastifyRequest): void {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw new AppError('payload-too-large', TOO_LARGE, 'image');
  }
}

/** Refuses at once when the image queue is full, asking the client to come back (503 + Retry-After). */
export function refuseWhenQueueFull(queue: ImageQueue, reply: FastifyReply): void {
  try {
    queue.assertRoom();
  } catch (error) {
    reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
    throw error;
  }
}

/** Runs image work in its turn; a queue found full on the way answers 503 with Retry-After. */
export function queuedOn(queue: ImageQueue, reply: FastifyReply) {
  return <T>(work: () => Promise<T>): Promise<T> => {
    refuseWhenQueueFull(queue, reply);
    return queue.run(work);
  };
}

/** The bytes of the one file in field "image"; a broken multipart body is the client's error. */
export async function readImageField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported-media-type', imagesErrors.sendImageAsMultipart, 'image');
  }
  let file: MultipartFile | undefined;
  let bytes: Buffer;
  try {
    file = await request.file();
    bytes = file ? await file.toBuffer() : Buffer.alloc(0);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw new AppError('bad-request', imagesErrors.multipartBodyMalformed, 'image');
  }
  // busboy cuts a file at the limit and marks it truncated; when the cut falls exactly on a
  // chunk boundary, toBuffer() sees no further chunk and answers the first 10 MB as if whole.
  if (file?.file.truncated) throw new AppError('payload-too-large', TOO_LARGE, 'image');
  if (file?.fieldname !== 'image') {
    throw new AppError('validation-failed', imagesErrors.attachPhotoFieldImage, 'image');
  }
  return bytes;
}
