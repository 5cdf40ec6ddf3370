import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct } from '../../../test/fixtures.js';
import { logIn, signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

interface PersonJson {
  _id: string;
  name: string;
  email: string;
  role: string;
  joinedAt: string;
  listings: number;
  orders: number;
}

/** Issue 19 item 13: the admin's people lists search, sort, page and count. */
describe.each(TEST_DIALECTS)('admin: people lists that scale on %s', (dialect) => {
  let t: TestApp;
  let admin: TestSession;
  const sellers: TestSession[] = [];
  const adminEmail = uniqueEmail('admin');

  beforeAll(async () => {
    t = await createTestApp(dialect, { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: 'admin password' });
    admin = await logIn(t.app, adminEmail, 'admin password');
    // Created in this order, so "joined" order is known; names chosen to sort differently.
    for (const name of ['carol Zed', 'Alice Young', 'bob_100% Xu']) {
      sellers.push(await signUp(t.app, { seller: true, name }));
    }
  });
  afterAll(() => t.close());

  const list = async (query: string, status = 200) => {
    const answer = await t.app.inject({ url: `/api/user/all-sellers?${query}`, headers: admin.auth });
    expect(answer.statusCode, answer.body).toBe(status);
    return answer;
  };
  const names = async (query: string) => ((await list(query)).json() as PersonJson[]).map((p) => p.name);

  it('sorts by sign-up date (the default), name (any case) or email, either way', async () => {
    expect(await names('')).toEqual(['carol Zed', 'Alice Young', 'bob_100% Xu']);
    expect(await names('sort=joined&order=desc')).toEqual(['bob_100% Xu', 'Alice Young', 'carol Zed']);
    expect(await names('sort=name')).toEqual(['Alice Young', 'bob_100% Xu', 'carol Zed']);
    expect(await names('sort=name&order=desc')).toEqual(['carol Zed', 'bob_100% Xu', 'Alice Young']);
    const byEmail = ((await list('sort=email')).json() as PersonJson[]).map((p) => p.email);
    expect(byEmail).toEqual([...byEmail].sort());
  });

  it('finds part of a name or an email in any case, and takes % and _ literally', async () => {
    expect(await names('q=ALICE')).toEqual(['Alice Young']);
    // The local part and its @: `user-7-3@` is part of one address only, where `user-7-3` alone
    // is also the start of `user-7-30@`.
    const localPart = `${sellers[2]?.user.email.split('@')[0]}@`;
    expect(await names(`q=${encodeURIComponent(localPart)}`)).toEqual(['bob_100% Xu']);
    expect(await names(`q=${encodeURIComponent('0%')}`)).toEqual(['bob_100% Xu']);
    expect(await names(`q=${encodeURIComponent('b_1')}`)).toEqual(['bob_100% Xu']);
    expect(await names('q=nobody-matches-this')).toEqual([]);
    const found = await list('q=young');
    expect(found.headers['x-total-count']).toBe('1');
  });

  it('pages the search and the order together', async () => {
    const first = await list('sort=name&limit=2&page=1');
    expect((first.json() as PersonJson[]).map((p) => p.name)).toEqual(['Alice Young', 'bob_100% Xu']);
    expect(first.headers['x-total-count']).toBe('3');
    expect(await names('sort=name&limit=2&page=2')).toEqual(['carol Zed']);
  });

  it('counts live listings and orders made, and names the role and the sign-up date', async () => {
    const [carol, alice] = sellers as [TestSession, TestSession];
    const first = await insertProduct(t.app.database.db, carol.user.uid, { name: 'First' });
    await insertProduct(t.app.database.db, carol.user.uid, { name: 'Second' });
    await insertProduct(t.app.database.db, carol.user.uid, {
      name: 'Withdrawn',
      deleted_at: new Date().toISOString(),
    });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: alice.auth,
      payload: { productId: first.id, phoneNumber: '555 0100', location: 'Park' },
    });
    expect(booked.statusCode, booked.body).toBe(200);

    const people = (await list('sort=joined')).json() as PersonJson[];
    expect(people.map(({ name, role, listings, orders }) => ({ name, role, listings, orders }))).toEqual([
      { name: 'carol Zed', role: 'seller', listings: 2, orders: 0 },
      { name: 'Alice Young', role: 'seller', listings: 0, orders: 1 },
      { name: 'bob_100% Xu', role: 'seller', listings: 0, orders: 0 },
    ]);
    for (const person of people) expect(Date.parse(person.joinedAt)).not.toBeNaN();

    const buyer = await signUp(t.app, { name: 'Plain Buyer' });
    const buyers = (
      await t.app.inject({ url: '/api/user/all-buyers?q=plain', headers: admin.auth })
    ).json() as PersonJson[];
    expect(buyers).toMatchObject([{ _id: buyer.user.uid, role: 'buyer', listings: 0, orders: 0 }]);
  });

  it('refuses an unknown sort, order or an overlong search, naming it', async () => {
    expect((await list('sort=password', 400)).json().error.message).toMatch(/sort must be one of/);
    expect((await list('order=sideways', 400)).json().error.message).toMatch(/order must be asc or desc/);
    expect((await list(`q=${'x'.repeat(101)}`, 400)).json().error.message).toMatch(/q must be at most/);
  });
});
