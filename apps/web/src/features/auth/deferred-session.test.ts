import type { AuthSession, AuthUser } from '@refocus/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { DeferredSession } from './deferred-session';
import { type IdentityTransport, SessionManager } from './session-manager';

const ada = { uid: 'u1', displayName: 'Ada', email: 'ada@example.test' } as AuthUser;
const answer: AuthSession = { user: ada, accessToken: 'token-1', expiresIn: 3600 };

function transport(): IdentityTransport {
  return {
    signUp: vi.fn(async () => answer),
    logIn: vi.fn(async () => answer),
    refresh: vi.fn(async () => answer),
    logOut: vi.fn(async () => {}),
  };
}

/** What the page's import of the manager chunk does: builds the manager and starts it. */
function startManager(hasSession: boolean, identity = transport()) {
  return vi.fn(async () => {
    let present = hasSession;
    const hint = {
      get: () => present,
      set: (next: boolean) => {
        present = next;
      },
    };
    const manager = new SessionManager({ transport: identity, hint });
    void manager.start();
    return manager;
  });
}

/** Decision 049: a signed-out visitor's first view does without the session manager's chunk. */
describe('the page session', () => {
  it('is signed out at once, without fetching the manager, when the browser had no session', async () => {
    const load = startManager(false);
    const session = new DeferredSession(load, false);
    expect(session.getSnapshot()).toEqual({ ready: true, user: null });
    await session.whenReady();
    expect(await session.getAccessToken()).toBeNull();
    session.replaceUser(ada);
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches the manager for a sign-in and then answers with its session', async () => {
    const load = startManager(false);
    const session = new DeferredSession(load, false);
    const listener = vi.fn();
    session.subscribe(listener);
    expect(await session.signIn({ email: ada.email ?? '', password: 'secret' })).toEqual(ada);
    expect(load).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot()).toEqual({ ready: true, user: ada });
    expect(listener).toHaveBeenCalled();
    expect(await session.getAccessToken()).toBe('token-1');
  });

  it('fetches the manager at once to restore a session, not ready until it answers', async () => {
    const load = startManager(true);
    const session = new DeferredSession(load, true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot().ready).toBe(false);
    // A loader's request waits for the restored session's token.
    expect(await session.getAccessToken()).toBe('token-1');
    await session.whenReady();
    expect(session.getSnapshot()).toEqual({ ready: true, user: ada });
  });

  it('starts signed out when the manager cannot be fetched, and tries again on a sign-in', async () => {
    const working = startManager(true);
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch module'))
      .mockImplementation(working);
    const session = new DeferredSession(load, true);
    await session.whenReady();
    expect(session.getSnapshot()).toEqual({ ready: true, user: null });
    expect(await session.signIn({ email: ada.email ?? '', password: 'secret' })).toEqual(ada);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes on a sign-out the manager made by itself', async () => {
    const identity = transport();
    vi.mocked(identity.refresh).mockRejectedValue(new ApiError(401, 'auth/user-token-expired', 'expired'));
    const session = new DeferredSession(startManager(false, identity), false);
    const signedOut = vi.fn();
    session.onAutomaticSignOut(signedOut);
    await session.signIn({ email: ada.email ?? '', password: 'secret' });
    await session.getAccessToken(true);
    expect(signedOut).toHaveBeenCalledWith(expect.objectContaining({ code: 'auth/user-token-expired' }));
    expect(session.getSnapshot()).toEqual({ ready: true, user: null });
  });
});
