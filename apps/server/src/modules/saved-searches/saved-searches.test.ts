import type { SavedSearch } from '@refocus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';

/** Issue 14 item 7: keeping searches, and who may change them (decision 035). */
describe.each(TEST_DIALECTS)('saved searches on %s', (dialect) => {
  let t: TestApp;
  let buyer: TestSession;
  let other: TestSession;
  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock });
    buyer = await signUp(t.app, { name: 'Bea Buyer' });
    other = await signUp(t.app, { name: 'Olga Other' });
  });
  afterAll(() => t.close());

  const save = (who: TestSession | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/saved-searches', headers: who?.auth, payload });
  const listOf = async (who: TestSession) =>
    (await t.app.inject({ url: '/api/saved-searches', headers: who.auth })).json() as SavedSearch[];

  it('saves a search as the catalogue reads it, without its page', async () => {
    const res = await save(buyer, {
      name: '  Cheap Leicas ',
      query: '?q=leica+m6&category=1&maxPrice=900&page=3&limit=12&cursor=abc',
      frequency: 'instant',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Cheap Leicas',
      query: 'q=leica+m6&category=1&maxPrice=900',
      frequency: 'instant',
      paused: false,
    });
    expect((await listOf(buyer)).map((s) => s.name)).toContain('Cheap Leicas');
    expect(await listOf(other)).toEqual([]);
  });

  it('keeps the camera-detail filters, sorted, repeated ones included (decision 037)', async () => {
    const res = await save(buyer, {
      name: 'Sony E glass',
      query: 'mount=sony-e&grade=very-good&grade=excellent&type=lens&works=yes&page=2',
      frequency: 'daily',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().query).toBe('type=lens&grade=excellent&grade=very-good&mount=sony-e&works=yes');
  });

  it('saves a search made with "include sold" ticked, without the flag: alerts are about new listings (decision 038)', async () => {
    const res = await save(buyer, {
      name: 'Any Zorki',
      query: 'q=zorki&includeSold=true',
      frequency: 'daily',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().query).toBe('q=zorki');
  });

  it.each([
    ['grade=shiny', /grade must be one of/],
    ['works=maybe', /works must be yes or no/],
    ['category=0', /category must be a brand id/],
    ['minPrice=abc', /minPrice must be a number/],
    ['minPrice=500&maxPrice=100', /minPrice must not be above maxPrice/],
    ['q=%22*%22', /no letters or digits/],
    ['sort=cheapest', /sort must be one of/],
  ])('refuses the query %s with a 400 naming query', async (query, message) => {
    const res = await save(buyer, { name: 'Bad', query, frequency: 'daily' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation-failed', field: 'query' });
    expect(res.json().error.message).toMatch(message);
  });

  it('refuses a bad name or frequency, and callers who are not signed in', async () => {
    expect((await save(buyer, { name: '', query: 'q=x1', frequency: 'daily' })).statusCode).toBe(400);
    expect((await save(buyer, { name: 'x', query: 'q=x1', frequency: 'hourly' })).statusCode).toBe(400);
    expect((await save(undefined, { name: 'x', query: 'q=x1', frequency: 'daily' })).statusCode).toBe(401);
  });

  it('keeps at most 20 searches per person, with a clear 409', async () => {
    const hoarder = await signUp(t.app);
    for (let i = 0; i < 20; i++)
      expect(
        (await save(hoarder, { name: `S${i}`, query: `q=lens${i}`, frequency: 'daily' })).statusCode,
      ).toBe(200);
    const res = await save(hoarder, { name: 'S20', query: 'q=one+more', frequency: 'daily' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/at most 20 saved searches/);
  });

  it('renames, pauses, changes frequency and deletes only the owner’s searches', async () => {
    const id = (await save(buyer, { name: 'Nikons', query: 'category=3', frequency: 'instant' })).json()._id;
    const patch = (who: TestSession, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/saved-searches/${id}`, headers: who.auth, payload });
    expect((await patch(other, { paused: true })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/saved-searches/${id}`, headers: other.auth }))
        .statusCode,
    ).toBe(404);
    const changed = await patch(buyer, { name: 'Any Nikon', paused: true, frequency: 'daily' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Any Nikon', paused: true, frequency: 'daily' });
    expect((await listOf(buyer)).find((s) => s._id === id)).toMatchObject({
      paused: true,
      frequency: 'daily',
    });
    expect((await patch(buyer, { frequency: 'weekly' })).statusCode).toBe(400);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/saved-searches/${id}`,
      headers: buyer.auth,
    });
    expect(gone.statusCode).toBe(200);
    expect((await listOf(buyer)).some((s) => s._id === id)).toBe(false);
    expect((await patch(buyer, { name: 'again' })).statusCode).toBe(404);
  });

  it('creating a listing matches nothing by itself: the alerts run does', async () => {
    const seller = await insertUser(t.app.database.db);
    await insertProduct(t.app.database.db, seller.id, {
      name: 'Leica M6 classic',
      resale_price: 80_000,
      created_at: new Date(clock().getTime() + 1000).toISOString(),
    });
    const hits = () => t.app.database.db.selectFrom('saved_search_hits').selectAll().execute();
    expect(await hits()).toHaveLength(0);
    clock.advance(10_000);
    const run = await t.app.savedSearchAlerts.run();
    expect(run.listings).toBe(1);
    expect(await hits()).toHaveLength(1);
  });
});
