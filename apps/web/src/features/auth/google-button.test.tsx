// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../server/test/test-app';
import { cleanup, renderApp, startApiServer } from '../../../test/app-under-test';

/**
 * Issue 19 item 9: "Login With Google" shows only where the server says Google sign-in is
 * configured (`<html data-google-sign-in="on">`, apps/server/src/plugins/page-hints.ts).
 */
describe('the Google sign-in button', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterEach(() => {
    cleanup();
    delete document.documentElement.dataset.googleSignIn;
  });
  afterAll(() => server.close());

  it('is absent from login and register when the shop has no Google sign-in', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Login' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Login With Google' })).toBeNull();
    expect(screen.queryByText('OR')).toBeNull();
    cleanup();
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Register' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'SignIn With Google' })).toBeNull();
  });

  it('shows on both screens when the page says it is configured', async () => {
    document.documentElement.dataset.googleSignIn = 'on';
    renderApp('/login');
    expect(
      await screen.findByRole('button', { name: 'Login With Google' }, { timeout: 15_000 }),
    ).toBeTruthy();
    cleanup();
    renderApp('/register');
    expect(
      await screen.findByRole('button', { name: 'SignIn With Google' }, { timeout: 15_000 }),
    ).toBeTruthy();
  });
});
