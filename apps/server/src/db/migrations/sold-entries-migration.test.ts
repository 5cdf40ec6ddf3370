import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { databaseMigratedTo, type MigratedDatabase } from '../../../test/migrated-database.js';
import { migrateToLatest } from '../migrate.js';

/** Migration 027 on a catalogue that already has sold listings (decision 038). */
describe.each(TEST_DIALECTS)('migration 027 on %s', (dialect) => {
  let database: MigratedDatabase | undefined;
  afterAll(async () => database?.close());

  it('backfills the sold listings of live sellers with seqs no entry has, and keeps them unique after', async () => {
    database = await databaseMigratedTo(dialect, '026-storefront-detail-price-indexes');
    const { db } = database;

    const seller = (await insertUser(db)).id;
    const disabled = (await insertUser(db, { disabled: 1 })).id;
    const onSale = await insertProduct(db, seller, { name: 'Older on sale' });
    const sold = await insertProduct(db, seller, {
      name: 'Older sold Leica',
      status: 'sold',
      sold_at: '2026-11-01T00:00:00.000Z',
      category_id: 2,
      grade: 'excellent',
    });
    const soldWithdrawn = await insertProduct(db, seller, {
      status: 'sold',
      deleted_at: '2026-11-02T00:00:00.000Z',
    });
    const soldOfDisabled = await insertProduct(db, disabled, { status: 'sold' });
    const booked = await insertProduct(db, seller, { status: 'booked' });

    expect(await migrateToLatest(db)).toContain('027-storefront-sold-entries');
    const soldEntries = await db.selectFrom('storefront_sold_entries').selectAll().execute();
    expect(soldEntries.map((e) => e.product_id)).toEqual([sold.id]);
    expect(soldEntries[0]).toMatchObject({ category_id: 2, grade: 'excellent' });
    for (const id of [onSale.id, soldWithdrawn.id, soldOfDisabled.id, booked.id]) {
      expect(soldEntries.map((e) => e.product_id)).not.toContain(id);
    }
    const { rows: counts } = await sql<{ n: number | string }>`
      select sum(listings) as n from storefront_sold_facet_counts`.execute(db);
    expect(Number(counts[0]?.n)).toBe(1);

    // New entries and sold entries after the migration: every seq distinct, increasing.
    const later = await insertProduct(db, seller, { name: 'Newer on sale' });
    const laterSold = await insertProduct(db, seller, { status: 'sold' });
    await db.updateTable('products').set({ status: 'sold' }).where('id', '=', onSale.id).execute();
    const another = await insertProduct(db, seller, { name: 'Newest on sale' });
    const seqOf = async (table: 'storefront_entries' | 'storefront_sold_entries', id: string) =>
      Number(
        (await db.selectFrom(table).select('seq').where('product_id', '=', id).executeTakeFirstOrThrow()).seq,
      );
    const order = [
      await seqOf('storefront_sold_entries', sold.id),
      await seqOf('storefront_entries', later.id),
      await seqOf('storefront_sold_entries', laterSold.id),
      await seqOf('storefront_sold_entries', onSale.id),
      await seqOf('storefront_entries', another.id),
    ];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(new Set(order).size).toBe(order.length);

    // The disabled seller comes back: their sold listing joins, with a fresh seq.
    await db.updateTable('users').set({ disabled: 0 }).where('id', '=', disabled).execute();
    expect(await seqOf('storefront_sold_entries', soldOfDisabled.id)).toBeGreaterThan(order.at(-1) as number);

    // A seller disabled, then deleted: their sold listings leave, and with them their words and counts.
    const soldOf = async (who: string) =>
      (
        await db
          .selectFrom('storefront_sold_entries as e')
          .innerJoin('products as p', 'p.id', 'e.product_id')
          .select('e.seq')
          .where('p.seller_id', '=', who)
          .execute()
      ).length;
    const words = async () =>
      dialect === 'postgres'
        ? Number(
            (await sql<{ n: string }>`select count(*) as n from storefront_sold_entries`.execute(db)).rows[0]
              ?.n,
          )
        : Number(
            (await sql<{ n: number }>`select count(*) as n from storefront_sold_titles`.execute(db)).rows[0]
              ?.n,
          );
    const total = async () =>
      Number(
        (
          await sql<{
            n: string | number;
          }>`select sum(listings) as n from storefront_sold_facet_counts`.execute(db)
        ).rows[0]?.n,
      );
    expect(await soldOf(seller)).toBe(3);
    expect([await words(), await total()]).toEqual([4, 4]);
    await db.updateTable('users').set({ disabled: 1 }).where('id', '=', seller).execute();
    expect(await soldOf(seller)).toBe(0);
    expect([await words(), await total()]).toEqual([1, 1]);
    await db.updateTable('users').set({ disabled: 0 }).where('id', '=', seller).execute();
    expect(await soldOf(seller)).toBe(3);
    await db
      .updateTable('users')
      .set({ deleted_at: '2026-11-25T00:00:00.000Z' })
      .where('id', '=', seller)
      .execute();
    expect(await soldOf(seller)).toBe(0);
    expect([await words(), await total()]).toEqual([1, 1]);
  });
});
