import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/dialects.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** A cursor the server did not give out is refused in the page's language (decision 070). */
describe.each(TEST_DIALECTS)('the listing cursor’s refusal in the request language on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('says it in English without a cookie and in German with lang=de', async () => {
    const get = (cookies: Record<string, string>) =>
      t.app.inject({ url: '/api/products?cursor=forged.cursor', cookies });
    const english = await get({});
    expect(english.statusCode).toBe(400);
    expect(english.json().error).toMatchObject({
      code: 'validation-failed',
      field: 'cursor',
      message: 'cursor is not one this server gave out; start again from page 1',
    });
    const german = await get({ lang: 'de' });
    expect(german.json().error.message).toBe(
      'cursor ist keiner, den dieser Server ausgegeben hat; fang wieder bei Seite 1 an',
    );
  });
});
