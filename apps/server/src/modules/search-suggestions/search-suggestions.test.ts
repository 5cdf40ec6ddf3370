import type { SearchSuggestions } from '@refocus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { insertProduct, insertUser } from '../../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** Issue 43, item 4: what the search box offers as someone types, on both databases. */
describe.each(TEST_DIALECTS)('search suggestions on %s', (dialect) => {
  let t: TestApp;
  const suggest = async (q: string) => {
    const answer = await t.app.inject({ url: `/api/search/suggestions?q=${encodeURIComponent(q)}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as SearchSuggestions).suggestions;
  };
  const list = async (
    seller: string,
    name: string,
    overrides: { category_id?: number; status?: 'available' | 'sold'; description?: string } = {},
  ) => insertProduct(t.app.database.db, seller, { name, description: 'Works well', ...overrides });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const seller = (await insertUser(t.app.database.db)).id;
    await list(seller, 'Canon EOS 5D Mark IV', { category_id: 1 });
    await list(seller, 'canon eos 5d  mark iv', { category_id: 1 });
    await list(seller, 'Canon EOS R5', { category_id: 1 });
    await list(seller, 'Canon EOS 90D', { category_id: 1, status: 'sold' });
    await list(seller, 'Leica M6', { category_id: 1, description: 'Came with a Canon lens cap' });
    await list(seller, 'Sony A7 III', { category_id: 2 });
    await list(seller, 'Nikon Z6 II', { category_id: 3 });
  });
  afterAll(() => t?.close());

  it('offers the brand the words begin, then the titles on sale that begin with them, each once', async () => {
    const offered = await suggest('ca');
    expect(offered[0]).toEqual({ kind: 'brand', label: 'Canon', categoryId: 1 });
    const models = offered.filter((s) => s.kind === 'model').map((s) => s.label);
    // Two spellings of one title are one suggestion, as the seller who wrote it with care did;
    // the sold camera is not offered.
    expect(models.filter((m) => /5d mark iv/i.test(m))).toEqual(['Canon EOS 5D Mark IV']);
    expect(models).toContain('Canon EOS R5');
    expect(models).not.toContain('Canon EOS 90D');
    // A listing found by its description comes after the titles that begin with the words.
    expect(models.at(-1)).toBe('Leica M6');
    expect(await suggest('cannon')).toContainEqual({ kind: 'brand', label: 'Canon', categoryId: 1 });
  });

  it('offers models without a brand once the words go past it, and nothing for words no listing has', async () => {
    expect(await suggest('canon 5d')).toEqual([{ kind: 'model', label: 'Canon EOS 5D Mark IV' }]);
    expect(await suggest('NIK')).toEqual([
      { kind: 'brand', label: 'Nikon', categoryId: 3 },
      { kind: 'model', label: 'Nikon Z6 II' },
    ]);
    expect(await suggest('zorki')).toEqual([]);
    // A brand of the shop's is offered before any listing of it is: its page exists.
    expect(await suggest('hasselblad')).toEqual([{ kind: 'brand', label: 'Hasselblad', categoryId: 10 }]);
  });

  it('follows the catalogue: a new listing is offered at once', async () => {
    expect((await suggest('sony')).map((s) => s.label)).toEqual(['Sony', 'Sony A7 III']);
    const seller = (await insertUser(t.app.database.db)).id;
    await list(seller, 'Sony A7C', { category_id: 2 });
    expect((await suggest('sony')).map((s) => s.label).sort()).toEqual(['Sony', 'Sony A7 III', 'Sony A7C']);
  });

  it('asks for at least two characters, naming the field', async () => {
    for (const url of [
      '/api/search/suggestions?q=c',
      '/api/search/suggestions?q=%20%20c',
      '/api/search/suggestions',
    ]) {
      const answer = await t.app.inject({ url });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toMatch(/q/);
    }
  });
});
