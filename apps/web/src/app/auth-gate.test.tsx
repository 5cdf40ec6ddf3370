// @vitest-environment happy-dom
import type { AuthUser } from '@refocus/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inEnglish } from '../../test/in-english';
import { AuthContext, type AuthContextValue } from '../lib/auth-context';
import { AuthGate } from './auth-gate';
import type { SignedInUi } from './signed-in-ui';

let chunk: SignedInUi = { status: 'loading', module: null };
vi.mock('./signed-in-ui', () => ({ useSignedInUi: () => chunk }));

const user = { uid: 'u1', displayName: 'Ada' } as AuthUser;
const loaded = { status: 'loaded', module: {} } as SignedInUi;

function gate(session: Partial<AuthContextValue>) {
  const value = { ready: true, loading: false, user: null, ...session } as AuthContextValue;
  return (
    <AuthContext value={value}>
      <AuthGate>
        <p>the page</p>
      </AuthGate>
    </AuthContext>
  );
}

/** The signed-in chunk (the navbar's account links) comes after the first paint: decision 049. */
describe('AuthGate and the signed-in chunk', () => {
  afterEach(() => {
    cleanup();
    chunk = { status: 'loading', module: null };
  });

  it('draws a signed-out page at once, without the chunk', () => {
    render(gate({ user: null }), inEnglish);
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('holds a restored session behind the progress bar until the chunk is here, so nothing pops in', () => {
    const view = render(gate({ user }), inEnglish);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('the page')).toBeNull();
    chunk = loaded;
    view.rerender(gate({ user }));
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it('never hides a page already drawn: a later sign-in waits for the chunk in the navbar only', () => {
    const view = render(gate({ user: null }), inEnglish);
    view.rerender(gate({ user }));
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('draws the page if the chunk fails to come, rather than a progress bar for ever', () => {
    chunk = { status: 'failed', module: null };
    render(gate({ user }), inEnglish);
    expect(screen.getByText('the page')).toBeTruthy();
  });
});
