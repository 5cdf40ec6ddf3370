import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { DB } from '../db/schema.js';
import type { StoredImage } from '../modules/images/images.service.js';
import { cameraIllustrationSvg } from './camera-illustration.js';
import type { DemoListing } from './demo-catalogue.js';

/** How many demo listings show a gallery of three; the rest have their one photo. */
const LISTINGS_WITH_GALLERIES = 4;
const EXTRA_VIEWS = 2;

/**
 * Every demo listing's gallery (decision 036): its own drawing first (the cover, as in
 * `products`), then, for the first few, the same camera drawn in other colours as further
 * photos. `draw` stores one PNG like an upload; `ids[i]` is DEMO_LISTINGS[i]'s product id.
 */
export async function seedDemoGalleries(
  trx: Kysely<DB>,
  listings: readonly DemoListing[],
  ids: string[],
  covers: StoredImage[],
  draw: (png: Buffer) => Promise<StoredImage>,
): Promise<void> {
  const rows: { product_id: string; position: number; image_id: string }[] = [];
  for (const [index, listing] of listings.entries()) {
    const productId = ids[index]!;
    rows.push({ product_id: productId, position: 0, image_id: covers[index]!.id });
    if (index >= LISTINGS_WITH_GALLERIES) continue;
    for (let view = 1; view <= EXTRA_VIEWS; view++) {
      // Another palette of the same drawing: an index past every listing's own.
      const svg = cameraIllustrationSvg(listing, index + view * 2);
      const image = await draw(await sharp(Buffer.from(svg)).png().toBuffer());
      rows.push({ product_id: productId, position: view, image_id: image.id });
    }
  }
  await trx.insertInto('product_photos').values(rows).execute();
}
