import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/database.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';

const MODELS = [
  ['Canon EOS R6', 1],
  ['Canon EOS 5D Mark IV', 1],
  ['Canon PowerShot G7 X', 1],
  ['Sony Alpha a7 IV', 2],
  ['Sony RX100 VII', 2],
  ['Sony ZV-1', 2],
  ['Nikon Z6 II', 3],
  ['Nikon D850', 3],
  ['Nikon FM2', 3],
] as const;

/**
 * Creates (migrates) a database and fills it with `count` available listings of a few
 * sellers, writing rows directly in large batches. Returns a buyer id for booking benches.
 */
export async function generateCatalogue(env: Record<string, string>, count: number): Promise<void> {
  const database = openDatabase(loadConfig({ ...env, SEED_DEMO: 'false', LOG_LEVEL: 'silent' }));
  await migrateToLatest(database.db);
  const db = database.db;
  const now = Date.now();
  const sellers = Array.from({ length: 20 }, (_, i) => ({
    id: randomUUID(),
    name: `Bench Seller ${i}`,
    email: `bench-seller-${i}@example.test`,
    password_hash: null,
    google_sub: null,
    photo_url: null,
    seller: 1,
    admin: 0,
    disabled: 0,
    created_at: new Date(now - 86_400_000).toISOString(),
    last_sign_in_at: null,
    deleted_at: null,
  }));
  await db.insertInto('users').values(sellers).execute();
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, j) => {
      const i = start + j;
      const [model, category] = MODELS[i % MODELS.length]!;
      const at = new Date(now - i * 60_000).toISOString();
      return {
        id: randomUUID(),
        seller_id: sellers[i % sellers.length]!.id,
        image_id: null,
        name: `${model} #${i}`,
        img_url: 'https://images.example.test/camera.jpg',
        category_id: category,
        location: ['Lisbon', 'Porto', 'Madrid', 'Paris'][i % 4]!,
        resale_price: 10_000 + ((i * 7919) % 400_000),
        original_price: 500_000,
        year_of_use: (i % 10) + 1,
        seller_name: sellers[i % sellers.length]!.name,
        condition: 'Good',
        seller_number: '+1 555 0100',
        year_of_purchase: 2015 + (i % 10),
        description: `A well kept ${model}, lightly used. Listing number ${i}.`,
        created_at: at,
        updated_at: at,
        deleted_at: null,
      };
    });
    await db.insertInto('products').values(rows).execute();
  }
  await database.close();
}
