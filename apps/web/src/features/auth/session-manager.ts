import type { AuthSession, AuthUser, LoginRequest, SignupRequest } from '@refocus/contract';
import { ApiError } from '../../lib/api-error';

/** Spec §9 identity constants. */
const REFRESH_LEAD_MS = 5 * 60_000;
const EXPIRY_MARGIN_MS = 30_000;
const BACKOFF_START_MS = 30_000;
export const BACKOFF_MAX_MS = 960_000;
const IDENTITY_TIMEOUT_MS = 30_000;

/** The server's identity endpoints; each call must honour `signal`. */
export interface IdentityTransport {
  signUp(request: SignupRequest, signal: AbortSignal): Promise<AuthSession>;
  logIn(request: LoginRequest, signal: AbortSignal): Promise<AuthSession>;
  /** Exchanges the refresh cookie for a new session (the cookie rotates). */
  refresh(signal: AbortSignal): Promise<AuthSession>;
  logOut(signal: AbortSignal): Promise<void>;
}

/** Runs `task` while no other tab runs one (the refresh cookie may be used only once). */
export type WithLock = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * Whether this browser may hold a session: a flag, never a token. It spares signed-out
 * visitors a request (and its 401) on every page load before anything can render.
 */
export interface SessionHint {
  get(): boolean;
  set(present: boolean): void;
}

export interface SessionManagerOptions {
  transport: IdentityTransport;
  withLock?: WithLock;
  hint?: SessionHint;
  now?: () => number;
  /** How long an identity call may take before it is a network failure; 30 s by default. */
  identityTimeoutMs?: number;
}

export interface SessionSnapshot {
  /** False until the first answer about the session. */
  ready: boolean;
  user: AuthUser | null;
}

/** The codes after which a session cannot come back: sign out (spec §4). */
const FATAL_CODES = new Set(['auth/user-disabled', 'auth/user-token-expired']);

export function isSessionFatal(error: unknown): error is ApiError {
  return error instanceof ApiError && FATAL_CODES.has(error.code);
}

interface Held {
  user: AuthUser;
  accessToken: string;
  expiresAt: number;
}

/**
 * The token lifecycle of spec §4/§9, free of React and the DOM: restores the session from
 * the refresh cookie, keeps the access token in memory, refreshes it 5 minutes before
 * expiry (one refresh at a time, across tabs through `withLock`), backs off on network
 * failures and signs out on `auth/user-disabled` or `auth/user-token-expired`.
 */
export class SessionManager {
  private readonly transport: IdentityTransport;
  private readonly withLock: WithLock;
  private readonly hint: SessionHint | undefined;
  private readonly now: () => number;
  private readonly identityTimeoutMs: number;

  private held: Held | null = null;
  private snapshot: SessionSnapshot = { ready: false, user: null };
  private readonly listeners = new Set<() => void>();
  private readonly signOutListeners = new Set<(error: ApiError) => void>();
  private refreshing: Promise<Held | null> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  /** Bumped by every sign-in and sign-out, so a refresh begun before one is ignored. */
  private generation = 0;
  private readyPromise: Promise<void>;
  private resolveReady!: () => void;

  constructor(options: SessionManagerOptions) {
    this.transport = options.transport;
    this.withLock = options.withLock ?? localMutex();
    this.hint = options.hint;
    this.now = options.now ?? Date.now;
    this.identityTimeoutMs = options.identityTimeoutMs ?? IDENTITY_TIMEOUT_MS;
    this.readyPromise = new Promise((resolve) => {
      this.resolveReady = resolve;
    });
  }

  // --- reading ---------------------------------------------------------------------------

  getSnapshot = (): SessionSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Told when the session ended by itself (disabled account, revoked or expired session). */
  onAutomaticSignOut(listener: (error: ApiError) => void): () => void {
    this.signOutListeners.add(listener);
    return () => this.signOutListeners.delete(listener);
  }

  /** Resolves after the first answer about the session. */
  whenReady(): Promise<void> {
    return this.readyPromise;
  }

  /**
   * The access token for a request, refreshed first when it counts as expired (30 s early)
   * or when `forceRefresh` (the server said it expired). Null when signed out.
   */
  async getAccessToken(forceRefresh = false): Promise<string | null> {
    if (!this.snapshot.ready) await this.readyPromise;
    const held = this.held;
    if (!held) return null;
    if (!forceRefresh && this.now() < held.expiresAt - EXPIRY_MARGIN_MS) return held.accessToken;
    const next = await this.refresh().catch(() => null);
    return next?.accessToken ?? this.held?.accessToken ?? null;
  }

  // --- lifecycle -------------------------------------------------------------------------

  /** Restores the session from the refresh cookie, once, at page load. */
  start(): Promise<void> {
    if (this.hint && !this.hint.get()) {
      this.publish(null);
    } else {
      this.refresh().catch(() => {});
    }
    return this.readyPromise;
  }

  /** Stops the refresh timer (tests, hot reload). */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  async signIn(request: LoginRequest): Promise<AuthUser> {
    return this.begin(await this.identityCall((signal) => this.transport.logIn(request, signal)));
  }

  async signUp(request: SignupRequest): Promise<AuthUser> {
    return this.begin(await this.identityCall((signal) => this.transport.signUp(request, signal)));
  }

  /**
   * Takes up the session a refresh cookie already holds, e.g. after the Google popup set
   * one. Unlike the background refresh, any failure is the caller's to show.
   */
  async adoptCookieSession(): Promise<AuthUser> {
    return this.begin(await this.identityCall((signal) => this.transport.refresh(signal)));
  }

  /**
   * Signs in with a call of its own that answers a session: the second step of a two-step
   * sign-in, or the password that links Google. The refresh cookie comes with the answer.
   */
  async signInWith(call: (signal: AbortSignal) => Promise<AuthSession>): Promise<AuthUser> {
    return this.begin(await this.identityCall(call));
  }

  /**
   * A new access token for the same session (after re-authentication or a password change:
   * it carries the new sign-in time). The user and the refresh schedule stay.
   */
  replaceAccessToken(accessToken: string, expiresIn: number): void {
    if (!this.held) return;
    this.held = { ...this.held, accessToken, expiresAt: this.now() + expiresIn * 1000 };
  }

  /** Ends the session on the server, then here. On failure the session stays. */
  async signOut(): Promise<void> {
    await this.identityCall((signal) => this.transport.logOut(signal));
    this.generation += 1;
    this.end();
  }

  /** The user changed on the server (profile update): publish it, keep the token. */
  replaceUser(user: AuthUser): void {
    if (!this.held || this.held.user.uid !== user.uid) return;
    this.held = { ...this.held, user };
    this.publish(user);
  }

  /**
   * An API call answered `auth/user-disabled` or `auth/user-token-expired`: the session is
   * gone, sign out here too.
   */
  reject(error: ApiError): void {
    if (!this.held) return;
    this.generation += 1;
    this.end();
    this.notifySignOut(error);
  }

  /** Another tab signed in (`present`) or out: follow it. */
  syncFromOtherTab(present: boolean): void {
    if (present && !this.held) {
      this.refresh().catch(() => {});
    } else if (!present && this.held) {
      this.generation += 1;
      this.end(false);
    }
  }

  // --- internals -------------------------------------------------------------------------

  private begin(session: AuthSession): AuthUser {
    this.generation += 1;
    this.adopt(session);
    return session.user;
  }

  /** One refresh at a time in this tab; a second caller shares the first one's answer. */
  private refresh(): Promise<Held | null> {
    if (this.refreshing) return this.refreshing;
    const generation = this.generation;
    const task = this.identityCall((signal) => this.transport.refresh(signal)).then(
      (session) => {
        if (generation !== this.generation) return this.held;
        this.adopt(session);
        return this.held;
      },
      (error: unknown) => {
        if (generation !== this.generation) return this.held;
        if (isSessionFatal(error)) {
          const had = this.held !== null;
          this.end();
          if (had) this.notifySignOut(error);
          return null;
        }
        // A network failure or a server fault: keep what we have and try again later.
        this.failures += 1;
        this.schedule(Math.min(BACKOFF_START_MS * 2 ** (this.failures - 1), BACKOFF_MAX_MS));
        if (!this.snapshot.ready) this.publish(null);
        throw error;
      },
    );
    this.refreshing = task.finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private adopt(session: AuthSession): void {
    const expiresInMs = session.expiresIn * 1000;
    this.held = {
      user: session.user,
      accessToken: session.accessToken,
      expiresAt: this.now() + expiresInMs,
    };
    this.failures = 0;
    this.hint?.set(true);
    // 5 minutes before expiry; a token shorter-lived than that is refreshed at half-life.
    this.schedule(expiresInMs > REFRESH_LEAD_MS ? expiresInMs - REFRESH_LEAD_MS : expiresInMs / 2);
    this.publish(session.user);
  }

  private end(clearHint = true): void {
    this.held = null;
    this.stop();
    if (clearHint) this.hint?.set(false);
    this.publish(null);
  }

  private schedule(delayMs: number): void {
    this.stop();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.refresh().catch(() => {});
    }, delayMs);
  }

  private publish(user: AuthUser | null): void {
    const wasReady = this.snapshot.ready;
    this.snapshot = { ready: true, user };
    if (!wasReady) this.resolveReady();
    for (const listener of this.listeners) listener();
  }

  private notifySignOut(error: ApiError): void {
    for (const listener of this.signOutListeners) listener(error);
  }

  /**
   * Runs an identity call under the cross-tab lock, timed out at 30 s; a time-out or an
   * unreachable server is `auth/network-request-failed` (spec §8).
   */
  private identityCall<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    return this.withLock(() => withTimeout(call, this.identityTimeoutMs));
  }
}

const NETWORK_FAILED_MESSAGE = 'A network error occurred. Check your connection and try again.';

function networkFailure(): ApiError {
  return new ApiError(0, 'auth/network-request-failed', NETWORK_FAILED_MESSAGE);
}

/**
 * Runs `call` with a signal that aborts after `timeoutMs`; the answer is then a network
 * failure even if `call` ignores its signal.
 */
async function withTimeout<T>(call: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T> {
  const signal = AbortSignal.timeout(timeoutMs);
  const timedOut = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(networkFailure()), { once: true });
  });
  try {
    return await Promise.race([call(signal), timedOut]);
  } catch (error) {
    const unreachable = !(error instanceof ApiError) || error.code === 'network-error' || error.status === 0;
    throw unreachable ? networkFailure() : error;
  }
}

/** Serializes tasks within this tab; used when the Web Locks API is missing. */
export function localMutex(): WithLock {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => {});
    return run;
  };
}
