import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { NewProductPhotoRecord } from './product-photos.table.js';

/** A listing's gallery in order, with each stored image's size for its `srcset`. */
export async function findListingPhotos(db: Kysely<DB>, productId: string) {
  return db
    .selectFrom('product_photos as pp')
    .innerJoin('images as i', 'i.id', 'pp.image_id')
    .select(['pp.image_id', 'i.width', 'i.height'])
    .where('pp.product_id', '=', productId)
    .orderBy('pp.position')
    .execute();
}

/** The image ids of a listing's gallery in order (position 0 first). */
export async function listingPhotoIds(db: Kysely<DB>, productId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('product_photos')
    .select('image_id')
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.image_id);
}

/** Writes the gallery as given, replacing the previous one: callers mirror `imageIds[0]` as the cover. */
export async function replaceListingPhotos(db: Kysely<DB>, productId: string, imageIds: string[]) {
  await db.deleteFrom('product_photos').where('product_id', '=', productId).execute();
  if (imageIds.length === 0) return;
  await db
    .insertInto('product_photos')
    .values(
      imageIds.map(
        (image_id, position): NewProductPhotoRecord => ({ product_id: productId, position, image_id }),
      ),
    )
    .execute();
}
