import type { ApiError } from '../../lib/api-error';
import type { SessionManager, SessionSnapshot } from './session-manager';

/** What the app asks of the page's session: the session manager's reading and sign-in side. */
export type Session = Pick<
  SessionManager,
  | 'getSnapshot'
  | 'subscribe'
  | 'onAutomaticSignOut'
  | 'whenReady'
  | 'getAccessToken'
  | 'signIn'
  | 'signUp'
  | 'adoptCookieSession'
  | 'signInWith'
  | 'replaceAccessToken'
  | 'replaceUser'
  | 'signOut'
>;

const SIGNED_OUT: SessionSnapshot = { ready: true, user: null };
const RESTORING: SessionSnapshot = { ready: false, user: null };

/**
 * The page's session, with the session manager (token lifecycle, sign-in calls, cross-tab
 * lock) fetched only when it has work: at once when the browser had a session to restore,
 * else on the first sign-in or when another tab signs in. A signed-out visitor's first view
 * needs only "signed out", known from the hint, so it does not download the manager
 * (decision 049). Once the manager is here, everything is its answer.
 */
export class DeferredSession implements Session {
  private manager: SessionManager | null = null;
  private loading: Promise<SessionManager> | null = null;
  private snapshot: SessionSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly signOutListeners = new Set<(error: ApiError) => void>();

  /** `startManager` fetches the manager and starts it (restoring the session if the hint says so). */
  constructor(
    private readonly startManager: () => Promise<SessionManager>,
    hasSession: boolean,
  ) {
    this.snapshot = hasSession ? RESTORING : SIGNED_OUT;
    if (hasSession) this.load().catch(() => {});
  }

  /** The manager, fetched and started once; a failed fetch may be asked again. */
  load(): Promise<SessionManager> {
    this.loading ??= this.startManager().then(
      (manager) => {
        this.manager = manager;
        manager.subscribe(() => this.notify());
        manager.onAutomaticSignOut((error) => {
          for (const listener of this.signOutListeners) listener(error);
        });
        this.notify();
        return manager;
      },
      (error: unknown) => {
        this.loading = null;
        // A restore whose code cannot be fetched starts signed out, as one the server does not answer.
        if (!this.snapshot.ready) {
          this.snapshot = SIGNED_OUT;
          this.notify();
        }
        throw error;
      },
    );
    return this.loading;
  }

  /** The manager if it is here; signing in or out of another tab goes to it. */
  current(): SessionManager | null {
    return this.manager;
  }

  getSnapshot = (): SessionSnapshot => this.manager?.getSnapshot() ?? this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  onAutomaticSignOut(listener: (error: ApiError) => void): () => void {
    this.signOutListeners.add(listener);
    return () => this.signOutListeners.delete(listener);
  }

  whenReady(): Promise<void> {
    if (this.manager) return this.manager.whenReady();
    if (this.snapshot.ready) return Promise.resolve();
    return this.load().then(
      (manager) => manager.whenReady(),
      () => {},
    );
  }

  getAccessToken(forceRefresh = false): Promise<string | null> {
    if (this.manager) return this.manager.getAccessToken(forceRefresh);
    if (this.snapshot.ready) return Promise.resolve(null);
    return this.load().then(
      (manager) => manager.getAccessToken(forceRefresh),
      () => null,
    );
  }

  signIn(...args: Parameters<SessionManager['signIn']>) {
    return this.load().then((manager) => manager.signIn(...args));
  }

  signUp(...args: Parameters<SessionManager['signUp']>) {
    return this.load().then((manager) => manager.signUp(...args));
  }

  adoptCookieSession() {
    return this.load().then((manager) => manager.adoptCookieSession());
  }

  signInWith(...args: Parameters<SessionManager['signInWith']>) {
    return this.load().then((manager) => manager.signInWith(...args));
  }

  signOut() {
    return this.load().then((manager) => manager.signOut());
  }

  /** Without the manager there is no session to change: nothing to do. */
  replaceAccessToken(accessToken: string, expiresIn: number): void {
    this.manager?.replaceAccessToken(accessToken, expiresIn);
  }

  replaceUser(...args: Parameters<SessionManager['replaceUser']>): void {
    this.manager?.replaceUser(...args);
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
