import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Behind https (PUBLIC_URL), cookies are Secure and browsers are told to stay on https. */
describe('served over https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { PUBLIC_URL: 'https://cameras.example' });
  });
  afterAll(() => t.close());

  it('marks the refresh cookie Secure, HttpOnly, SameSite=Strict on /api/auth', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Secure', email: 'secure@example.test', password: 'long enough pw' },
    });
    const cookie = res.cookies.find((c) => c.name === 'refocus_refresh');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
  });

  it('sends HSTS', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
