import { SEARCH_SUGGESTION_HEADER } from '@refocus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue.public.js';

const nextLink = (res: { headers: Record<string, unknown> }) =>
  /<([^>]+)>; rel="next"/.exec(String(res.headers.link))?.[1];

/** Typo tolerance and "Did you mean" through the catalogue route (decision 066). */
describe.each(TEST_DIALECTS)('typos in searches on %s', (dialect) => {
  let t: TestApp;
  const names = new Map<string, string>();

  const search = async (q: string, extra = '') => {
    const res = await t.app.inject({ url: `/api/products?q=${encodeURIComponent(q)}${extra}` });
    expect(res.statusCode, res.body).toBe(200);
    const header = res.headers[SEARCH_SUGGESTION_HEADER];
    return {
      found: (res.json() as { _id: string }[]).map((p) => names.get(p._id)),
      suggestion: header === undefined ? undefined : decodeURIComponent(String(header)),
      res,
    };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.app.database.db;
    const seller = await insertUser(db);
    for (const [name, category_id] of [
      ['Nikon Z6 body', 3],
      ['Nikon D850', 3],
      ['Nikkon F2 Photomic', 3],
      ['Sony A7 III', 2],
      ['Hasselblad 500C/M', 2],
      ['Fujifilm X-T3', 2],
      ['Canon EOS 90D', 1],
    ] as const) {
      const { id } = await insertProduct(db, seller.id, { name, category_id, description: 'Used, works.' });
      names.set(id, name);
    }
  });
  afterAll(() => t.close());

  it('asks a word no listing holds as the nearest word the catalogue holds, and suggests the query so written', async () => {
    expect(await search('nikom z6')).toMatchObject({ found: ['Nikon Z6 body'], suggestion: 'nikon z6' });
    expect(await search('Sonny A7')).toMatchObject({ found: ['Sony A7 III'], suggestion: 'sony A7' });
    expect(await search('hasselbadl')).toMatchObject({
      found: ['Hasselblad 500C/M'],
      suggestion: 'hasselblad',
    });
    expect(await search('fujiflim x-t3')).toMatchObject({
      found: ['Fujifilm X-T3'],
      suggestion: 'fujifilm x-t3',
    });
  });

  it('prefers, among words equally near and held, the one reached without a swap', async () => {
    // `canon` and `cannon` are both the brand words of every Canon listing.
    expect(await search('canonn 90d')).toMatchObject({ found: ['Canon EOS 90D'], suggestion: 'canon 90d' });
  });

  it('leaves a word some listings hold as typed, and offers a correction only when it finds more', async () => {
    expect(await search('nikkon')).toMatchObject({ found: ['Nikkon F2 Photomic'], suggestion: 'nikon' });
    expect(await search('nikkon f2')).toMatchObject({ found: ['Nikkon F2 Photomic'], suggestion: undefined });
  });

  it('corrects no word within its own budget, model number or short word, and suggests nothing then', async () => {
    for (const q of ['nikon', 'sony a7', 'hasselbxxxd', 'd860', 'sonu a7', 'nikkkonn']) {
      const { found, suggestion } = await search(q);
      expect(suggestion, q).toBeUndefined();
      if (q !== 'nikon' && q !== 'sony a7') expect(found, q).toEqual([]);
    }
    // Corrected, still nothing: no suggestion either.
    expect(await search('nikom a7')).toMatchObject({ found: [], suggestion: undefined });
  });

  it('corrects to the words of listings as they come and go', async () => {
    const db = t.app.database.db;
    const seller = await insertUser(db);
    const { id } = await insertProduct(db, seller.id, { name: 'Voigtlander Bessa R2', category_id: 1 });
    names.set(id, 'Voigtlander Bessa R2');
    expect(await search('voigtlandr')).toMatchObject({
      found: ['Voigtlander Bessa R2'],
      suggestion: 'voigtlander',
    });
    await db
      .updateTable('products')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    await bumpCatalogueVersion(db);
    expect(await search('voigtlandr')).toMatchObject({ found: [], suggestion: undefined });
  });

  it('keeps the suggestion with a kept page, counts facets and follows cursors of the corrected words', async () => {
    const first = await search('nikom', '&limit=1');
    const again = await search('nikom', '&limit=1');
    expect(again.suggestion).toBe('nikon');
    expect(again.res.body).toBe(first.res.body);
    // Every Nikon (the brand word is in each of its listings), one per page, by the cursors.
    const walked = [...first.found];
    let res = first.res;
    for (let next = nextLink(res); next; next = nextLink(res)) {
      res = await t.app.inject({ url: next });
      expect(res.statusCode).toBe(200);
      walked.push(...(res.json() as { _id: string }[]).map((p) => names.get(p._id)));
    }
    expect(walked.sort()).toEqual(['Nikkon F2 Photomic', 'Nikon D850', 'Nikon Z6 body']);
    const facets = async (q: string) => (await t.app.inject({ url: `/api/products/facets?q=${q}` })).json();
    expect(await facets('nikom')).toEqual(await facets('nikon'));
  });
});
