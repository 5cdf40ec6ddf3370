import type { Kysely } from 'kysely';
import { isForeignKeyViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import { findImage, storedImageIdOf, wasUploadedBy } from '../images/images.public.js';
import type { User } from '../users/users.public.js';
import { productsErrors } from './products-errors.js';

/** The photos a seller sends with a listing, checked: only their own uploads, or the listing's own. */

const PHOTO_NOT_YOURS = {
  imgURL: productsErrors.imgUrlNotYours,
  photos: productsErrors.photosNotYours,
} as const;
type PhotoField = keyof typeof PHOTO_NOT_YOURS;

/** The photo, unused for a day, was cleaned up between the check and the write. */
export function photoCleanedUpMeanwhile(field: PhotoField) {
  return (error: unknown): never => {
    if (isForeignKeyViolation(error)) {
      throw new AppError('validation-failed', PHOTO_NOT_YOURS[field], field);
    }
    throw error;
  };
}

type StoredImage = NonNullable<Awaited<ReturnType<typeof findImage>>>;

/**
 * The stored image a listing may show: one this seller uploaded, or one the listing
 * already has (`allowed`). Another seller's upload is refused like an unknown one, so the
 * answer does not tell which photos exist.
 */
export async function storedImage(
  db: Kysely<DB>,
  seller: User,
  url: string,
  ownOrigins: string[],
  allowed: string[],
  field: PhotoField = 'imgURL',
): Promise<StoredImage> {
  const imageId = storedImageIdOf(url, ownOrigins);
  const image = imageId ? await findImage(db, imageId) : undefined;
  const mayUse =
    image !== undefined && (allowed.includes(image.id) || (await wasUploadedBy(db, image.id, seller.id)));
  if (!image || !mayUse) {
    throw new AppError('validation-failed', PHOTO_NOT_YOURS[field], field);
  }
  return image;
}

/**
 * A gallery's images in order, each checked like `imgURL`; two URLs of one image (two widths)
 * are one photo twice. `imgURL`, when sent beside it, must name the cover (the first).
 */
export async function storedGallery(
  db: Kysely<DB>,
  seller: User,
  photos: string[],
  imgURL: string | undefined,
  ownOrigins: string[],
  allowed: string[],
): Promise<StoredImage[]> {
  const images: StoredImage[] = [];
  for (const url of photos) images.push(await storedImage(db, seller, url, ownOrigins, allowed, 'photos'));
  if (new Set(images.map((image) => image.id)).size !== images.length) {
    throw new AppError('validation-failed', productsErrors.photosMustRepeatPhoto, 'photos');
  }
  if (imgURL !== undefined && storedImageIdOf(imgURL, ownOrigins) !== images[0]!.id) {
    throw new AppError('validation-failed', productsErrors.imgurlMustFirstPhotos, 'imgURL');
  }
  return images;
}
