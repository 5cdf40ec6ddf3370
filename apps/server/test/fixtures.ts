import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { DB } from '../src/db/schema.js';
import { bumpCatalogueVersion } from '../src/modules/catalogue/catalogue-version.js';
import type { NewProductRecord, ProductRecord } from '../src/modules/products/products.table.js';
import type { UserRecord } from '../src/modules/users/users.table.js';

export async function insertUser(db: Kysely<DB>, overrides: Partial<UserRecord> = {}): Promise<UserRecord> {
  const id = uuidv7();
  const user: UserRecord = {
    id,
    name: 'Test Seller',
    email: `seller-${id}@example.test`,
    password_hash: null,
    google_sub: null,
    photo_url: null,
    photo_image_id: null,
    seller: 1,
    admin: 0,
    disabled: 0,
    created_at: new Date().toISOString(),
    last_sign_in_at: null,
    deleted_at: null,
    email_verified_at: new Date().toISOString(),
    seller_terms_accepted_at: null,
    rating_sum: 0,
    rating_count: 0,
    locale: null,
    ...overrides,
  };
  // Without the column while it is null: migration tests insert users into a database of before 047.
  const { locale, ...columns } = user;
  await db
    .insertInto('users')
    .values(locale === null ? columns : user)
    .execute();
  return user;
}

let clock = Date.parse('2026-01-01T00:00:00Z');

/** A listing's row with every test listing's defaults, posted now unless `overrides` say when. */
export function productRow(sellerId: string, overrides: Partial<NewProductRecord> = {}): NewProductRecord {
  const now = new Date().toISOString();
  return {
    id: uuidv7(),
    seller_id: sellerId,
    image_id: null,
    name: 'Test Camera',
    img_url: 'https://images.example.test/camera.jpg',
    category_id: 1,
    location: 'Lisbon',
    resale_price: 50_000,
    original_price: 90_000,
    year_of_use: 2,
    seller_name: 'Test Seller',
    condition: 'Good',
    seller_number: '+351 900 000 000',
    year_of_purchase: 2024,
    description: 'A test camera.',
    status: 'available',
    created_at: now,
    updated_at: now,
    deleted_at: null,
    ...overrides,
  };
}

/** Many listings at once (500 rows a statement), then one move of the catalogue version. */
export async function insertProducts(db: Kysely<DB>, rows: NewProductRecord[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('products')
      .values(rows.slice(i, i + 500))
      .execute();
  }
  await bumpCatalogueVersion(db);
}

/** A listing; each call is posted one minute after the previous one unless told otherwise. */
export async function insertProduct(
  db: Kysely<DB>,
  sellerId: string,
  overrides: Partial<ProductRecord> = {},
): Promise<{ id: string; created_at: string }> {
  clock += 60_000;
  const createdAt = new Date(clock).toISOString();
  const row = productRow(sellerId, { created_at: createdAt, updated_at: createdAt, ...overrides });
  await db.insertInto('products').values(row).execute();
  // As any write through the app does: pages kept for the old catalogue are no longer served.
  await bumpCatalogueVersion(db);
  return { id: row.id, created_at: row.created_at };
}
