import { createHash } from 'node:crypto';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '@refocus/contract';
import sharp from 'sharp';
import { AppError } from '../../errors/app-error.js';
import { variantsFor } from './image-variants.js';
import { imagesErrors } from './images-errors.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

export interface ProcessedImage {
  id: string;
  width: number;
  height: number;
  files: { name: string; bytes: Buffer }[];
}

/** An upload judged by its content and turned upright: ready to be re-encoded. */
interface DecodedUpload {
  upright: sharp.Sharp;
  width: number;
  height: number;
}

/**
 * Judges an upload by its content: a JPEG, PNG, WebP, AVIF or GIF within the size and pixel
 * limits, decodable to the end. Listing photos and profile photos both start here.
 */
export async function decodeUpload(input: Buffer): Promise<DecodedUpload> {
  if (input.length === 0) throw new AppError('validation-failed', imagesErrors.imageEmpty, 'image');
  if (input.length > MAX_IMAGE_BYTES) {
    throw new AppError('payload-too-large', imagesErrors.imageMustAtMost, 'image');
  }
  // Only the header is read here (no pixels), so a decompression bomb is measured, then refused, undecoded.
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new AppError('unsupported-media-type', imagesErrors.imageMustJpegPng, 'image');
    });
  const format = metadata.format ?? '';
  // AVIF is reported as heif by libvips; only its AV1 flavour is accepted.
  const isAccepted = ACCEPTED_FORMATS.has(format) && (format !== 'heif' || metadata.compression === 'av1');
  if (!isAccepted || !metadata.width || !metadata.height) {
    throw new AppError('unsupported-media-type', imagesErrors.imageMustJpegPng, 'image');
  }
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
    throw new AppError('payload-too-large', imagesErrors.imageMustAtMost2, 'image');
  }

  // Orientation applied from EXIF before it is dropped, so the picture stays upright.
  const upright = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
  const { width, height } = await upright
    .clone()
    .toBuffer({ resolveWithObject: true })
    .then(({ info }) => ({ width: info.width, height: info.height }))
    .catch(() => {
      throw new AppError('unsupported-media-type', imagesErrors.imageDamagedTruncated, 'image');
    });
  return { upright, width, height };
}

/**
 * Judges an upload by its content, then re-encodes it to WebP in the store's widths.
 * Re-encoding drops every byte of the original but the pixels, so metadata (EXIF GPS
 * positions included) and anything appended to the file never reach the store.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const { upright, width, height } = await decodeUpload(input);
  // One width after another: an image holds one of libuv's threads at a time, never three,
  // so sign-ins (argon2 uses the same pool) always find one free.
  const files: ProcessedImage['files'] = [];
  for (const variant of variantsFor(width)) {
    files.push({
      name: variant.name,
      bytes: await upright
        .clone()
        .resize({ width: variant.width, withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer(),
    });
  }
  const id = createHash('sha256').update(input).digest('hex');
  return { id, width, height, files };
}
