import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { smallPng } from '../../../test/image-corpus.js';
import { databaseMigratedTo, type MigratedDatabase } from '../../../test/migrated-database.js';
import { multipartBody } from '../../../test/multipart.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { migrateToLatest } from '../../db/migrate.js';

/**
 * Issue 42 item 3 (decision 059): one truth per listing. The grade is the condition; the API's
 * `condition` answers its name; the seller's own words are the condition notes.
 */
describe.each(TEST_DIALECTS)('a listing’s condition on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  let imgURL: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    seller = await signUp(t.app, { seller: true });
    const body = multipartBody({
      filename: 'body.png',
      contentType: 'image/png',
      bytes: await smallPng(800, 600),
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...body.headers, ...seller.auth },
    });
    imgURL = uploaded.json().data.url;
  });
  afterAll(() => t.close());

  /** The spec's fields, as the older client sends them: a free-text condition, no grade. */
  const olderClient = (condition: string) => ({
    name: 'Fujifilm X-T3',
    imgURL,
    categoryId: 2,
    location: 'Braga',
    resalePrice: '700',
    originalPrice: '1500',
    yearOfUse: '3',
    condition,
    sellerName: 'Old Client',
    sellerNumber: '+351 912 000 001',
    yearOfPurchase: '2021',
    description: 'Body with two batteries.',
  });
  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/products', payload, headers: seller.auth });
  const edit = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, payload, headers: seller.auth });
  const read = async (id: string) => (await t.app.inject(`/api/products/${id}`)).json();

  it('answers the grade’s name as the condition, with the seller’s words as notes', async () => {
    const { condition: _words, ...fields } = olderClient('');
    const created = await create({
      ...fields,
      grade: 'very-good',
      conditionNotes: 'A faint mark on the top plate.\nGlass clean.',
    });
    expect(created.statusCode).toBe(200);
    expect(await read(created.json()._id)).toMatchObject({
      grade: 'very-good',
      condition: 'Very good',
      conditionNotes: 'A faint mark on the top plate.\nGlass clean.',
    });
  });

  it('takes the older client’s condition that names a grade as the grade, in any case', async () => {
    const created = await create(olderClient('  very GOOD '));
    expect(created.statusCode).toBe(200);
    expect(await read(created.json()._id)).toMatchObject({
      grade: 'very-good',
      condition: 'Very good',
      conditionNotes: '',
    });
  });

  it('keeps the older client’s other words as notes and as its condition, without a grade', async () => {
    const created = await create(olderClient('Mint, barely used'));
    expect(await read(created.json()._id)).toMatchObject({
      grade: null,
      condition: 'Mint, barely used',
      conditionNotes: 'Mint, barely used',
    });
    // A grade given later becomes the condition; the words stay as notes.
    const graded = await edit(created.json()._id, { grade: 'like-new' });
    expect(graded.json()).toMatchObject({
      grade: 'like-new',
      condition: 'Like new',
      conditionNotes: 'Mint, barely used',
    });
  });

  it('never says two conditions: the grade wins over a free-text condition that names another', async () => {
    const created = await create({ ...olderClient('Excellent'), grade: 'good' });
    expect(await read(created.json()._id)).toMatchObject({
      grade: 'good',
      condition: 'Good',
      conditionNotes: '',
    });
  });

  it('follows the grade on edit, says "Not graded" once it is cleared, and edits notes alone', async () => {
    const id = (await create(olderClient('Excellent'))).json()._id;
    expect((await edit(id, { grade: 'good' })).json()).toMatchObject({ condition: 'Good' });
    expect((await edit(id, { conditionNotes: 'Strap worn.' })).json()).toMatchObject({
      grade: 'good',
      condition: 'Good',
      conditionNotes: 'Strap worn.',
    });
    expect((await edit(id, { grade: null })).json()).toMatchObject({
      grade: null,
      condition: 'Not graded',
      conditionNotes: 'Strap worn.',
    });
  });

  it('refuses a listing that says no condition at all, naming the field', async () => {
    const { condition: _words, ...fields } = olderClient('');
    const res = await create(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('condition');
    expect(res.json().error.message).toMatch(/Condition is required/);
  });
});

/** Migration 038 on listings written before it: their free-text condition is kept as notes. */
describe.each(TEST_DIALECTS)('migration 038 on %s', (dialect) => {
  let database: MigratedDatabase | undefined;
  afterAll(async () => database?.close());

  it('keeps free words as notes, and a grade’s name as the grade of an ungraded listing', async () => {
    database = await databaseMigratedTo(dialect, '036-search-terms-vocabulary');
    const { db } = database;
    const seller = (await insertUser(db)).id;
    const named = await insertProduct(db, seller, { condition: 'Excellent', grade: null });
    const both = await insertProduct(db, seller, { condition: 'Excellent', grade: 'very-good' });
    const words = await insertProduct(db, seller, { condition: 'Mint, barely used', grade: null });
    const gradedWords = await insertProduct(db, seller, {
      condition: 'Small dent on the hood',
      grade: 'good',
    });
    const version = async () =>
      Number((await db.selectFrom('catalogue_state').select('version').executeTakeFirstOrThrow()).version);
    const before = await version();

    expect(await migrateToLatest(db)).toContain('038-condition-notes');
    const rows = await db
      .selectFrom('products')
      .select(['id', 'grade', 'condition', 'condition_notes'])
      .execute();
    const row = (id: string) => rows.find((r) => r.id === id);
    expect(row(named.id)).toMatchObject({ grade: 'excellent', condition_notes: '' });
    expect(row(both.id)).toMatchObject({ grade: 'very-good', condition_notes: '' });
    expect(row(words.id)).toMatchObject({ grade: null, condition_notes: 'Mint, barely used' });
    expect(row(gradedWords.id)).toMatchObject({ grade: 'good', condition_notes: 'Small dent on the hood' });
    // The storefront's filters see the grade it was given.
    const entry = await db
      .selectFrom('storefront_entries')
      .select('grade')
      .where('product_id', '=', named.id)
      .executeTakeFirstOrThrow();
    expect(entry.grade).toBe('excellent');
    expect(await version()).toBeGreaterThan(before);
  });
});
