import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { type Clock, systemClock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { processImage } from './image-processing.js';
import type { ImageStore } from './image-store.js';
import { findImage, insertImageIfAbsent, recordUpload } from './images.repository.js';

export interface StoredImage {
  id: string;
  width: number;
  height: number;
}

/**
 * Re-encodes an upload, writes its files to the store, then records the image and, for a
 * user's upload, who sent it. `run` is where the image work waits its turn (ImageQueue).
 */
export async function storeImage(
  db: Kysely<DB>,
  store: ImageStore,
  input: Buffer,
  ownerId: string | null,
  run: <T>(work: () => Promise<T>) => Promise<T> = (work) => work(),
  clock: Clock = systemClock,
): Promise<StoredImage> {
  const image = await run(() => processImage(input));
  // Files first: a row never points at files that are not there.
  try {
    for (const file of image.files) await store.put(image.id, file.name, file.bytes);
  } catch (error) {
    // Nothing half-written: the files of an image no row records go again (best effort:
    // a store that refused the upload may refuse this too; the cleanup finds none of it).
    if (!(await findImage(db, image.id))) await store.remove(image.id).catch(() => {});
    throw error;
  }
  const at = clock().toISOString();
  await writeTransaction(db, async (trx) => {
    await insertImageIfAbsent(trx, {
      id: image.id,
      owner_id: ownerId,
      width: image.width,
      height: image.height,
      created_at: at,
    });
    if (ownerId)
      await recordUpload(trx, { id: uuidv7(), imageId: image.id, userId: ownerId, bytes: input.length, at });
  });
  return { id: image.id, width: image.width, height: image.height };
}
