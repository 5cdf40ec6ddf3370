import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TEST_DIALECTS } from '../../test/dialects.js';
import { freePortIn } from '../../test/free-ports.js';
import { smallPng } from '../../test/image-corpus.js';
import { codeIn, waitForOutboxMail } from '../../test/mail.js';
import { createPostgresDatabase, type PostgresDatabase } from '../../test/postgres-database.js';
import { killHard, type ServerProcess, startServerProcess } from '../../test/server-process.js';

/**
 * Kills the real server process with SIGKILL in the middle of concurrent listings and
 * bookings, restarts it, and checks that every write it had answered 200 is still there
 * (and, on SQLite, that the file is intact). Five rounds per database.
 */
const ROUNDS = 5;
const TOKEN_SECRET = 'durability-test-token-secret-of-enough-length';

interface Acknowledged {
  products: string[];
  orders: string[];
}

// biome-ignore lint/suspicious/noExplicitAny: answers of several shapes, read field by field
async function json(res: Response): Promise<any> {
  const body = await res.json();
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * Signs up a seller and a buyer, each following the verification link the server wrote to
 * its outbox, and uploads one image, on a running server.
 */
async function prepare(url: string, dataDir: string) {
  const signup = async (email: string, seller: boolean) => {
    const session = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Durable', email, password: 'long enough pw', seller }),
    }).then(json);
    const mail = await waitForOutboxMail(dataDir, email);
    await fetch(`${url}/api/auth/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: codeIn(mail, '/verify-email') }),
    }).then(json);
    return session;
  };
  const seller = `Bearer ${(await signup('durable-seller@example.test', true)).accessToken}`;
  const buyer = `Bearer ${(await signup('durable-buyer@example.test', false)).accessToken}`;
  const form = new FormData();
  form.set('image', new Blob([await smallPng(400, 300)], { type: 'image/png' }), 'cam.png');
  const upload = await fetch(`${url}/api/images`, {
    method: 'POST',
    headers: { authorization: seller },
    body: form,
  });
  const imgURL = (await json(upload)).data.url as string;
  return { seller, buyer, imgURL };
}

/** Lists and books cameras from several workers until told to stop; records what was answered 200. */
function load(url: string, auth: Awaited<ReturnType<typeof prepare>>, acknowledged: Acknowledged) {
  let running = true;
  const worker = async () => {
    while (running) {
      try {
        const created = await fetch(`${url}/api/products`, {
          method: 'POST',
          headers: { authorization: auth.seller, 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Crash test camera',
            imgURL: auth.imgURL,
            categoryId: 2,
            location: 'Lab',
            resalePrice: 100,
            originalPrice: 200,
            yearOfUse: 1,
            condition: 'Good',
            sellerName: 'Durable',
            sellerNumber: '555 0100',
            yearOfPurchase: 2024,
            description: 'Survives crashes.',
          }),
        });
        if (created.status !== 200) continue;
        const productId = ((await created.json()) as { _id: string })._id;
        acknowledged.products.push(productId);
        const booked = await fetch(`${url}/api/orders`, {
          method: 'POST',
          headers: { authorization: auth.buyer, 'content-type': 'application/json' },
          body: JSON.stringify({ productId, phoneNumber: '555 0101', location: 'Lab door' }),
        });
        if (booked.status === 200) acknowledged.orders.push(((await booked.json()) as { _id: string })._id);
      } catch {
        // The process was killed mid-request: that write was never acknowledged.
      }
    }
  };
  const workers = Array.from({ length: 6 }, worker);
  return {
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

describe.each(TEST_DIALECTS)('crash durability on %s', (dialect) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refocus-crash-'));
  // Chosen when the first server starts; the restarts after a kill reuse it.
  let port = 0;
  let database: PostgresDatabase | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    if (server) await killHard(server);
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps every acknowledged write through ${ROUNDS} SIGKILLs`, async () => {
    if (dialect === 'postgres') {
      database = await createPostgresDatabase(String(process.env.TEST_DATABASE_URL), 'refocus_crash');
    }
    const databaseUrl = database?.url;
    const env = {
      DATA_DIR: dataDir,
      TOKEN_SECRET,
      // The load lists cameras as fast as it can, far past a real seller's daily cap.
      LISTINGS_PER_DAY: '1000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const acknowledged: Acknowledged = { products: [], orders: [] };

    port ||= await freePortIn(dialect === 'postgres' ? 4900 : 4400, dialect === 'postgres' ? 4999 : 4899);
    server = await startServerProcess(env, port);
    const auth = await prepare(server.url, dataDir);
    for (let round = 1; round <= ROUNDS; round++) {
      const before = acknowledged.products.length + acknowledged.orders.length;
      const running = load(server.url, auth, acknowledged);
      // Let writes pile up (more each round, so the plug is pulled at a different point of the
      // load each time), then pull it without warning.
      await vi.waitFor(
        () =>
          expect(acknowledged.products.length + acknowledged.orders.length).toBeGreaterThanOrEqual(
            before + 10 * round,
          ),
        { timeout: 30_000, interval: 5 },
      );
      await killHard(server);
      await running.stop();

      const stored = await storedIds(dialect, dataDir, databaseUrl);
      expect(stored.integrity).toBe('ok');
      const lostProducts = acknowledged.products.filter((id) => !stored.products.has(id));
      const lostOrders = acknowledged.orders.filter((id) => !stored.orders.has(id));
      expect({ round, lostProducts, lostOrders }).toEqual({ round, lostProducts: [], lostOrders: [] });

      server = await startServerProcess(env, port);
    }
    console.log(
      `durability (${dialect}): ${ROUNDS} SIGKILLs, ${acknowledged.products.length} listings and ${acknowledged.orders.length} bookings acknowledged, none lost`,
    );
    expect(acknowledged.products.length).toBeGreaterThan(ROUNDS);
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
  }, 120_000);
});

async function storedIds(dialect: string, dataDir: string, databaseUrl: string | undefined) {
  if (dialect === 'sqlite') {
    const db = new SQLite(path.join(dataDir, 'refocus.sqlite'));
    try {
      const integrity = (db.pragma('integrity_check', { simple: true }) as string) ?? '';
      const products = new Set(
        (db.prepare('select id from products').all() as { id: string }[]).map((r) => r.id),
      );
      const orders = new Set(
        (db.prepare('select id from orders').all() as { id: string }[]).map((r) => r.id),
      );
      return { integrity, products, orders };
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const products = new Set((await client.query('select id from products')).rows.map((r) => r.id as string));
    const orders = new Set((await client.query('select id from orders')).rows.map((r) => r.id as string));
    return { integrity: 'ok', products, orders };
  } finally {
    await client.end();
  }
}
