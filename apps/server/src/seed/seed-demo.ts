import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { servedOrigin } from '../config.js';
import type { DB } from '../db/schema.js';
import { hashPassword } from '../modules/auth/auth.public.js';
import { bumpCatalogueVersion } from '../modules/catalogue/catalogue.public.js';
import {
  type ImageStore,
  insertImageIfAbsent,
  processImage,
  type StoredImage,
} from '../modules/images/images.public.js';
import { cameraIllustrationSvg } from './camera-illustration.js';
import { DEMO_ACCOUNTS, DEMO_LISTINGS, DEMO_PASSWORD, DEMO_SELLER_PHONES } from './demo-catalogue.js';
import { seedDemoConversations } from './demo-conversations.js';
import { DEMO_DETAILS } from './demo-details.js';
import { seedDemoGalleries } from './demo-galleries.js';
import { demoListingRow } from './demo-listing-row.js';
import { seedDemoOffers } from './demo-offers.js';
import { seedDemoPriceHistory } from './demo-price-history.js';
import { seedDemoReport } from './demo-report.js';
import { DEMO_SOLD_LISTINGS, seedDemoSales } from './demo-sales.js';
import { seedDemoSavedSearches } from './demo-saved-searches.js';

const HOUR = 3_600_000;

/**
 * Fills an empty database with demo accounts (an admin, two sellers, two buyers), listings,
 * some with galleries of three photos, two conversations (one on a booking), two cameras sold
 * with reviews both ways, a year of sales of a dozen models (their price guides) and one open report, the listings' images drawn locally
 * and stored through the image store like any upload. Returns how many listings it made;
 * a database that already has products is left alone. Run it in a transaction (the
 * start-up lock's, `startup/`): it opens none itself, so it is all or nothing there.
 */
export async function seedDemoData(
  trx: Kysely<DB>,
  store: ImageStore,
  now = Date.now(),
  /** Where the demo's saved-search alerts link to when PUBLIC_URL is not set. */
  origin = servedOrigin('127.0.0.1', 3000),
): Promise<number> {
  const existing = await trx.selectFrom('products').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;

  const drawings = [
    ...DEMO_LISTINGS.map((listing, index) => cameraIllustrationSvg(listing, index)),
    ...DEMO_SOLD_LISTINGS.map((listing, index) =>
      cameraIllustrationSvg(listing, DEMO_LISTINGS.length + index),
    ),
  ];
  const stored = await storeDemoImages(trx, store, drawings);
  const images = stored.slice(0, DEMO_LISTINGS.length);
  const soldImages = stored.slice(DEMO_LISTINGS.length);

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const createdAt = new Date(now - 60 * 24 * HOUR).toISOString();
  await trx
    .insertInto('users')
    .values(
      DEMO_ACCOUNTS.map((s) => ({
        id: uuidv7(),
        name: s.name,
        email: s.email,
        password_hash: passwordHash,
        google_sub: null,
        photo_url: null,
        seller: s.seller ? (1 as const) : (0 as const),
        admin: s.admin ? (1 as const) : (0 as const),
        disabled: 0 as const,
        created_at: createdAt,
        last_sign_in_at: null,
        deleted_at: null,
        email_verified_at: createdAt,
      })),
    )
    .onConflict((oc) => oc.column('email').where('deleted_at', 'is', null).doNothing())
    .execute();
  // Read back by email: a seller kept from an earlier seed keeps its id.
  const sellerEmails = Object.keys(DEMO_SELLER_PHONES);
  const sellers = await trx
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('email', 'in', sellerEmails)
    .where('deleted_at', 'is', null)
    .orderBy('email')
    .execute();

  const rows = DEMO_LISTINGS.map((listing, index) => {
    const seller = sellers[index % sellers.length]!;
    const image = images[index]!;
    // Spread over the last weeks with the brands taking turns, so every page mixes them.
    const postedAt = new Date(now - (postingRank(index) * 19 + 2) * HOUR).toISOString();
    return {
      id: uuidv7(),
      ...demoListingRow(listing, seller, image, postedAt),
      ...DEMO_DETAILS[listing.name],
    };
  });
  // Oldest first, as sellers would have posted them: the storefront's entry order (its `seq`)
  // then follows the posting dates, which relevance uses to put newer matches first.
  const ids = rows.map((row) => row.id);
  rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
  await trx.insertInto('products').values(rows).execute();
  await seedDemoGalleries(trx, DEMO_LISTINGS, ids, images, (svgs) => storeDemoImages(trx, store, svgs));
  await seedDemoConversations(trx, now);
  await seedDemoOffers(trx, now);
  await seedDemoSales(trx, soldImages, now);
  await seedDemoPriceHistory(trx, soldImages[0]!, now);
  await seedDemoReport(trx, now);
  await seedDemoSavedSearches(trx, origin, now);
  await bumpCatalogueVersion(trx);
  return DEMO_LISTINGS.length;
}

/**
 * Draws the pictures (SVG to PNG) and re-encodes them like uploads, all at once: nothing is
 * served yet while the demo is seeded, so every core may work (sharp queues them on libuv's
 * pool), where one after another took most of a 6 s first start. Then, in order, files
 * first and then the row, written in the caller's transaction: `storeImage` opens a
 * transaction of its own, and one opened inside the start-up lock's would end it
 * (PostgreSQL) or fail (SQLite).
 */
async function storeDemoImages(trx: Kysely<DB>, store: ImageStore, svgs: string[]): Promise<StoredImage[]> {
  const processed = await Promise.all(
    svgs.map(async (svg) => processImage(await sharp(Buffer.from(svg)).png().toBuffer())),
  );
  const stored: StoredImage[] = [];
  for (const image of processed) {
    for (const file of image.files) await store.put(image.id, file.name, file.bytes);
    const row = { id: image.id, owner_id: null, width: image.width, height: image.height };
    await insertImageIfAbsent(trx, { ...row, created_at: new Date().toISOString() });
    stored.push({ id: image.id, width: image.width, height: image.height });
  }
  return stored;
}

/** The listing's place in posting order, newest first: Cannon, Sony, Nikon, Cannon, … */
function postingRank(index: number): number {
  const listing = DEMO_LISTINGS[index]!;
  const placeInBrand = DEMO_LISTINGS.slice(0, index).filter(
    (l) => l.categoryId === listing.categoryId,
  ).length;
  return placeInBrand * 3 + (listing.categoryId - 1);
}
