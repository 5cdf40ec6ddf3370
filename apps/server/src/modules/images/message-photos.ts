import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { decodeUpload } from './image-processing.js';
import type { ImageStore } from './image-store.js';
import { imagePath } from './image-variants.js';
import { findImage, insertImageIfAbsent } from './images.repository.js';

/** A photo in a message is seen in the thread and opened full size: 1600 px on its longer side is plenty. */
const MESSAGE_PHOTO_EDGE = 1600;
const MESSAGE_PHOTO_FILE = `${MESSAGE_PHOTO_EDGE}.webp`;

export interface StoredMessagePhoto {
  imageId: string;
  /**
   * Where the store keeps it: `origin` + `/api/images/<id>/1600.webp`, recorded with the
   * message. Not an address anyone is served: the public image route refuses message photos
   * and the thread serves them (issue 41 item 12).
   */
  url: string;
}

/**
 * Re-encodes a photo sent in a conversation (issue 15, item 1) as one WebP within 1600 px,
 * upright and without metadata (no location leaks into a chat), stores it and records it. Its
 * id hashes the conversation with the bytes: the same picture in another thread is another
 * image, so nothing links two threads, and a message's photo is never a listing's upload.
 */
export async function storeMessagePhoto(
  db: Kysely<DB>,
  store: ImageStore,
  input: Buffer,
  owner: { userId: string; conversationId: string; origin: string },
  run: <T>(work: () => Promise<T>) => Promise<T> = (work) => work(),
  clock: Clock = systemClock,
): Promise<StoredMessagePhoto> {
  const { bytes, width, height } = await run(async () => {
    const { upright } = await decodeUpload(input);
    const { data, info } = await upright
      .clone()
      .resize(MESSAGE_PHOTO_EDGE, MESSAGE_PHOTO_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  });
  const imageId = createHash('sha256')
    .update(`message-photo\0${owner.conversationId}\0`)
    .update(input)
    .digest('hex');
  try {
    await store.put(imageId, MESSAGE_PHOTO_FILE, bytes);
  } catch (error) {
    if (!(await findImage(db, imageId))) await store.remove(imageId).catch(() => {});
    throw error;
  }
  await insertImageIfAbsent(db, {
    id: imageId,
    owner_id: owner.userId,
    width,
    height,
    created_at: clock().toISOString(),
  });
  return { imageId, url: `${owner.origin}${imagePath(imageId, MESSAGE_PHOTO_FILE)}` };
}

/** The stored file of a message photo: its thread serves it, never the public image route. */
export function readMessagePhoto(store: ImageStore, imageId: string): Promise<Buffer | undefined> {
  return store.get(imageId, MESSAGE_PHOTO_FILE);
}
