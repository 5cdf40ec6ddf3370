import type { AuthSession, AuthUser } from '@refocus/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import {
  BACKOFF_MAX_MS,
  type IdentityTransport,
  localMutex,
  type SessionHint,
  SessionManager,
  type WithLock,
} from './session-manager';

const HOUR = 3600;

function user(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    uid: 'u1',
    displayName: 'Ada',
    email: 'ada@example.test',
    emailVerified: false,
    photoURL: null,
    phoneNumber: null,
    isAnonymous: false,
    providerData: [],
    metadata: { creationTime: '2024-01-01T00:00:00.000Z', lastSignInTime: null },
    seller: false,
    admin: false,
    ...overrides,
  };
}

let issued = 0;
function session(overrides: Partial<AuthUser> = {}, expiresIn = HOUR): AuthSession {
  issued += 1;
  return { user: user(overrides), accessToken: `token-${issued}`, expiresIn };
}

const expired = () => new ApiError(401, 'auth/user-token-expired', 'The session has expired.');
const disabled = () => new ApiError(403, 'auth/user-disabled', 'This account has been disabled.');
const unreachable = () => new ApiError(0, 'network-error', 'The server could not be reached.');

function fakeTransport() {
  return {
    signUp: vi.fn<IdentityTransport['signUp']>(async () => session()),
    logIn: vi.fn<IdentityTransport['logIn']>(async () => session()),
    refresh: vi.fn<IdentityTransport['refresh']>(async () => session()),
    logOut: vi.fn<IdentityTransport['logOut']>(async () => {}),
  };
}

function memoryHint(present: boolean): SessionHint & { present: boolean } {
  return {
    present,
    get() {
      return this.present;
    },
    set(value) {
      this.present = value;
    },
  };
}

/** Lets pending promise callbacks run without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('restoring the session at page load', () => {
  it('adopts the session the refresh cookie holds', async () => {
    const transport = fakeTransport();
    const manager = new SessionManager({ transport });
    expect(manager.getSnapshot()).toEqual({ ready: false, user: null });
    await manager.start();
    expect(manager.getSnapshot().ready).toBe(true);
    expect(manager.getSnapshot().user?.email).toBe('ada@example.test');
    expect(transport.refresh).toHaveBeenCalledTimes(1);
  });

  it('is signed out, quietly, when the server knows no session', async () => {
    const transport = fakeTransport();
    transport.refresh.mockRejectedValueOnce(expired());
    const manager = new SessionManager({ transport });
    const signedOut = vi.fn();
    manager.onAutomaticSignOut(signedOut);
    await manager.start();
    expect(manager.getSnapshot()).toEqual({ ready: true, user: null });
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('asks nobody when the browser never held a session', async () => {
    const transport = fakeTransport();
    const manager = new SessionManager({ transport, hint: memoryHint(false) });
    await manager.start();
    expect(manager.getSnapshot()).toEqual({ ready: true, user: null });
    expect(transport.refresh).not.toHaveBeenCalled();
  });

  it('answers "signed out" when the server is unreachable, then retries with backoff', async () => {
    const transport = fakeTransport();
    transport.refresh.mockRejectedValueOnce(unreachable());
    const manager = new SessionManager({ transport });
    await manager.start();
    expect(manager.getSnapshot()).toEqual({ ready: true, user: null });

    await vi.advanceTimersByTimeAsync(29_999);
    expect(transport.refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.refresh).toHaveBeenCalledTimes(2);
    expect(manager.getSnapshot().user).not.toBeNull();
  });
});

describe('the access token', () => {
  it('is refreshed 5 minutes before it expires, and the role flags with it', async () => {
    const transport = fakeTransport();
    const manager = new SessionManager({ transport });
    await manager.signIn({ email: 'ada@example.test', password: 'secret-password' });
    expect(manager.getSnapshot().user?.seller).toBe(false);
    transport.refresh.mockResolvedValueOnce(session({ seller: true }));

    await vi.advanceTimersByTimeAsync((HOUR - 5 * 60) * 1000 - 1);
    expect(transport.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.refresh).toHaveBeenCalledTimes(1);
    expect(manager.getSnapshot().user?.seller).toBe(true);

    // …and again 55 minutes after that.
    await vi.advanceTimersByTimeAsync((HOUR - 5 * 60) * 1000);
    expect(transport.refresh).toHaveBeenCalledTimes(2);
  });

  it('counts as expired 30 s early', async () => {
    const transport = fakeTransport();
    const manager = new SessionManager({ transport });
    const first = await manager.signIn({ email: 'ada@example.test', password: 'x' });
    expect(first.uid).toBe('u1');
    const token = await manager.getAccessToken();
    expect(token).toMatch(/^token-/);

    vi.setSystemTime(Date.now() + (HOUR - 31) * 1000);
    expect(await manager.getAccessToken()).toBe(token);
    expect(transport.refresh).not.toHaveBeenCalled();

    vi.setSystemTime(Date.now() + 1000);
    const next = await manager.getAccessToken();
    expect(next).not.toBe(token);
    expect(transport.refresh).toHaveBeenCalledTimes(1);
  });

  it('is refreshed on demand when the server said it expired', async () => {
    const transport = fakeTransport();
    const manager = new SessionManager({ transport });
    await manager.signIn({ email: 'ada@example.test', password: 'x' });
    const token = await manager.getAccessToken();
    const forced = await manager.getAccessToken(true);
    expect(forced).not.toBe(token);
    expect(transport.refresh).toHaveBeenCalledTimes(1);
  });

  it('is null when signed out', async () => {
    const manager = new SessionManager({ transport: fakeTransport(), hint: memoryHint(false) });
    await manager.start();
    expect(await manager.getAccessToken()).toBeNull();
  });

  it('waits for the first answer about the session', async () => {
    const transport = fakeTransport();
    let answer: (value: AuthSession) => void = () => {};
    transport.refresh.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const manager = new SessionManager({ transport });
    void manager.start();
    const token = manager.getAccessToken();
    await flush();
    answer(session());
    expect(await token).toMatch(/^token-/);
  });

  it('shares one refresh between callers', async () => {
    const transport = fakeTransport();
    const manager = new SessionManager({ transport });
    await manager.signIn({ email: 'ada@example.test', password: 'x' });
    const [a, b] = await Promise.all([manager.getAccessToken(true), manager.getAccessToken(true)]);
    expect(a).toBe(b);
    expect(transport.refresh).toHaveBeenCalledTimes(1);
  });
});

describe('network failures', () => {
  it('are retried with backoff from 30 s doubling to a 960 s cap, keeping the session', async () => {
    const transport = fakeTransport();
    const manager = new SessionManager({ transport });
    await manager.signIn({ email: 'ada@example.test', password: 'x' });
    transport.refresh.mockRejectedValue(unreachable());

    await vi.advanceTimersByTimeAsync((HOUR - 5 * 60) * 1000);
    expect(transport.refresh).toHaveBeenCalledTimes(1);

    const delays = [30, 60, 120, 240, 480, 960, 960, 960].map((s) => s * 1000);
    for (const [index, delay] of delays.entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(transport.refresh, `before retry ${index + 1}`).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(transport.refresh, `retry ${index + 1}`).toHaveBeenCalledTimes(index + 2);
    }
    expect(delays.at(-1)).toBe(BACKOFF_MAX_MS);
    expect(manager.getSnapshot().user).not.toBeNull();

    // Back online: the next retry succeeds and the usual schedule resumes.
    transport.refresh.mockResolvedValue(session());
    await vi.advanceTimersByTimeAsync(BACKOFF_MAX_MS);
    expect(transport.refresh).toHaveBeenCalledTimes(delays.length + 2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(transport.refresh).toHaveBeenCalledTimes(delays.length + 2);
  });

  it('time an identity call out as auth/network-request-failed and abort it', async () => {
    // AbortSignal.timeout runs on the real clock, which fake timers do not move.
    vi.useRealTimers();
    const transport = fakeTransport();
    let signal: AbortSignal | undefined;
    transport.logIn.mockImplementationOnce((_request, s) => {
      signal = s;
      return new Promise(() => {});
    });
    const manager = new SessionManager({ transport, identityTimeoutMs: 20 });
    await expect(manager.signIn({ email: 'ada@example.test', password: 'x' })).rejects.toMatchObject({
      code: 'auth/network-request-failed',
    });
    expect(signal?.aborted).toBe(true);
  });

  it('report an unreachable server as auth/network-request-failed', async () => {
    const transport = fakeTransport();
    transport.logIn.mockRejectedValueOnce(unreachable());
    const manager = new SessionManager({ transport });
    await expect(manager.signIn({ email: 'a@b.test', password: 'x' })).rejects.toMatchObject({
      code: 'auth/network-request-failed',
    });
  });

  it('pass the server’s own errors through', async () => {
    const transport = fakeTransport();
    transport.logIn.mockRejectedValueOnce(
      new ApiError(401, 'auth/wrong-password', 'Wrong email or password.'),
    );
    const manager = new SessionManager({ transport });
    await expect(manager.signIn({ email: 'a@b.test', password: 'x' })).rejects.toMatchObject({
      code: 'auth/wrong-password',
      message: 'Wrong email or password.',
    });
  });
});

describe('automatic sign-out', () => {
  it.each([
    ['auth/user-disabled', disabled],
    ['auth/user-token-expired', expired],
  ])('follows %s from a refresh', async (code, error) => {
    const transport = fakeTransport();
    const hint = memoryHint(true);
    const manager = new SessionManager({ transport, hint });
    const signedOut = vi.fn();
    manager.onAutomaticSignOut(signedOut);
    await manager.start();
    transport.refresh.mockRejectedValueOnce(error());

    await vi.advanceTimersByTimeAsync((HOUR - 5 * 60) * 1000);
    expect(manager.getSnapshot().user).toBeNull();
    expect(signedOut).toHaveBeenCalledWith(expect.objectContaining({ code }));
    expect(hint.present).toBe(false);
    // No more refreshes once signed out.
    await vi.advanceTimersByTimeAsync(10 * HOUR * 1000);
    expect(transport.refresh).toHaveBeenCalledTimes(2);
  });

  it('follows a rejection reported by any API call', async () => {
    const manager = new SessionManager({ transport: fakeTransport() });
    const signedOut = vi.fn();
    manager.onAutomaticSignOut(signedOut);
    await manager.signIn({ email: 'a@b.test', password: 'x' });
    manager.reject(disabled());
    expect(manager.getSnapshot().user).toBeNull();
    expect(signedOut).toHaveBeenCalledOnce();
  });
});

describe('signing in and out', () => {
  it('notifies subscribers and remembers a session may exist', async () => {
    const hint = memoryHint(false);
    const transport = fakeTransport();
    const manager = new SessionManager({ transport, hint });
    await manager.start();
    const listener = vi.fn();
    manager.subscribe(listener);

    await manager.signUp({ name: 'Ada', email: 'ada@example.test', password: 'long-password', seller: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(hint.present).toBe(true);

    await manager.signOut();
    expect(transport.logOut).toHaveBeenCalledOnce();
    expect(manager.getSnapshot().user).toBeNull();
    expect(hint.present).toBe(false);
    await vi.advanceTimersByTimeAsync(2 * HOUR * 1000);
    expect(transport.refresh).not.toHaveBeenCalled();
  });

  it('keeps the session when the server could not end it', async () => {
    const transport = fakeTransport();
    transport.logOut.mockRejectedValueOnce(unreachable());
    const manager = new SessionManager({ transport });
    await manager.signIn({ email: 'a@b.test', password: 'x' });
    await expect(manager.signOut()).rejects.toMatchObject({ code: 'auth/network-request-failed' });
    expect(manager.getSnapshot().user).not.toBeNull();
  });

  it('ignores a refresh that began before a sign-out', async () => {
    const transport = fakeTransport();
    let answer: (value: AuthSession) => void = () => {};
    const manager = new SessionManager({ transport, withLock: (task) => task() });
    await manager.signIn({ email: 'a@b.test', password: 'x' });
    transport.refresh.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const token = manager.getAccessToken(true);
    await manager.signOut();
    answer(session());
    await token;
    expect(manager.getSnapshot().user).toBeNull();
  });

  it('follows other tabs', async () => {
    const transport = fakeTransport();
    const manager = new SessionManager({ transport, hint: memoryHint(false) });
    await manager.start();
    manager.syncFromOtherTab(true);
    await flush();
    expect(manager.getSnapshot().user).not.toBeNull();
    manager.syncFromOtherTab(false);
    expect(manager.getSnapshot().user).toBeNull();
  });

  it('publishes a changed profile', async () => {
    const manager = new SessionManager({ transport: fakeTransport() });
    await manager.signIn({ email: 'a@b.test', password: 'x' });
    manager.replaceUser(user({ displayName: 'Ada Lovelace' }));
    expect(manager.getSnapshot().user?.displayName).toBe('Ada Lovelace');
  });
});

describe('the lock', () => {
  it('runs identity calls one at a time', async () => {
    const order: string[] = [];
    const transport = fakeTransport();
    transport.refresh.mockImplementation(async () => {
      order.push('refresh:start');
      await new Promise((resolve) => setTimeout(resolve, 100));
      order.push('refresh:end');
      return session();
    });
    transport.logOut.mockImplementation(async () => {
      order.push('logout');
    });
    const manager = new SessionManager({ transport, withLock: localMutex() });
    await manager.signIn({ email: 'a@b.test', password: 'x' });
    const refreshed = manager.getAccessToken(true);
    const signedOut = manager.signOut();
    await vi.advanceTimersByTimeAsync(100);
    await Promise.all([refreshed, signedOut]);
    expect(order).toEqual(['refresh:start', 'refresh:end', 'logout']);
  });

  it('is taken for every refresh', async () => {
    let calls = 0;
    const withLock: WithLock = (task) => {
      calls += 1;
      return task();
    };
    const manager = new SessionManager({ transport: fakeTransport(), withLock });
    await manager.start();
    await flush();
    await manager.getAccessToken(true);
    expect(calls).toBe(2);
  });
});
