import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp, type RefocusApp } from '../src/app.js';
import { readArchive } from '../src/backup/tar-archive.js';
import { type Config, loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { runStartupSteps } from '../src/startup/startup-steps.js';
import { enrolTwoStep } from './account-flows.js';
import { smallPng } from './image-corpus.js';
import { multipartBody } from './multipart.js';
import { signUp, type TestSession, uniqueEmail } from './sessions.js';
import { TEST_PASSWORD_COST, type TestApp } from './test-app.js';
import type { testClock } from './test-clock.js';

/** The same secret on both sides of a restore: two-step secrets are encrypted with it. */
export const SHOP_TOKEN_SECRET = 'a-backup-test-token-secret-of-40-chars!!';

/** Catalogue lists whose answers a restore must give back as they were. */
export const CATALOGUE_LISTS = [
  '/api/products?limit=50',
  '/api/products?limit=50&includeSold=true&sort=price_asc',
  '/api/products?q=sony',
  '/api/category/2?includeSold=true',
];

export interface UsedShop {
  seller: { email: string; password: string };
  twoStep: { email: string; password: string; secret: string };
  /** A session's refresh token, still good after a restore. */
  refreshToken: string;
  /** A profile photo: users.photo_image_id and images.owner_id reference each other. */
  photoPath: string;
  photo: Buffer;
  lists: string[];
}

const PASSWORD = 'a long enough password';

/**
 * A shop used through the API as people would: a seller lists three cameras with photos, a
 * buyer asks about one in a conversation, books one (accepted, completed, reviewed both ways)
 * and another (accepted, then cancelled: back on sale under a new storefront seq); an account
 * with two-step sign-in and a profile photo. Answers what a restore must give back.
 */
export async function useShop(t: TestApp, clock: ReturnType<typeof testClock>): Promise<UsedShop> {
  const call = async (
    session: TestSession,
    method: 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload: object,
  ) => {
    const answer = await t.app.inject({
      method,
      url,
      headers: session.auth,
      payload: payload as Record<string, unknown>,
    });
    if (answer.statusCode !== 200)
      throw new Error(`${method} ${url} answered ${answer.statusCode}: ${answer.body}`);
    return answer.json();
  };
  const sellerEmail = uniqueEmail('seller');
  const seller = await signUp(t.app, {
    email: sellerEmail,
    password: PASSWORD,
    seller: true,
    name: 'Sam Seller',
  });
  const buyer = await signUp(t.app, { password: PASSWORD, name: 'Bea Buyer' });
  const photos: string[] = [];
  for (const width of [420, 640, 900])
    photos.push((await upload(t, seller, '/api/images', 'POST', width)).data.url);
  const list = async (name: string, gallery: string[], price: number) =>
    (
      await call(seller, 'POST', '/api/products', {
        name,
        imgURL: gallery[0],
        photos: gallery,
        categoryId: 2,
        location: 'Lisbon',
        resalePrice: price,
        originalPrice: 999,
        yearOfUse: 2.5,
        condition: 'Very good',
        sellerName: 'Sam Seller',
        sellerNumber: '+351 912 345 678',
        yearOfPurchase: 2020,
        description: 'Sony body, shutter fine — «ação» 📷',
      })
    )._id as string;
  const kept = await list('Sony A7 III', [photos[0]!, photos[1]!], 900);
  const sold = await list('Sony RX100', [photos[2]!], 300);
  const returned = await list('Sony A6000', [photos[1]!], 250);
  await call(buyer, 'POST', '/api/conversations', {
    productId: kept,
    text: 'Does the shutter fire at 1/8000?',
  });
  const book = async (productId: string, ending: 'completed' | 'cancelled') => {
    const order = await call(buyer, 'POST', '/api/orders', {
      productId,
      phoneNumber: '555 0100',
      location: 'Park',
    });
    await call(seller, 'PATCH', `/api/orders/${order._id}`, { status: 'accepted' });
    await call(seller, 'PATCH', `/api/orders/${order._id}`, { status: ending });
    return order._id as string;
  };
  const completed = await book(sold, 'completed');
  await book(returned, 'cancelled');
  await call(buyer, 'POST', `/api/orders/${completed}/review`, {
    rating: 5,
    text: 'Lovely camera, on time.',
  });
  await call(seller, 'POST', `/api/orders/${completed}/review`, { rating: 4, text: 'Friendly buyer.' });

  const email = uniqueEmail('two-step');
  const session = await signUp(t.app, { email, password: PASSWORD });
  const { secret } = await enrolTwoStep(t, session, clock);
  const photoPath = new URL(
    (await upload(t, session, '/api/account/photo', 'PUT', 300)).user.photoURL,
    'http://x',
  ).pathname;
  const photo = (await t.app.inject({ url: photoPath, headers: session.auth })).rawPayload;
  const lists = await Promise.all(CATALOGUE_LISTS.map(async (url) => (await t.app.inject({ url })).body));
  return {
    seller: { email: sellerEmail, password: PASSWORD },
    twoStep: { email, password: PASSWORD, secret },
    refreshToken: session.refreshToken,
    photoPath,
    photo,
    lists,
  };
}

async function upload(t: TestApp, session: TestSession, url: string, method: 'POST' | 'PUT', width: number) {
  const body = multipartBody({
    filename: 'p.png',
    contentType: 'image/png',
    bytes: await smallPng(width, 300),
  });
  const answer = await t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...session.auth },
  });
  if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}: ${answer.body}`);
  return answer.json();
}

/** The app started on an existing data folder (and PostgreSQL database), as `npm start` would. */
export async function appOn(
  dataDir: string,
  databaseUrl: string | undefined,
  clock: ReturnType<typeof testClock>,
): Promise<{ app: RefocusApp; config: Config }> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    TOKEN_SECRET: SHOP_TOKEN_SECRET,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = openDatabase(config);
  await runStartupSteps(database, config, pino({ level: 'silent' }), clock);
  return { app: await buildApp(config, { database, clock, passwordCost: TEST_PASSWORD_COST }), config };
}

/** Each table's JSON lines in an archive, by entry name. */
export async function tablesIn(archive: string): Promise<Map<string, string>> {
  const tables = new Map<string, string>();
  await readArchive(archive, async (name, content) => {
    const chunks: Buffer[] = [];
    for await (const chunk of content) chunks.push(chunk as Buffer);
    if (name.endsWith('.jsonl')) tables.set(name, Buffer.concat(chunks).toString('utf8'));
  });
  return tables;
}

export const temporaryFolder = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
