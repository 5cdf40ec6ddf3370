import type { Grade, LensMount } from '@refocus/contract';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { addressOf, linkIn, readOutbox } from '../../../test/mail.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testClock } from '../../../test/test-clock.js';

const HOUR = 60 * 60 * 1000;
const ORIGIN = 'https://shop.example.test';

/**
 * Issue 14 item 7 (decision 035): which new listings match which saved searches, instant
 * alerts and the daily digest (one e-mail per person per period), and the unsubscribe link:
 * it works without signing in and cannot pause anyone else's search.
 */
describe.each(TEST_DIALECTS)('saved-search alerts on %s', (dialect) => {
  let t: TestApp;
  let sellerId: string;
  const clock = testClock();

  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: ORIGIN }, { clock });
    sellerId = (await insertUser(t.app.database.db)).id;
  });
  afterAll(() => t.close());

  const save = async (who: TestSession, name: string, query: string, frequency = 'instant') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: who.auth,
      payload: { name, query, frequency },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json()._id as string;
  };
  /** A listing posted now (the app's clock); the next one a second later. */
  const list = async (
    name: string,
    extra: {
      category_id?: number;
      resale_price?: number;
      description?: string;
      lens_mount?: LensMount;
      grade?: Grade;
      works?: 0 | 1;
    } = {},
  ) => {
    clock.advance(1000);
    const at = clock().toISOString();
    const { id } = await insertProduct(t.app.database.db, sellerId, {
      name,
      created_at: at,
      updated_at: at,
      ...extra,
    });
    return id;
  };
  /** The minute passes: the alerts run, the mail queue delivers. */
  const minuteLater = async () => {
    clock.advance(60_000);
    await t.app.savedSearchAlerts.run();
    await t.app.jobWorker.runDue();
  };
  const alertsTo = async (who: TestSession): Promise<ParsedMail[]> =>
    (await readOutbox(t.dataDir)).filter(
      (mail) => addressOf(mail) === who.user.email && /saved search/.test(mail.subject ?? ''),
    );
  const person = async () => {
    const session = await signUp(t.app, { name: 'Bea Buyer' });
    await t.app.jobWorker.runDue();
    return session;
  };

  it('mails instantly the new listings that match words, brand and price; one e-mail for all searches', async () => {
    const bea = await person();
    await save(bea, 'Leica M6 under 1000', 'q=leica+m6&maxPrice=1000');
    await save(bea, 'Any Nikon', 'category=3');
    const cheapLeica = await list('Leica M6 classic', { resale_price: 90_000 });
    await list('Leica M6 mint', { resale_price: 200_000 }); // above the price
    const nikon = await list('Nikon F3 HP', { category_id: 3 });
    await list('Canon AE-1', { category_id: 1 }); // neither
    await list('Leica M3', { resale_price: 50_000 }); // not all words
    await minuteLater();

    const mails = await alertsTo(bea);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [ParsedMail];
    expect(linkIn(mail, `/products/${cheapLeica}`).origin).toBe(ORIGIN);
    expect(linkIn(mail, `/products/${nikon}`).origin).toBe(ORIGIN);
    expect((mail.text ?? '').match(/\/products\/[\w-]+/g)).toHaveLength(2);
    expect(mail.text).toContain('Stop e-mails for "Leica M6 under 1000"');
    expect(mail.text).toContain('Stop e-mails for "Any Nikon"');
    const header = mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line;
    expect(header).toMatch(
      /^List-Unsubscribe:\s+<https:\/\/shop\.example\.test\/saved-searches\/unsubscribe\?id=/,
    );

    // Nothing is news twice.
    await minuteLater();
    expect(await alertsTo(bea)).toHaveLength(1);
  });

  it('honours the camera-detail filters: mount, grades and works (decision 037)', async () => {
    const cy = await person();
    await save(cy, 'Good Sony E glass', 'q=zeissfilt&mount=sony-e&grade=excellent&grade=very-good&works=yes');
    const match = await list('Zeissfilt Batis 85', { lens_mount: 'sony-e', grade: 'very-good', works: 1 });
    await list('Zeissfilt Batis 25', { lens_mount: 'sony-e', grade: 'good', works: 1 }); // grade
    await list('Zeissfilt Milvus 50', { lens_mount: 'nikon-f', grade: 'excellent', works: 1 }); // mount
    await list('Zeissfilt Loxia 35', { lens_mount: 'sony-e', grade: 'excellent', works: 0 }); // works
    await list('Zeissfilt Sonnar'); // no details at all
    await minuteLater();
    const mails = await alertsTo(cy);
    expect(mails).toHaveLength(1);
    expect((mails[0]?.text ?? '').match(/\/products\/[\w-]+/g)).toEqual([`/products/${match}`]);
  });

  it('files a search saved under older spellings again before matching (migration 041)', async () => {
    const dee = await person();
    const id = await save(dee, 'Fourth 5D', 'q=5d+mark+iv');
    // As a search saved before decision 064 was filed: under `mark` alone, version 0.
    const db = t.app.database.db;
    await db.deleteFrom('saved_search_keys').where('saved_search_id', '=', id).execute();
    await db.insertInto('saved_search_keys').values({ key: 'mark', saved_search_id: id }).execute();
    await db.updateTable('saved_searches').set({ keys_version: 0 }).where('id', '=', id).execute();
    const joined = await list('Canon EOS 5D4 body');
    await minuteLater();
    const mails = await alertsTo(dee);
    expect((mails[0]?.text ?? '').match(/\/products\/[\w-]+/g)).toEqual([`/products/${joined}`]);
    const keys = await db
      .selectFrom('saved_search_keys')
      .select('key')
      .where('saved_search_id', '=', id)
      .execute();
    expect(keys.map((k) => k.key)).not.toEqual(['mark']);
  });

  it('matches only listings posted after the search was saved, and none for a paused search', async () => {
    const bea = await person();
    await list('Hasselblad 500C before');
    const paused = await save(bea, 'Paused Rolleis', 'q=rolleiflex');
    await save(bea, 'Hasselblads', 'q=hasselblad');
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/saved-searches/${paused}`,
      headers: bea.auth,
      payload: { paused: true },
    });
    expect(patched.statusCode).toBe(200);
    await list('Rolleiflex 2.8F');
    await minuteLater();
    expect(await alertsTo(bea)).toHaveLength(0);
  });

  it('sends the daily digest once a day, with everything matched since the last one', async () => {
    const dan = await person();
    await save(dan, 'Pentax daily', 'q=pentax', 'daily');
    const first = await list('Pentax K1000');
    await minuteLater();
    expect(await alertsTo(dan)).toHaveLength(0);
    clock.advance(12 * HOUR);
    const second = await list('Pentax MX', { description: 'with a 50 mm lens' });
    await minuteLater();
    expect(await alertsTo(dan)).toHaveLength(0);
    clock.advance(12 * HOUR);
    await minuteLater();
    const mails = await alertsTo(dan);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Today's new listings for your saved searches \(2\)/);
    linkIn(mails[0] as ParsedMail, `/products/${first}`);
    linkIn(mails[0] as ParsedMail, `/products/${second}`);

    // The next listing waits for the next day's digest.
    await list('Pentax LX');
    await minuteLater();
    clock.advance(20 * HOUR);
    await minuteLater();
    expect(await alertsTo(dan)).toHaveLength(1);
    clock.advance(5 * HOUR);
    await minuteLater();
    expect(await alertsTo(dan)).toHaveLength(2);
  });

  it('pauses a search from the e-mail’s link without signing in, and only that search', async () => {
    const uma = await person();
    const eve = await person();
    const umas = await save(uma, 'Contax', 'q=contax');
    const eves = await save(eve, 'Contax too', 'q=contax');
    await list('Contax T2');
    await minuteLater();
    const [mail] = await alertsTo(uma);
    const link = linkIn(mail as ParsedMail, '/saved-searches/unsubscribe');
    const id = link.searchParams.get('id');
    const token = link.searchParams.get('token');
    expect(id).toBe(umas);

    const unsubscribe = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/saved-searches/unsubscribe', payload });
    // Uma's token does not pause Eve's search, nor does a made-up one.
    const wrong = await unsubscribe({ id: eves, token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.field).toBe('token');
    expect((await unsubscribe({ id: eves, token: 'A'.repeat(43) })).statusCode).toBe(400);

    const res = await unsubscribe({ id, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: umas, paused: true });

    await list('Contax G2');
    await minuteLater();
    expect(await alertsTo(uma)).toHaveLength(1);
    expect(await alertsTo(eve)).toHaveLength(2);
  });

  it('tells nobody of a listing that is gone before the alert, and nobody whose account is disabled', async () => {
    const ann = await person();
    await save(ann, 'Mamiya', 'q=mamiya', 'daily');
    const gone = await list('Mamiya RB67');
    await minuteLater();
    await t.app.database.db
      .updateTable('products')
      .set({ deleted_at: clock().toISOString() })
      .where('id', '=', gone)
      .execute();
    clock.advance(25 * HOUR);
    await minuteLater();
    expect(await alertsTo(ann)).toHaveLength(0);

    const dora = await person();
    await save(dora, 'Minolta', 'q=minolta');
    await t.app.database.db
      .updateTable('users')
      .set({ disabled: 1 })
      .where('id', '=', dora.user.uid)
      .execute();
    await list('Minolta X-700');
    await minuteLater();
    expect(await alertsTo(dora)).toHaveLength(0);

    // Hits that could never be sent are forgotten after 30 days, as sent ones are.
    const waiting = () =>
      t.app.database.db
        .selectFrom('saved_search_hits')
        .select('product_id')
        .where('sent_at', 'is', null)
        .execute();
    expect((await waiting()).map((hit) => hit.product_id)).toContain(gone);
    clock.advance(31 * 24 * HOUR);
    await minuteLater();
    expect(await waiting()).toEqual([]);
  });
});
