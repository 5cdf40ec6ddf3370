import { slugOf } from '@refocus/contract';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DB } from '../db/schema.js';
import type { StoredImage } from '../modules/images/images.public.js';
import { refreshPriceGuide } from '../modules/models/models.public.js';
import { toCents } from '../shared/money.js';
import { DEMO_LISTINGS, type DemoListing } from './demo-catalogue.js';
import { demoListingRow } from './demo-listing-row.js';

const DAY = 24 * 3_600_000;

/**
 * The model a demo listing is, as the catalogue names it: the listing's own name, or without
 * Sony's "Alpha" ("Sony Alpha a7 IV" is the catalogue's "Sony a7 IV"). Undefined: none.
 */
function demoModelSlug(name: string, slugs: ReadonlySet<string>): string | undefined {
  return [slugOf(name), slugOf(name.replace('Alpha ', ''))].find((slug) => slugs.has(slug));
}

/**
 * A year of completed sales for a dozen of the demo's cameras (issue 44, item 7), so a first
 * start shows price guides, verdicts and charts: each sold that many times, at prices around
 * `centre` × the demo listing's asking price (under 1: the listing on sale asks more than most
 * sold for, and is called above the typical price; over 1: below).
 */
const HISTORY: { listing: string; sales: number; centre: number }[] = [
  { listing: 'Canon EOS 5D Mark IV', sales: 7, centre: 1.0 },
  { listing: 'Canon EOS R6 Mark II', sales: 5, centre: 0.97 },
  { listing: 'Canon AE-1 Program', sales: 8, centre: 0.82 },
  { listing: 'Canon EOS 90D', sales: 4, centre: 1.02 },
  { listing: 'Sony Alpha a7 IV', sales: 6, centre: 1.0 },
  { listing: 'Sony Alpha a7R III', sales: 5, centre: 1.2 },
  { listing: 'Sony Alpha a6400', sales: 6, centre: 0.98 },
  { listing: 'Sony Alpha a6000', sales: 7, centre: 1.03 },
  { listing: 'Nikon Z6 II', sales: 6, centre: 1.01 },
  { listing: 'Nikon D850', sales: 5, centre: 0.8 },
  { listing: 'Nikon D750', sales: 6, centre: 1.0 },
  { listing: 'Nikon FM2', sales: 7, centre: 0.99 },
];

/** The listings (each sold once) the history adds, off the storefront. */
export const DEMO_HISTORY_SALES = HISTORY.reduce((sum, history) => sum + history.sales, 0);

/** A fixed spread of prices and days: the same demo on every start, no randomness. */
const SPREAD = [-0.08, 0.05, -0.03, 0.1, 0.01, -0.11, 0.07, -0.05];

/**
 * Sellers who have since left sold these, to buyers whose accounts are gone too: the sales count
 * in the guides and show on model pages (date and price only), and touch nobody's lists, orders
 * or ratings on the demo. Run after the demo listings are in; `image` is drawn for them.
 */
export async function seedDemoPriceHistory(trx: Kysely<DB>, image: StoredImage, now: number): Promise<void> {
  const models = await trx
    .selectFrom('models')
    .select(['id', 'slug'])
    .where('merged_into', 'is', null)
    .execute();
  const idOf = new Map(models.map((model) => [model.slug, model.id]));
  const slugs = new Set(idOf.keys());

  // Demo listings on sale name their model.
  for (const listing of DEMO_LISTINGS) {
    const slug = demoModelSlug(listing.name, slugs);
    if (slug === undefined) continue;
    await trx
      .updateTable('products')
      .set({ model_id: idOf.get(slug) as number })
      .where('name', '=', listing.name)
      .execute();
  }

  const at = (days: number) => new Date(now - days * DAY).toISOString();
  const leftAt = at(1);
  const formerSeller = {
    id: uuidv7(),
    name: 'Former seller',
    email: 'former-seller@refocus.demo',
  };
  await trx
    .insertInto('users')
    .values({
      ...formerSeller,
      password_hash: null,
      google_sub: null,
      photo_url: null,
      seller: 1,
      admin: 0,
      disabled: 0,
      created_at: at(400),
      last_sign_in_at: null,
      deleted_at: leftAt,
      email_verified_at: at(400),
    })
    .execute();

  const modelsSold = new Set<number>();
  for (const [h, history] of HISTORY.entries()) {
    const listing = DEMO_LISTINGS.find((l) => l.name === history.listing) as DemoListing;
    const modelId = idOf.get(demoModelSlug(listing.name, slugs) ?? '');
    if (modelId === undefined) continue;
    modelsSold.add(modelId);
    for (let i = 0; i < history.sales; i++) {
      const spread = SPREAD[(h + i) % SPREAD.length] as number;
      // Rounded to $5, as people price; spread over the year, the newest a week ago.
      const price = Math.round((listing.resalePrice * (history.centre + spread)) / 5) * 5;
      const soldDaysAgo = 7 + Math.round(((i + 0.5) / history.sales) * 340) + h;
      const productId = uuidv7();
      await trx
        .insertInto('products')
        .values({
          id: productId,
          ...demoListingRow({ ...listing, resalePrice: price }, formerSeller, image, at(soldDaysAgo + 12)),
          model_id: modelId,
          status: 'sold',
          sold_at: at(soldDaysAgo),
          updated_at: at(soldDaysAgo),
        })
        .execute();
      await trx
        .insertInto('orders')
        .values({
          id: uuidv7(),
          product_id: productId,
          buyer_id: null,
          user_name: 'Former buyer',
          user_email: 'former-buyer@refocus.demo',
          product_name: listing.name,
          price: toCents(price),
          phone_number: '+1 555 0199',
          location: 'Café by the station',
          status: 'completed',
          created_at: at(soldDaysAgo + 3),
          updated_at: at(soldDaysAgo),
        })
        .execute();
    }
  }
  for (const modelId of modelsSold) await refreshPriceGuide(trx, modelId, new Date(now));
}
