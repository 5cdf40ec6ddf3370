import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { smallPng } from '../../../test/image-corpus.js';
import { multipartBody } from '../../../test/multipart.js';
import { signUp, type TestSession } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Issue 14, item 2: camera details, optional for old clients, each refused clearly when wrong. */
describe.each(TEST_DIALECTS)('camera details on %s', (dialect) => {
  let t: TestApp;
  let seller: TestSession;
  let imgURL: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    seller = await signUp(t.app, { seller: true });
    const body = multipartBody({
      filename: 'lens.png',
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

  const spec = () => ({
    name: 'Nikkor Z 50mm f/1.8 S',
    imgURL,
    categoryId: 3,
    location: 'Porto',
    resalePrice: 380,
    originalPrice: 600,
    yearOfUse: 2,
    condition: 'Clean glass, no haze',
    sellerName: 'Lens Seller',
    sellerNumber: '+351 912 000 000',
    yearOfPurchase: 2022,
    description: 'Sharp, clean glass.',
  });
  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/products', payload, headers: seller.auth });
  const edit = (id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, payload, headers: seller.auth });

  it('lists without details as the old client does, answering them empty', async () => {
    const res = await create(spec());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      condition: 'Clean glass, no haze',
      itemType: null,
      grade: null,
      works: null,
      worksNote: '',
      lensMount: null,
      shutterCount: null,
      included: [],
    });
  });

  it('stores every detail and answers it on the storefront', async () => {
    const details = {
      itemType: 'lens',
      grade: 'very-good',
      works: true,
      worksNote: 'Autofocus quiet and quick.',
      lensMount: 'nikon-z',
      included: ['box', 'caps'],
    };
    const created = await create({ ...spec(), ...details });
    expect(created.statusCode).toBe(200);
    const read = await t.app.inject(`/api/products/${created.json()._id}`);
    expect(read.json()).toMatchObject({ ...details, shutterCount: null });
  });

  it.each([
    ['itemType', 'tripod', /itemType must be one of camera-body, lens/],
    ['grade', 'mint', /grade must be one of like-new/],
    ['works', 'yes', /works must be true or false/],
    ['worksNote', 'x'.repeat(501), /worksNote must be at most 500 characters/],
    ['worksNote', 'bad\u0000byte', /worksNote must not contain control characters/],
    ['lensMount', 'canon', /lensMount must be one of canon-ef/],
    ['shutterCount', -1, /shutterCount must be at least 0/],
    ['shutterCount', 1.5, /shutterCount must be a whole number/],
    ['shutterCount', 20_000_000, /shutterCount must be at most 10000000/],
    ['shutterCount', '12000', /shutterCount must be a number/],
    ['included', ['box', 'box'], /included lists an item more than once/],
    ['included', ['lens hood'], /included must be one of box/],
    ['included', 'box', /included must be a list of items/],
  ])('refuses %s = %j with a 400 naming the field', async (field, value, message) => {
    const res = await create({ ...spec(), itemType: 'camera-body', [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field?.split('.')[0]).toBe(field);
    expect(res.json().error.message).toMatch(message);
  });

  it('refuses a shutter count on a lens and a mount on an accessory, on create and on edit', async () => {
    const lens = await create({ ...spec(), itemType: 'lens', shutterCount: 1000 });
    expect(lens.statusCode).toBe(400);
    expect(lens.json().error).toMatchObject({ code: 'validation-failed', field: 'shutterCount' });
    const strap = await create({ ...spec(), itemType: 'accessory', lensMount: 'sony-e' });
    expect(strap.json().error).toMatchObject({ field: 'lensMount' });

    const body = (await create({ ...spec(), itemType: 'camera-body', shutterCount: 12_000 })).json();
    expect(body.shutterCount).toBe(12_000);
    // Turning the body into a lens while its count stays: refused, and nothing written.
    const turned = await edit(body._id, { itemType: 'lens', name: 'Renamed' });
    expect(turned.statusCode).toBe(400);
    expect(turned.json().error.field).toBe('shutterCount');
    expect((await t.app.inject(`/api/products/${body._id}`)).json()).toMatchObject({
      itemType: 'camera-body',
      name: spec().name,
    });
    // With the count cleared in the same edit it goes through.
    const cleared = await edit(body._id, { itemType: 'lens', shutterCount: null, lensMount: 'nikon-z' });
    expect(cleared.json()).toMatchObject({ itemType: 'lens', shutterCount: null, lensMount: 'nikon-z' });
  });

  it('edits details alone, and clears them with null or an empty list', async () => {
    const id = (await create({ ...spec(), grade: 'good', included: ['strap'] })).json()._id;
    expect((await edit(id, { grade: 'excellent', works: false })).json()).toMatchObject({
      grade: 'excellent',
      works: false,
      included: ['strap'],
    });
    expect((await edit(id, { grade: null, works: null, included: [] })).json()).toMatchObject({
      grade: null,
      works: null,
      included: [],
    });
    expect((await edit(id, { grade: 'perfect' })).statusCode).toBe(400);
  });
});
