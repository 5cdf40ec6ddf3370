import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { recordQueryPlans } from '../../../test/query-plans.js';
import { logIn, signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { listBrands } from './brands.repository.js';

interface BrandAnswer {
  id: number;
  name: string;
  slug: string;
  listings: number;
}

/** Issue 44, item 1 (decision 067): brands as data, ids 1–3 unchanged, managed by admins. */
describe.each(TEST_DIALECTS)('brands on %s', (dialect) => {
  let t: TestApp;
  let admin: TestSession;
  let buyer: TestSession;
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    t = await createTestApp(dialect, { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: 'admin password' });
    admin = await logIn(t.app, adminEmail, 'admin password');
    buyer = await signUp(t.app);
  });
  afterAll(() => t.close());

  const brands = async () => {
    const answer = await t.app.inject({ url: '/api/brands' });
    expect(answer.statusCode).toBe(200);
    return answer.json() as BrandAnswer[];
  };
  const add = (payload: Record<string, unknown>, session: TestSession | null = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/brands', headers: session?.auth, payload });
  const change = (id: number, payload: Record<string, unknown>, session: TestSession | null = admin) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/brands/${id}`, headers: session?.auth, payload });
  const auditOf = async (action: string) =>
    (
      (await t.app.inject({ url: '/api/admin/audit-log', headers: admin.auth })).json() as {
        action: string;
        targetKind: string;
        targetId: string;
        adminId: string;
        note: string | null;
      }[]
    ).filter((entry) => entry.action === action);

  it('keeps ids 1, 2 and 3 for Canon, Sony and Nikon, first in the menu, then ten more brands', async () => {
    const list = await brands();
    expect(list.slice(0, 3)).toEqual([
      { id: 1, name: 'Canon', slug: 'canon', listings: 0 },
      { id: 2, name: 'Sony', slug: 'sony', listings: 0 },
      { id: 3, name: 'Nikon', slug: 'nikon', listings: 0 },
    ]);
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.map((b) => b.name)).toEqual(expect.arrayContaining(['Fujifilm', 'Leica', 'Pentax', 'Ricoh']));
  });

  it('counts the listings on sale per brand, leaving out sold and withdrawn ones', async () => {
    const db = t.app.database.db;
    const seller = (await insertUser(db)).id;
    for (let i = 0; i < 3; i++) await insertProduct(db, seller, { category_id: 2 });
    await insertProduct(db, seller, { category_id: 3 });
    await insertProduct(db, seller, { category_id: 2, status: 'sold' });
    await insertProduct(db, seller, { category_id: 3, deleted_at: new Date().toISOString() });
    const counts = Object.fromEntries((await brands()).map((b) => [b.id, b.listings]));
    expect(counts).toMatchObject({ 1: 0, 2: 3, 3: 1, 4: 0 });
  });

  it('reads the counts from the kept count per brand, never the listings', async () => {
    const recorder = recordQueryPlans(t, dialect);
    try {
      const plans = await recorder.plansDuring(() => listBrands(recorder.db, { hidden: false }));
      expect(plans).toHaveLength(1);
      expect(plans[0]).not.toMatch(/products|storefront_entries/);
      // One row per brand, each brand's count found by key.
      expect(plans[0]).toMatch(
        dialect === 'sqlite' ? /SEARCH c USING INTEGER PRIMARY KEY/ : /storefront_counts_pkey/,
      );
    } finally {
      await recorder.destroy();
    }
  });

  it('lets an admin add a brand: a new id, last in the menu, its slug from the name, audited', async () => {
    const before = await brands();
    const added = await add({ name: 'Zeiss Ikon' });
    expect(added.statusCode, added.body).toBe(201);
    const brand = added.json();
    expect(brand).toMatchObject({ name: 'Zeiss Ikon', slug: 'zeiss-ikon', hidden: false, listings: 0 });
    expect(brand.id).toBeGreaterThan(Math.max(...before.map((b) => b.id)));
    expect((await brands()).at(-1)).toEqual({
      id: brand.id,
      name: 'Zeiss Ikon',
      slug: 'zeiss-ikon',
      listings: 0,
    });
    expect(await auditOf('add-brand')).toEqual([
      expect.objectContaining({ targetKind: 'brand', targetId: String(brand.id), adminId: admin.user.uid }),
    ]);
    // Another one counts on from there.
    const next = await add({ name: 'Voigtländer', slug: 'voigtlander' });
    expect(next.json().id).toBe(brand.id + 1);
    expect(next.json().slug).toBe('voigtlander');
  });

  it('refuses a taken slug with 409 and a bad one with 400', async () => {
    const taken = await add({ name: 'Canon again', slug: 'canon' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.field).toBe('slug');
    expect((await add({ name: 'Sony' })).statusCode).toBe(409);
    expect((await add({ name: 'Bad', slug: 'Not A Slug' })).statusCode).toBe(400);
    expect((await add({ name: '' })).statusCode).toBe(400);
    expect((await change(4, { slug: 'sony' })).statusCode).toBe(409);
  });

  it('lets an admin rename, hide, show and move a brand; hidden ones leave the menu', async () => {
    const renamed = await change(6, { name: 'Olympus (OM)' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: 6, name: 'Olympus (OM)', slug: 'olympus' });

    expect((await change(5, { hidden: true })).json()).toMatchObject({ id: 5, hidden: true });
    expect((await brands()).map((b) => b.id)).not.toContain(5);
    const all = (await t.app.inject({ url: '/api/admin/brands', headers: admin.auth })).json();
    expect(all.find((b: { id: number }) => b.id === 5)).toMatchObject({ name: 'Leica', hidden: true });

    expect((await change(5, { hidden: false, position: 0 })).statusCode).toBe(200);
    expect((await brands())[0]).toMatchObject({ id: 5, name: 'Leica' });

    const edits = await auditOf('edit-brand');
    expect(edits.map((e) => [e.targetId, e.note])).toEqual([
      ['5', 'Changed hidden, position'],
      ['5', 'Changed hidden'],
      ['6', 'Changed name'],
    ]);
    expect((await change(999, { name: 'Nobody' })).statusCode).toBe(404);
  });

  it('lets only admins write', async () => {
    const before = await brands();
    expect((await add({ name: 'Intruder' }, null)).statusCode).toBe(401);
    expect((await add({ name: 'Intruder' }, buyer)).statusCode).toBe(403);
    expect((await change(1, { name: 'Cannon' }, null)).statusCode).toBe(401);
    expect((await change(1, { name: 'Cannon' }, buyer)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/brands', headers: buyer.auth })).statusCode).toBe(403);
    expect(await brands()).toEqual(before);
  });
});
