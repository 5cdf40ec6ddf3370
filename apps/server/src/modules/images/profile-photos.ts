import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { decodeUpload } from './image-processing.js';
import type { ImageStore } from './image-store.js';
import { imagePath } from './image-variants.js';
import { deleteImageIfUnused, findImage, insertImageIfAbsent } from './images.repository.js';

/** A profile photo is one small square: the navbar shows 32 px, the settings page 64 px (×2 for dense screens, ×2 again for room). */
const PROFILE_PHOTO_SIZE = 256;
const PROFILE_PHOTO_FILE = `${PROFILE_PHOTO_SIZE}.webp`;

export interface StoredProfilePhoto {
  imageId: string;
  /** Where the photo is served: `origin` + `/api/images/<id>/256.webp`. */
  url: string;
}

/**
 * Re-encodes an upload as a square WebP (cropped to its centre, metadata dropped like every
 * photo's), writes it to the store, then records the image for `userId`. The id is the hash
 * of the upload *and* the account, so no listing photo nor another person's photo ever shares
 * its files: replacing this photo deletes exactly this one. Profile photos are not listing
 * uploads: they do not count against the seller's photo quotas nor become usable in a listing.
 */
export async function storeProfilePhoto(
  db: Kysely<DB>,
  store: ImageStore,
  input: Buffer,
  userId: string,
  origin: string,
  run: <T>(work: () => Promise<T>) => Promise<T> = (work) => work(),
  clock: Clock = systemClock,
): Promise<StoredProfilePhoto> {
  const bytes = await run(async () => {
    const { upright } = await decodeUpload(input);
    return upright
      .clone()
      .resize(PROFILE_PHOTO_SIZE, PROFILE_PHOTO_SIZE, { fit: 'cover' })
      .webp({ quality: 80, effort: 4 })
      .toBuffer();
  });
  const imageId = createHash('sha256').update(`profile-photo\0${userId}\0`).update(input).digest('hex');
  try {
    await store.put(imageId, PROFILE_PHOTO_FILE, bytes);
  } catch (error) {
    if (!(await findImage(db, imageId))) await store.remove(imageId).catch(() => {});
    throw error;
  }
  await insertImageIfAbsent(db, {
    id: imageId,
    owner_id: userId,
    width: PROFILE_PHOTO_SIZE,
    height: PROFILE_PHOTO_SIZE,
    created_at: clock().toISOString(),
  });
  return { imageId, url: `${origin}${imagePath(imageId, PROFILE_PHOTO_FILE)}` };
}

/**
 * Deletes an image that nothing uses any more — no listing, no account's photo, no upload
 * that may still become a listing — rows first, then its files. A photo still in use stays.
 */
export async function discardImageIfUnused(
  db: Kysely<DB>,
  store: ImageStore,
  imageId: string,
): Promise<void> {
  const gone = await writeTransaction(db, (trx) => deleteImageIfUnused(trx, imageId)).catch(
    (error: unknown) => {
      // Taken in the same instant (PostgreSQL's foreign key says so): keep it.
      if ((error as { code?: unknown }).code === '23503') return false;
      throw error;
    },
  );
  if (gone) await store.remove(imageId);
}
