import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DB } from '../db/schema.js';
import type { StoredImage } from '../modules/images/images.public.js';
import { addToRating } from '../modules/users/users.public.js';
import { toCents } from '../shared/money.js';
import type { DemoListing } from './demo-catalogue.js';
import { demoListingRow } from './demo-listing-row.js';

const DAY = 24 * 3_600_000;

/**
 * Two cameras the demo sellers already sold (issue 15 item 3): extra listings beside the
 * catalogue, so no camera an e2e journey picks from the storefront is sold under it.
 */
export const DEMO_SOLD_LISTINGS: DemoListing[] = [
  {
    name: 'Nikon F3',
    categoryId: 3,
    kind: 'film',
    location: 'Chicago, IL',
    resalePrice: 449,
    originalPrice: 649,
    yearOfUse: 40,
    yearOfPurchase: 1984,
    condition: 'Good',
    description: 'The professional 35 mm SLR with the DE-2 prism. New light seals, meter accurate.',
  },
  {
    name: 'Canon F-1',
    categoryId: 1,
    kind: 'film',
    location: 'San Francisco, CA',
    resalePrice: 379,
    originalPrice: 599,
    yearOfUse: 38,
    yearOfPurchase: 1986,
    condition: 'Very good',
    description:
      'Canon’s system SLR of the eighties with the FD 50 mm f/1.4. Shutter accurate at all speeds.',
  },
];

type Stars = [number, string];

/** Who bought which, how long ago the booking completed, and what both sides wrote. */
const SALES: {
  listing: string;
  seller: string;
  buyer: string;
  daysAgo: number;
  byBuyer: Stars;
  bySeller: Stars;
  answer: string | null;
}[] = [
  {
    listing: 'Nikon F3',
    seller: 'tom@refocus.demo',
    buyer: 'ivy@refocus.demo',
    daysAgo: 20,
    byBuyer: [5, 'Exactly as described, and Tom showed me how the meter works. Lovely camera.'],
    bySeller: [5, 'Ivy was on time and knew what she was looking for. A pleasure.'],
    answer: 'Thank you, Ivy! Enjoy it, and send me a photo from the first roll.',
  },
  {
    listing: 'Canon F-1',
    seller: 'maya@refocus.demo',
    buyer: 'ben@refocus.demo',
    daysAgo: 3,
    byBuyer: [4, 'Works perfectly. A little more brassing on the top plate than the photos showed.'],
    bySeller: [5, 'Quick to answer and easy to meet. Recommended.'],
    answer: null,
  },
];

/**
 * Completed bookings of the sold demo cameras, with a review both ways (one answered), and
 * the reviewed people's kept ratings moved as a review write would. `images` holds one
 * stored image per DEMO_SOLD_LISTINGS entry, in order.
 */
export async function seedDemoSales(trx: Kysely<DB>, images: StoredImage[], now: number): Promise<void> {
  const people = await trx
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where(
      'email',
      'in',
      SALES.flatMap((sale) => [sale.seller, sale.buyer]),
    )
    .where('deleted_at', 'is', null)
    .execute();
  const byEmail = new Map(people.map((person) => [person.email, person]));
  for (const sale of SALES) {
    const seller = byEmail.get(sale.seller);
    const buyer = byEmail.get(sale.buyer);
    const index = DEMO_SOLD_LISTINGS.findIndex((l) => l.name === sale.listing);
    const listing = DEMO_SOLD_LISTINGS[index];
    const image = images[index];
    if (!seller || !buyer || !listing || !image) continue;
    const at = (days: number) => new Date(now - days * DAY).toISOString();
    const productId = uuidv7();
    await trx
      .insertInto('products')
      .values({
        id: productId,
        ...demoListingRow(listing, seller, image, at(sale.daysAgo + 9)),
        status: 'sold',
        sold_at: at(sale.daysAgo),
        updated_at: at(sale.daysAgo),
      })
      .execute();
    const orderId = uuidv7();
    await trx
      .insertInto('orders')
      .values({
        id: orderId,
        product_id: productId,
        buyer_id: buyer.id,
        user_name: buyer.name,
        user_email: buyer.email,
        product_name: listing.name,
        price: toCents(listing.resalePrice),
        phone_number: '+1 555 0199',
        location: 'Café by the station',
        status: 'completed',
        created_at: at(sale.daysAgo + 4),
        updated_at: at(sale.daysAgo),
      })
      .execute();
    const written = at(sale.daysAgo - 1);
    const review = (role: 'buyer' | 'seller', [rating, text]: Stars, answer: string | null) => ({
      id: uuidv7(),
      order_id: orderId,
      reviewer_role: role,
      reviewer_id: role === 'buyer' ? buyer.id : seller.id,
      reviewee_id: role === 'buyer' ? seller.id : buyer.id,
      rating,
      text,
      created_at: written,
      updated_at: written,
      answer,
      answered_at: answer === null ? null : written,
    });
    await trx
      .insertInto('reviews')
      .values([review('buyer', sale.byBuyer, sale.answer), review('seller', sale.bySeller, null)])
      .execute();
    await addToRating(trx, seller.id, { stars: sale.byBuyer[0], reviews: 1 });
    await addToRating(trx, buyer.id, { stars: sale.bySeller[0], reviews: 1 });
  }
}
