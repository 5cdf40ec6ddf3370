import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import type { DB } from '../db/schema.js';
import type { ImageStore } from '../modules/images/image-store.js';
import { defaultVariant, imagePath } from '../modules/images/image-variants.js';
import { type StoredImage, storeImage } from '../modules/images/images.service.js';
import { toCents } from '../modules/products/product-mapper.js';
import { cameraIllustrationSvg } from './camera-illustration.js';
import { DEMO_LISTINGS, DEMO_SELLERS } from './demo-catalogue.js';

const HOUR = 3_600_000;

/**
 * Fills an empty database with demo sellers and listings, their images drawn locally
 * and stored through the image store like any upload. Returns how many listings it made;
 * a database that already has products is left alone.
 */
export async function seedDemoData(db: Kysely<DB>, store: ImageStore, now = Date.now()): Promise<number> {
  const existing = await db.selectFrom('products').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;

  const images: StoredImage[] = [];
  for (const [index, listing] of DEMO_LISTINGS.entries()) {
    const png = await sharp(Buffer.from(cameraIllustrationSvg(listing, index)))
      .png()
      .toBuffer();
    images.push(await storeImage(db, store, png, null));
  }

  await db.transaction().execute(async (trx) => {
    const createdAt = new Date(now - 60 * 24 * HOUR).toISOString();
    await trx
      .insertInto('users')
      .values(
        DEMO_SELLERS.map((s) => ({
          id: uuidv7(),
          name: s.name,
          email: s.email,
          password_hash: null,
          google_sub: null,
          photo_url: null,
          seller: 1,
          admin: 0,
          disabled: 0,
          created_at: createdAt,
          last_sign_in_at: null,
          deleted_at: null,
        })),
      )
      .onConflict((oc) => oc.column('email').where('deleted_at', 'is', null).doNothing())
      .execute();
    // Read back by email: a seller kept from an earlier seed keeps its id.
    const ids = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where(
        'email',
        'in',
        DEMO_SELLERS.map((s) => s.email),
      )
      .where('deleted_at', 'is', null)
      .execute();
    const sellers = DEMO_SELLERS.map((s) => ({ ...s, id: ids.find((row) => row.email === s.email)!.id }));

    const rows = DEMO_LISTINGS.map((listing, index) => {
      const seller = sellers[index % sellers.length]!;
      const image = images[index]!;
      // Spread over the last weeks, newest first in catalogue order.
      const postedAt = new Date(now - (index * 19 + 2) * HOUR).toISOString();
      return {
        id: uuidv7(),
        seller_id: seller.id,
        image_id: image.id,
        name: listing.name,
        img_url: imagePath(image.id, defaultVariant(image.width).name),
        category_id: listing.categoryId,
        location: listing.location,
        resale_price: toCents(listing.resalePrice),
        original_price: toCents(listing.originalPrice),
        year_of_use: listing.yearOfUse,
        seller_name: seller.name,
        condition: listing.condition,
        seller_number: seller.phone,
        year_of_purchase: listing.yearOfPurchase,
        description: listing.description,
        created_at: postedAt,
        updated_at: postedAt,
        deleted_at: null,
      };
    });
    await trx.insertInto('products').values(rows).execute();
  });
  return DEMO_LISTINGS.length;
}
