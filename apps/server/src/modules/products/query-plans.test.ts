import { type Kysely, sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertProducts, insertUser, productRow } from '../../../test/fixtures.js';
import { type PlanRecorder, recordQueryPlans } from '../../../test/query-plans.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { DB } from '../../db/schema.js';
import {
  countBuyerOrders,
  countPendingBookings,
  findOpenOrderOf,
  listBuyerOrders,
  listSellerBookings,
} from '../orders/orders.repository.js';
import {
  countListingsByStatus,
  countNewListingsByDay,
  countWithdrawnListingsByStatus,
} from '../overview/overview.repository.js';
import { countSellerProducts, listSellerProducts } from './products.repository.js';
import { ProductsService } from './products.service.js';
import { storefrontSqlFor } from './storefront-databases.js';

/**
 * Issue 12, item 2: every query shape the catalogue API can produce reads through an index.
 * The queries are the real ones (run through the real service and repositories on a
 * connection that records them); each is then explained by the database, and a full scan
 * of a listings or orders table fails the test. PostgreSQL runs with `enable_seqscan = off`
 * so its choice shows whether an index exists, not how small the test table is.
 */
const FILTERS: Record<string, string> = {
  all: '',
  brand: '&category=2',
  prices: '&minPrice=100&maxPrice=600',
  'brand+prices': '&category=1&minPrice=100',
  // Thousands of listings in range: SQLite walks the date index, which carries the price.
  'wide prices': '&minPrice=1&maxPrice=7000',
  'brand+wide prices': '&category=2&minPrice=1&maxPrice=7000',
  words: '&q=lens',
  'common word': '&q=common',
  'words+brand': '&q=lens&category=3',
  'words+prices': '&q=common&minPrice=100&maxPrice=600',
  // A prefix longer than the prefix indexes, which most listings share (migration 036).
  'long common prefix': '&q=conditi',
  // Camera details (decision 037).
  mount: '&mount=sony-e',
  grades: '&grade=excellent&grade=good',
  'type+works': '&type=lens&works=yes',
  works: '&works=no',
  'brand+type+prices': '&category=2&type=lens&minPrice=100&maxPrice=600',
  'wide prices+mount': '&minPrice=1&maxPrice=7000&mount=nikon-z',
  'words+mount': '&q=lens&mount=sony-e',
  'common word+grade+brand': '&q=common&grade=excellent&category=1',
  // Typos (decision 066): the vocabulary is read first, then the corrected words as any others.
  typo: '&q=commmon',
  'typo of nine letters+brand+prices': '&q=conditoin&category=2&minPrice=100',
};
const SORTS = ['', '&sort=newest', '&sort=price_asc', '&sort=price_desc'];
/** Listings holding "common": enough that SQLite walks the sort index for a sorted search. */
const COMMON_LISTINGS = 6_500;
/** Sold ones (decision 038): enough that SQLite walks the sold table's sort index too. */
const SOLD_COMMON_LISTINGS = 4_500;

const FULL_SCAN = {
  // "SCAN p" without "USING … INDEX": every row of the table is read.
  sqlite:
    /\bSCAN (products|p|storefront_entries|storefront_sold_entries|e|orders|o|product_photos|pp)\b(?! USING)/,
  postgres: /Seq Scan on (products|storefront_entries|storefront_sold_entries|orders|product_photos)\b/,
};

/**
 * SQLite reads a subquery's rows (`CO-ROUTINE e`) with a last `SCAN e` of its own, which reads
 * no table: each co-routine's last such line goes. A table the subquery scans whole shows as
 * another `SCAN e` and is still caught.
 */
function withoutCoroutineReads(plan: string): string {
  let text = plan;
  for (const [, name] of plan.matchAll(/\bCO-ROUTINE (\w+)/g)) {
    const last = [...text.matchAll(new RegExp(`\\bSCAN ${name}\\b(?! USING)`, 'g'))].at(-1);
    if (last?.index === undefined) continue;
    text = `${text.slice(0, last.index)}READ CO-ROUTINE ${name}${text.slice(last.index + last[0].length)}`;
  }
  return text;
}

describe.each(TEST_DIALECTS)('query plans on %s', (dialect) => {
  let t: TestApp;
  let recording: Kysely<DB>;
  let recorder: PlanRecorder;
  let seller: string;
  let buyer: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.app.database.db;
    seller = (await insertUser(db)).id;
    buyer = (await insertUser(db, { seller: 0 })).id;
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const { id } = await insertProduct(db, seller, {
        name: i % 2 ? `Nikon lens ${i}` : `Sony body ${i}`,
        category_id: (i % 3) + 1,
        resale_price: i * 5_000,
      });
      ids.push(id);
    }
    const now = new Date().toISOString();
    const otherSeller = (await insertUser(db)).id;
    const common = Array.from({ length: COMMON_LISTINGS + SOLD_COMMON_LISTINGS }, (_, i) =>
      productRow(otherSeller, {
        name: `Common camera ${i}`,
        category_id: (i % 3) + 1,
        resale_price: i * 100,
        description: 'A common one in mint condition',
        ...(i >= COMMON_LISTINGS ? { status: 'sold' as const, sold_at: now } : {}),
        created_at: now,
        updated_at: now,
      }),
    );
    await insertProducts(db, common);
    for (const [i, productId] of ids.slice(0, 5).entries()) {
      await db
        .insertInto('orders')
        .values({
          id: uuidv7(),
          product_id: productId,
          buyer_id: buyer,
          user_name: 'B',
          user_email: 'b@example.test',
          product_name: 'x',
          price: 100,
          phone_number: '1',
          location: 'x',
          created_at: new Date(Date.now() + i).toISOString(),
          updated_at: now,
        })
        .execute();
    }
    // PostgreSQL plans from statistics (autovacuum keeps them); SQLite has none unless asked.
    if (dialect === 'postgres') await sql`analyze`.execute(db);

    recorder = recordQueryPlans(t, dialect);
    recording = recorder.db;
  });
  afterAll(async () => {
    await recorder?.destroy();
    await t.close();
  });

  const expectNoFullScan = (plans: string[]) => {
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(withoutCoroutineReads(plan)).not.toMatch(FULL_SCAN[dialect]);
  };

  it.each(
    Object.keys(FILTERS).flatMap((name) => [
      [name, ''],
      [name, '&includeSold=true'],
    ]),
  )('storefront lists (%s%s), every sort, page and cursor', async (name, includeSold) => {
    const service = new ProductsService(recording, '', { storefront: storefrontSqlFor(dialect) });
    const params = (extra: string) =>
      Object.fromEntries(
        new URLSearchParams(`page=1&limit=5${FILTERS[name]}${includeSold}${extra}`),
      ) as Record<string, string>;
    const { ProductListQuerySchema } = await import('@refocus/contract');
    for (const sort of SORTS) {
      const plans = await recorder.plansDuring(async () => {
        const first = await service.list(ProductListQuerySchema.parse(params(sort)));
        const third = await service.list(ProductListQuerySchema.parse(params(`${sort}&page=3`)));
        if (first.next)
          await service.list(ProductListQuerySchema.parse({ ...params(sort), cursor: first.next }));
        if (third.prev)
          await service.list(ProductListQuerySchema.parse({ ...params(sort), cursor: third.prev }));
      });
      expectNoFullScan(plans);
      // The default lists never read the sold listings' tables (decision 038); include-sold ones do.
      if (includeSold) expect(plans.join('\n')).toMatch(/storefront_sold/);
      else expect(plans.join('\n')).not.toMatch(/storefront_sold/);
      // Sorted include-sold pages merge the two sides' ordered reads rather than sorting them all.
      for (const plan of plans.filter((p) => p.includes('union all'))) {
        expect(plan).toMatch(dialect === 'postgres' ? /Merge Append/ : /MERGE \(UNION ALL\)/);
      }
    }
  });

  it('deep pages by number: the per-month counts, then a walk within one month', async () => {
    const service = new ProductsService(recording, '', { storefront: storefrontSqlFor(dialect) });
    const { ProductListQuerySchema } = await import('@refocus/contract');
    const plans = await recorder.plansDuring(async () => {
      const all = await service.list(ProductListQuerySchema.parse({ limit: '100', page: '25' }));
      const brand = await service.list(
        ProductListQuerySchema.parse({ limit: '100', page: '21', category: '2' }),
      );
      expect(all.items).toHaveLength(100);
      expect(brand.items.length).toBeGreaterThan(0);
    });
    expectNoFullScan(plans);
    expect(plans.join('\n')).toMatch(/storefront_month_counts/);
  });

  it('a wide price range sorted by date gives the same pages whichever index reads it', async () => {
    const service = new ProductsService(recording, '', { storefront: storefrontSqlFor(dialect) });
    const { ProductListQuerySchema } = await import('@refocus/contract');
    for (const category of [undefined, 2]) {
      const query = { minPrice: 1, maxPrice: 7000, sort: 'newest', limit: 7, page: 3, category };
      // The plain definition of the page, which no index choice can change.
      let expected = recording
        .selectFrom('storefront_entries')
        .select('product_id')
        .where('resale_price', '>=', 100)
        .where('resale_price', '<=', 700_000);
      if (category !== undefined) expected = expected.where('category_id', '=', category);
      const rows = await expected
        .orderBy('created_at', 'desc')
        .orderBy('seq', 'desc')
        .limit(14)
        .offset(14)
        .execute();
      const third = await service.list(ProductListQuerySchema.parse(query));
      expect(third.items.map((item) => item._id)).toEqual(rows.slice(0, 7).map((row) => row.product_id));
      const fourth = await service.list(ProductListQuerySchema.parse({ ...query, cursor: third.next }));
      expect(fourth.items.map((item) => item._id)).toEqual(rows.slice(7).map((row) => row.product_id));
    }
  });

  it('a typo is corrected from the vocabulary by seeks (SQLite) or its trigram index (PostgreSQL)', async () => {
    const service = new ProductsService(recording, '', { storefront: storefrontSqlFor(dialect) });
    const { ProductListQuerySchema } = await import('@refocus/contract');
    let found = 0;
    const plans = await recorder.plansDuring(async () => {
      for (const q of ['commmon camera', 'mint conditoin'])
        found += (await service.list(ProductListQuerySchema.parse({ q, limit: 5 }))).items.length;
    });
    expect(found).toBe(10);
    expectNoFullScan(plans);
    expect(plans.join('\n')).toMatch(
      dialect === 'sqlite' ? /storefront_search_instances/ : /Index Scan using storefront_words_trigrams/,
    );
  });

  it('a long prefix most listings share is asked as its whole words, and pages as its plain definition says', async () => {
    const service = new ProductsService(recording, '', { storefront: storefrontSqlFor(dialect) });
    const { ProductListQuerySchema } = await import('@refocus/contract');
    const rows = await recording
      .selectFrom('storefront_entries as e')
      .innerJoin('products as p', 'p.id', 'e.product_id')
      .select('e.product_id')
      .where('p.description', 'like', '%condition%')
      .orderBy('e.resale_price', 'desc')
      .orderBy('e.seq', 'desc')
      .limit(14)
      .offset(14)
      .execute();
    const query = { q: 'conditi', sort: 'price_desc', limit: 7, page: 3 };
    const plans = await recorder.plansDuring(async () => {
      const third = await service.list(ProductListQuerySchema.parse(query));
      expect(third.items.map((item) => item._id)).toEqual(rows.slice(0, 7).map((row) => row.product_id));
      const fourth = await service.list(ProductListQuerySchema.parse({ ...query, cursor: third.next }));
      expect(fourth.items.map((item) => item._id)).toEqual(rows.slice(7).map((row) => row.product_id));
    });
    // SQLite looks the prefix up in the index's word list first (PostgreSQL's GIN needs no help).
    if (dialect === 'sqlite') expect(plans.join('\n')).toMatch(/storefront_search_terms/);
  });

  it.each([
    '',
    'category=2',
    'mount=sony-e&grade=excellent',
    'type=lens&works=yes&minPrice=1&maxPrice=7000',
    'q=lens',
    'q=common&mount=sony-e&category=1',
    'includeSold=true',
    'includeSold=true&category=2&mount=sony-e',
    'includeSold=true&type=lens&works=yes&minPrice=1&maxPrice=7000',
    'includeSold=true&q=common&grade=excellent',
  ])('facet counts (%s)', async (query) => {
    const service = new ProductsService(recording, '', { storefront: storefrontSqlFor(dialect) });
    const { ProductSearchSchema } = await import('@refocus/contract');
    const plans = await recorder.plansDuring(() =>
      service.facets(ProductSearchSchema.parse(Object.fromEntries(new URLSearchParams(query)))),
    );
    expectNoFullScan(plans);
  });

  it.runIf(dialect === 'sqlite')(
    'facet counts of a price range read the price indexes alone (migration 029)',
    async () => {
      const service = new ProductsService(recording, '', { storefront: storefrontSqlFor(dialect) });
      const { ProductSearchSchema } = await import('@refocus/contract');
      for (const [query, index] of [
        ['maxPrice=7000&mount=sony-e', 'storefront_price'],
        ['category=2&minPrice=1&grade=excellent', 'storefront_brand_price'],
        ['includeSold=true&maxPrice=7000', 'storefront_sold_price'],
      ]) {
        const plans = await recorder.plansDuring(() =>
          service.facets(ProductSearchSchema.parse(Object.fromEntries(new URLSearchParams(query)))),
        );
        expect(plans.join('\n'), query).toContain(`USING COVERING INDEX ${index} `);
      }
    },
  );

  it('a search’s total comes from its window, never from a count of its matches (decision 053)', async () => {
    const service = new ProductsService(recording, '', { storefront: storefrontSqlFor(dialect) });
    const { ProductListQuerySchema } = await import('@refocus/contract');
    const counts = async (query: Record<string, string>) => {
      let page: Awaited<ReturnType<typeof service.list>> | undefined;
      const plans = await recorder.plansDuring(async () => {
        page = await service.list(ProductListQuerySchema.parse(query));
      });
      const counted = plans.some((plan) => /select count\(\*\)/i.test(plan));
      return { total: page?.total, kind: page?.totalKind, counted };
    };
    // Fifteen "Nikon lens" listings: the window holds them all, and so does the total.
    expect(await counts({ q: 'lens' })).toEqual({ total: 15, kind: 'exact', counted: false });
    // Thousands of "common" ones, evenly spread: more than the window, so estimated from it.
    expect(await counts({ q: 'common' })).toEqual({ total: 6_500, kind: 'estimated', counted: false });
    // Sorted by price, the same total from the same window (SQLite still counts up to its
    // crossover to choose how to sort, decision 007: not the total).
    expect(await counts({ q: 'common', sort: 'price_asc' })).toMatchObject({
      total: 6_500,
      kind: 'estimated',
    });
  });

  it('home, one listing, a brand page', async () => {
    const service = new ProductsService(recording, '', { storefront: storefrontSqlFor(dialect) });
    const plans = await recorder.plansDuring(async () => {
      const [newest] = await service.homeCameras();
      await service.get(newest?._id ?? 'none');
      await service.list({ page: 500, limit: 24, category: 2, sort: 'newest', includeSold: false });
    });
    expectNoFullScan(plans);
  });

  it("a seller's own listings and bookings, a buyer's orders", async () => {
    const plans = await recorder.plansDuring(async () => {
      await listSellerProducts(recording, seller, 24, 24);
      await countSellerProducts(recording, seller);
      await listSellerBookings(recording, seller, 0, 24);
      await listBuyerOrders(recording, buyer, 0, 24);
      await countBuyerOrders(recording, buyer);
    });
    expectNoFullScan(plans);
  });

  it("a seller's count of their listings is read from an index alone (migration 033)", async () => {
    const [plan] = await recorder.plansDuring(() => countSellerProducts(recording, seller));
    // Before, each index entry was looked up in the table to pass over withdrawn listings.
    expect(plan).toMatch(
      dialect === 'sqlite'
        ? /USING COVERING INDEX products_seller_live /
        : /Index Only Scan using products_seller_live /,
    );
  });

  it("My Products' pending counts and a listing's viewer (issue 19)", async () => {
    const ids = (await listSellerProducts(recording, seller, 0, 24)).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(0);
    const plans = await recorder.plansDuring(async () => {
      await countPendingBookings(recording, ids);
      await findOpenOrderOf(recording, ids[0]!, buyer);
    });
    expect(plans).toHaveLength(2);
    expectNoFullScan(plans);
  });

  it("the admins' overview: listings by status and new listings per day (issue 15)", async () => {
    const plans = await recorder.plansDuring(async () => {
      await countListingsByStatus(recording);
      await countWithdrawnListingsByStatus(recording);
      await countNewListingsByDay(recording, new Date(Date.now() - 30 * 86_400_000).toISOString());
    });
    expect(plans).toHaveLength(3);
    expectNoFullScan(plans);
  });
});
