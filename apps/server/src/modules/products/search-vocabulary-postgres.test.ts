import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { searchTermsOf } from './search-terms.js';
import { postgresKnownTerms } from './search-vocabulary-postgres.js';
import { READ_NOW } from './storefront-kept-reads.js';

/**
 * PostgreSQL asks only the spellings whose words the catalogue holds: an OR of unknown ones made
 * its planner read a million entries in order for none (1.1 s for `a7riii`; performance.md).
 */
describe.runIf(TEST_DIALECTS.includes('postgres'))('known spellings on postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    const seller = (await insertUser(t.app.database.db)).id;
    await insertProduct(t.app.database.db, seller, { name: 'Sony A7R III body', category_id: 2 });
  });
  afterAll(() => t.close());

  const known = (q: string) => postgresKnownTerms(t.app.database.db, searchTermsOf(q), READ_NOW);

  it('keeps the spellings the vocabulary holds and drops the others', async () => {
    const terms = await known('a7riii');
    expect(terms).toHaveLength(1);
    expect(terms?.[0]).toContainEqual(['a7r', 'iii']);
    expect(terms?.[0]).not.toContainEqual(['a7riii']);
    expect(terms?.[0]?.length).toBeLessThan(searchTermsOf('a7riii')[0]?.length ?? 0);
  });

  it('answers none when a word has no spelling anywhere in the catalogue, and leaves prefixes alone', async () => {
    expect(await known('a7siii')).toBeNull();
    expect(await known('zzqx sony')).toBeNull();
    expect(await known('sony zzqx')).toEqual([[['sony']], [['zzqx*']]]);
    expect(await known('sony bo')).toEqual([[['sony']], [['bo*']]]);
  });

  it('finds the listing through them', async () => {
    const res = await t.app.inject('/api/products?q=a7riii');
    expect(res.json().map((p: { name: string }) => p.name)).toEqual(['Sony A7R III body']);
    expect((await t.app.inject('/api/products?q=a7siii')).json()).toEqual([]);
  });
});
