import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { logIn, signUp, type TestSession, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

interface ModelAnswer {
  slug: string;
  name: string;
  brand: { id: number; name: string };
  type: string;
  mount: string | null;
  year: number;
}

/** Issue 44, item 2 (decision 067): the model catalogue, searched, read, added to and merged. */
describe.each(TEST_DIALECTS)('models on %s', (dialect) => {
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

  const search = async (q: string) => {
    const answer = await t.app.inject({ url: `/api/models?q=${encodeURIComponent(q)}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as ModelAnswer[];
  };
  const one = (slug: string) => t.app.inject({ url: `/api/models/${slug}` });
  const addModel = (payload: Record<string, unknown>, session: TestSession | null = admin) =>
    t.app.inject({ method: 'POST', url: '/api/admin/models', headers: session?.auth, payload });
  const merge = (slug: string, into: string, session: TestSession | null = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/models/${slug}/merge`,
      headers: session?.auth,
      payload: { into },
    });
  const auditOf = async (action: string) =>
    (
      (await t.app.inject({ url: '/api/admin/audit-log', headers: admin.auth })).json() as {
        action: string;
        targetKind: string;
        targetId: string;
        note: string | null;
      }[]
    ).filter((entry) => entry.action === action);

  it('answers a model by its slug with its brand, kind, mount and year; 404 for none', async () => {
    const answer = await one('canon-eos-5d-mark-iv');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      slug: 'canon-eos-5d-mark-iv',
      name: 'Canon EOS 5D Mark IV',
      brand: { id: 1, name: 'Canon' },
      type: 'body',
      mount: 'Canon EF',
      year: 2016,
      priceGuide: null,
      sales: [],
    });
    expect((await one('ricoh-gr-iii')).json()).toMatchObject({ type: 'compact', mount: null, year: 2019 });
    expect((await one('no-such-camera')).statusCode).toBe(404);
    expect((await one('Not_A_Slug')).statusCode).toBe(400);
  });

  it.each([
    ['a7riii', 'sony-a7r-iii'],
    ['a7r 3', 'sony-a7r-iii'],
    ['5d4', 'canon-eos-5d-mark-iv'],
    ['5d mark iv', 'canon-eos-5d-mark-iv'],
    ['canon 5d', 'canon-eos-5d'],
    ['x100v', 'fujifilm-x100v'],
    ['z6ii', 'nikon-z6-ii'],
    ['Nikon F3', 'nikon-f3'],
  ])('finds %s first: %s', async (q, slug) => {
    expect((await search(q))[0]?.slug).toBe(slug);
  });

  it('answers at most 20, names beginning with the words first; 400 without words', async () => {
    const sony = await search('sony a7');
    expect(sony.length).toBeLessThanOrEqual(20);
    expect(sony[0]).toMatchObject({ name: 'Sony a7', brand: { id: 2, name: 'Sony' } });
    expect(sony.every((m) => m.brand.id === 2)).toBe(true);
    expect(await search('hovercraft')).toEqual([]);
    expect((await t.app.inject({ url: '/api/models' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/models?q=' })).statusCode).toBe(400);
  });

  it('lets an admin add a model, found at once by search and slug, audited', async () => {
    const added = await addModel({
      name: 'Canon EOS R5 C',
      brandId: 1,
      type: 'body',
      mount: 'Canon RF',
      year: 2022,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({
      slug: 'canon-eos-r5-c',
      name: 'Canon EOS R5 C',
      brand: { id: 1, name: 'Canon' },
      type: 'body',
      mount: 'Canon RF',
      year: 2022,
    });
    expect((await search('r5 c')).map((m) => m.slug)).toContain('canon-eos-r5-c');
    expect((await one('canon-eos-r5-c')).statusCode).toBe(200);
    expect(await auditOf('add-model')).toEqual([
      expect.objectContaining({ targetKind: 'model', targetId: 'canon-eos-r5-c' }),
    ]);
  });

  it('refuses a taken slug, an unknown brand, and a mount where none belongs', async () => {
    const base = { name: 'Canon EOS R5', brandId: 1, type: 'body', mount: 'Canon RF', year: 2020 };
    expect((await addModel(base)).statusCode).toBe(409);
    const unknown = await addModel({ ...base, name: 'Mystery One', brandId: 999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.field).toBe('brandId');
    expect((await addModel({ ...base, name: 'Mount-less body', mount: null })).statusCode).toBe(400);
    expect((await addModel({ ...base, name: 'Compact with mount', type: 'compact' })).statusCode).toBe(400);
    expect((await addModel({ ...base, name: 'Odd mount', mount: 'Bayonet X' })).statusCode).toBe(400);
    expect((await addModel({ ...base, name: 'Ancient', year: 1850 })).statusCode).toBe(400);
  });

  it('merges a duplicate: it leaves the search and answers as the model it was merged into', async () => {
    const duplicate = await addModel({
      name: 'Sony Alpha 7 III',
      brandId: 2,
      type: 'body',
      mount: 'Sony E',
      year: 2018,
    });
    expect(duplicate.statusCode).toBe(201);
    expect((await search('alpha 7 iii')).map((m) => m.slug)).toEqual(['sony-alpha-7-iii']);

    const merged = await merge('sony-alpha-7-iii', 'sony-a7-iii');
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({ slug: 'sony-a7-iii', name: 'Sony a7 III' });
    expect((await one('sony-alpha-7-iii')).json()).toMatchObject({ slug: 'sony-a7-iii' });
    expect(await search('alpha 7 iii')).toEqual([]);
    expect((await search('a7iii')).filter((m) => m.slug === 'sony-a7-iii')).toHaveLength(1);
    expect(await auditOf('merge-model')).toEqual([
      expect.objectContaining({ targetId: 'sony-alpha-7-iii', note: 'Merged into sony-a7-iii' }),
    ]);

    // Merging the survivor later carries its duplicates along: one step to the model they answer as.
    const again = await addModel({
      name: 'Sony ILCE-7M3',
      brandId: 2,
      type: 'body',
      mount: 'Sony E',
      year: 2018,
    });
    expect(again.statusCode).toBe(201);
    expect((await merge('sony-a7-iii', 'sony-ilce-7m3')).statusCode).toBe(200);
    expect((await one('sony-alpha-7-iii')).json().slug).toBe('sony-ilce-7m3');

    expect((await merge('sony-alpha-7-iii', 'sony-a7')).statusCode).toBe(409);
    expect((await merge('sony-a7', 'sony-a7')).statusCode).toBe(409);
    expect((await merge('sony-a7', 'no-such-model')).statusCode).toBe(404);
  });

  it('lets only admins add and merge', async () => {
    const payload = { name: 'Intruder Cam', brandId: 1, type: 'compact', mount: null, year: 2020 };
    expect((await addModel(payload, null)).statusCode).toBe(401);
    expect((await addModel(payload, buyer)).statusCode).toBe(403);
    expect((await merge('nikon-f2', 'nikon-f3', null)).statusCode).toBe(401);
    expect((await merge('nikon-f2', 'nikon-f3', buyer)).statusCode).toBe(403);
    expect((await one('intruder-cam')).statusCode).toBe(404);
    expect((await one('nikon-f2')).json().slug).toBe('nikon-f2');
  });

  it('shows a renamed brand on its models', async () => {
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/brands/11',
      headers: admin.auth,
      payload: { name: 'Ricoh Imaging' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await one('ricoh-gr-iii')).json().brand).toEqual({ id: 11, name: 'Ricoh Imaging' });
  });
});
