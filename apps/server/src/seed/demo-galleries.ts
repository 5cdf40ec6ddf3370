import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { StoredImage } from '../modules/images/images.public.js';
import { cameraIllustrationSvg } from './camera-illustration.js';
import type { DemoListing } from './demo-catalogue.js';

/** How many demo listings show a gallery of three; the rest have their one photo. */
const LISTINGS_WITH_GALLERIES = 4;
const EXTRA_VIEWS = 2;

/**
 * Every demo listing's gallery (decision 036): its own drawing first (the cover, as in
 * `products`), then, for the first few, the same camera drawn in other colours as further
 * photos. `store` stores drawings like uploads, in order; `ids[i]` is DEMO_LISTINGS[i]'s
 * product id.
 */
export async function seedDemoGalleries(
  trx: Kysely<DB>,
  listings: readonly DemoListing[],
  ids: string[],
  covers: StoredImage[],
  store: (svgs: string[]) => Promise<StoredImage[]>,
): Promise<void> {
  const views = listings.slice(0, LISTINGS_WITH_GALLERIES).flatMap((listing, index) =>
    // Another palette of the same drawing: an index past every listing's own.
    Array.from({ length: EXTRA_VIEWS }, (_, v) => ({
      index,
      position: v + 1,
      svg: cameraIllustrationSvg(listing, index + (v + 1) * 2),
    })),
  );
  const extra = await store(views.map((view) => view.svg));
  const rows = [
    ...listings.map((_, index) => ({ product_id: ids[index]!, position: 0, image_id: covers[index]!.id })),
    ...views.map((view, i) => ({
      product_id: ids[view.index]!,
      position: view.position,
      image_id: extra[i]!.id,
    })),
  ];
  await trx.insertInto('product_photos').values(rows).execute();
}
