import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIssuer, type TestIssuer } from '../../../test/oidc-issuer.js';
import { signInAtIssuer } from '../../../test/oidc-login.js';
import { refreshCookieOf, signUp, uniqueEmail } from '../../../test/sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { loadConfig } from '../../config.js';

const ORIGIN = 'http://refocus.localhost:3000';
const CALLBACK = `${ORIGIN}/api/auth/google/callback`;

/** Google sign-in against a real OpenID Connect provider running on this machine. */
describe('Google sign-in (OpenID Connect)', () => {
  let issuer: TestIssuer;
  let t: TestApp;

  beforeAll(async () => {
    issuer = await startTestIssuer({
      redirectUris: [CALLBACK],
      people: { 'grace@example.test': 'Grace Hopper' },
    });
    t = await createTestApp('sqlite', {
      PUBLIC_URL: ORIGIN,
      GOOGLE_CLIENT_ID: issuer.clientId,
      GOOGLE_CLIENT_SECRET: issuer.clientSecret,
      OIDC_ISSUER: issuer.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  /** Runs the whole popup flow for this login and answers the callback page's response. */
  async function signInWithGoogle(login: string): Promise<LightMyRequestResponse> {
    const start = await t.app.inject('/api/auth/google/start');
    expect(start.statusCode).toBe(302);
    const authorizeUrl = new URL(String(start.headers.location));
    expect(authorizeUrl.origin).toBe(issuer.url);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(CALLBACK);
    const transaction = start.cookies.find((c) => c.name === 'refocus_oidc');
    expect(transaction).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google' });

    const callback = await signInAtIssuer(authorizeUrl.href, login, CALLBACK);
    return t.app.inject({ url: callback.replace(ORIGIN, ''), cookies: { refocus_oidc: transaction!.value } });
  }

  it('builds the redirect URI from PUBLIC_URL, whatever Host the request names', async () => {
    const start = await t.app.inject({ url: '/api/auth/google/start', headers: { host: 'evil.example' } });
    expect(start.statusCode).toBe(302);
    expect(new URL(String(start.headers.location)).searchParams.get('redirect_uri')).toBe(CALLBACK);
  });

  it('creates a buyer from the provider profile and hands the result to the opener', async () => {
    const page = await signInWithGoogle('grace@example.test');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('"ok":true');
    expect(page.body).toContain(`postMessage(`);
    expect(page.body).toContain(JSON.stringify(ORIGIN));
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'nonce-[^']+'/);

    const refresh = refreshCookieOf(page);
    expect(refresh).toBeDefined();
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      cookies: { refocus_refresh: refresh! },
    });
    expect(session.json().user).toMatchObject({
      displayName: 'Grace Hopper',
      email: 'grace@example.test',
      emailVerified: true,
      seller: false,
      admin: false,
      providerData: [{ providerId: 'google.com' }],
    });

    // A second sign-in finds the same account.
    const again = await signInWithGoogle('grace@example.test');
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      cookies: { refocus_refresh: refreshCookieOf(again)! },
    });
    expect(second.json().user.uid).toBe(session.json().user.uid);
  });

  it('refuses an email that already has a password account', async () => {
    const email = uniqueEmail('password-user');
    await signUp(t.app, { email });
    const page = await signInWithGoogle(email);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('auth/account-exists-with-different-credential');
    expect(refreshCookieOf(page)).toBeUndefined();
  });

  it('refuses a callback whose state does not match the transaction cookie', async () => {
    const first = await t.app.inject('/api/auth/google/start');
    const second = await t.app.inject('/api/auth/google/start');
    const callback = await signInAtIssuer(String(first.headers.location), 'mallory@example.test', CALLBACK);
    const wrongCookie = second.cookies.find((c) => c.name === 'refocus_oidc')!.value;
    const page = await t.app.inject({
      url: callback.replace(ORIGIN, ''),
      cookies: { refocus_oidc: wrongCookie },
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('auth/invalid-credential');
    const forged = await t.app.inject({
      url: callback.replace(ORIGIN, ''),
      cookies: { refocus_oidc: '{"state":"x"}' },
    });
    expect(forged.statusCode).toBe(400);
    expect(refreshCookieOf(forged)).toBeUndefined();
  });
});

describe('Google sign-in when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('answers auth/operation-not-allowed', async () => {
    const res = await t.app.inject('/api/auth/google/start');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('auth/operation-not-allowed');
  });

  it('never addresses the popup message to the Host header', async () => {
    for (const url of ['/api/auth/google/start', '/api/auth/google/callback?code=x&state=y']) {
      const res = await t.app.inject({ url, headers: { host: 'evil.example' } });
      expect(res.statusCode).toBe(400);
      expect(res.body).not.toContain('evil.example');
      expect(res.body).toContain('postMessage(');
    }
  });
});

describe('Google sign-in configuration', () => {
  it('refuses GOOGLE_CLIENT_ID without PUBLIC_URL, naming PUBLIC_URL', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' })).toThrow(
      /PUBLIC_URL: must be set when GOOGLE_CLIENT_ID is set/,
    );
    expect(
      loadConfig({
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        PUBLIC_URL: 'https://shop.example',
      }).google,
    ).toBeDefined();
  });
});
