import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { processImage } from './image-processing.js';
import type { ImageStore } from './image-store.js';
import { insertImageIfAbsent } from './images.repository.js';

export interface StoredImage {
  id: string;
  width: number;
  height: number;
}

/** Re-encodes an upload, writes its files to the store, then records it. */
export async function storeImage(
  db: Kysely<DB>,
  store: ImageStore,
  input: Buffer,
  ownerId: string | null,
): Promise<StoredImage> {
  const image = await processImage(input);
  // Files first: a row never points at files that are not there.
  for (const file of image.files) await store.put(image.id, file.name, file.bytes);
  await insertImageIfAbsent(db, {
    id: image.id,
    owner_id: ownerId,
    width: image.width,
    height: image.height,
    created_at: new Date().toISOString(),
  });
  return { id: image.id, width: image.width, height: image.height };
}
