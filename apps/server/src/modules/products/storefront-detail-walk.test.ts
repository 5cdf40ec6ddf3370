import { GRADES, LENS_MOUNTS, ProductListQuerySchema } from '@refocus/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ProductsService } from './products.service.js';
import { walkDetailIndex } from './storefront-detail-walk.js';
import { ON_SALE } from './storefront-query.js';
import { sqliteStorefront } from './storefront-sqlite.js';

/**
 * Several camera details sorted by price (storefront-detail-walk.ts): prices follow the details
 * here as in a real catalogue (parts cameras cheap, `excellent` ones dear; film mounts cheaper
 * than mirrorless), so one detail's walk can miss where the other's fills the page. Whichever
 * walk answers, or none, the page is the plain definition's.
 */
const MOUNTS = LENS_MOUNTS.slice(0, 3);
const GRADE_PRICE: Record<string, number> = {
  'for-parts': 0,
  'well-used': 1,
  good: 2,
  'very-good': 3,
  excellent: 4,
  'like-new': 5,
};

describe.runIf(TEST_DIALECTS.includes('sqlite'))('walks of a detail price index (SQLite)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const db = t.app.database.db;
    const seller = (await insertUser(db)).id;
    let i = 0;
    for (const [m, mount] of MOUNTS.entries()) {
      for (const grade of GRADES) {
        // Uneven counts per combination, and prices banded by grade and mount.
        const count = 3 + ((m * 7 + (GRADE_PRICE[grade] ?? 0) * 5) % 11);
        for (let k = 0; k < count; k++) {
          await insertProduct(db, seller, {
            category_id: (i % 3) + 1,
            lens_mount: mount,
            grade,
            item_type: i % 4 === 0 ? 'lens' : 'camera-body',
            resale_price: 10_000 + m * 200_000 + (GRADE_PRICE[grade] ?? 0) * 30_000 + ((i * 37) % 97) * 100,
          });
          i++;
        }
      }
    }
  });
  afterAll(async () => t.close());

  /** The page by its definition: every matching entry in order, then the slice. */
  async function definition(
    mount: string,
    grade: string,
    descending: boolean,
    offset: number,
    limit: number,
    minPriceCents = 0,
  ) {
    const direction = sql.raw(descending ? 'desc' : 'asc');
    const { rows } = await sql<{ seq: number }>`
      select seq from storefront_entries
      where lens_mount = ${mount} and grade = ${grade} and resale_price >= ${minPriceCents}
      order by resale_price ${direction}, seq ${direction} limit ${limit} offset ${offset}`.execute(
      t.app.database.db,
    );
    return rows.map((row) => Number(row.seq));
  }

  it('answers the defined page from whichever walk fills it, and nothing when none does', async () => {
    const db = t.app.database.db;
    let answered = 0;
    let declined = 0;
    for (const mount of MOUNTS) {
      for (const grade of GRADES) {
        for (const descending of [true, false]) {
          for (const [offset, minPriceCents] of [
            [0, 0],
            [4, 0],
            [1, 215_000],
          ] as const) {
            const filter = { terms: [], details: { mount: [mount], grade: [grade] }, minPriceCents };
            const expected = await definition(mount, grade, descending, offset, 3, minPriceCents);
            for (const walkLimit of [5, 12, 4_000]) {
              const rows = await walkDetailIndex(
                db,
                ON_SALE,
                filter,
                descending,
                { where: [], offset },
                3,
                walkLimit,
              );
              if (rows === undefined) {
                declined++;
                continue;
              }
              answered++;
              expect(
                rows.map((row) => Number(row.seq)),
                `${mount} ${grade} ${descending} ${offset} ${walkLimit}`,
              ).toEqual(expected);
            }
          }
        }
      }
    }
    // Both outcomes happen: walks that fill the page and pages left to SQLite's own plan.
    expect(answered).toBeGreaterThan(0);
    expect(declined).toBeGreaterThan(0);
  });

  it('a list of a mount and a grade sorted by price pages through exactly the defined order', async () => {
    const service = new ProductsService(t.app.database.db, '', { storefront: sqliteStorefront });
    for (const sort of ['price_asc', 'price_desc'] as const) {
      for (const [mount, grade] of [
        [MOUNTS[0], 'for-parts'],
        [MOUNTS[2], 'excellent'],
        [MOUNTS[1], 'like-new'],
      ] as const) {
        const all = await definition(mount as string, grade, sort === 'price_desc', 0, 1_000);
        const seen: string[] = [];
        let page = await service.list(ProductListQuerySchema.parse({ mount, grade, sort, limit: '4' }));
        seen.push(...page.items.map((item) => item._id));
        while (page.next) {
          page = await service.list(
            ProductListQuerySchema.parse({ mount, grade, sort, limit: '4', cursor: page.next }),
          );
          seen.push(...page.items.map((item) => item._id));
        }
        const { rows } = await sql<{ seq: number; product_id: string }>`
          select seq, product_id from storefront_entries`.execute(t.app.database.db);
        const idOf = new Map(rows.map((row) => [Number(row.seq), row.product_id]));
        expect(seen).toEqual(all.map((seq) => idOf.get(seq)));
      }
    }
  });
});
