import type { LoginRequest, ProfileUpdate } from '@refocus/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import {
  findLiveUserByEmail,
  findLiveUserByGoogleSub,
  findLiveUserById,
  findSignInByEmail,
  insertUser,
  type NewUser,
  normalizeEmail,
  type User,
  type UserChanges,
  updateUser,
} from '../users/users.public.js';
import type { GoogleIdentity } from './google-sign-in.js';
import type { LoginThrottle } from './login-throttle.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import type { RefreshSessions } from './refresh-sessions.js';

export interface SignedIn {
  user: User;
  refreshToken: string;
}

const WRONG_CREDENTIALS = 'Wrong email or password.';

export class AuthService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly sessions: RefreshSessions,
    private readonly throttle: LoginThrottle,
  ) {}

  /** Creates the account and its user record in one write, and signs it in. */
  async signup(input: { name: string; email: string; password: string; seller: boolean }): Promise<SignedIn> {
    const email = normalizeEmail(input.email);
    if (await findLiveUserByEmail(this.db, email)) throw emailInUse();
    return this.createAccount(
      {
        name: input.name,
        email,
        passwordHash: await hashPassword(input.password),
        googleSub: null,
        photoUrl: null,
        seller: input.seller,
      },
      emailInUse,
    );
  }

  async login(input: LoginRequest, clientAddress: string): Promise<SignedIn> {
    const email = normalizeEmail(input.email);
    await this.throttle.admit(email, clientAddress);
    const account = await findSignInByEmail(this.db, email);
    const passwordHash = account?.passwordHash ?? (await decoyPasswordHash());
    const matches = await verifyPassword(passwordHash, input.password);
    if (!account?.passwordHash || !matches) throw new AppError('auth/wrong-password', WRONG_CREDENTIALS);
    const { user } = account;
    if (user.disabled) throw new AppError('auth/user-disabled', 'This account has been disabled.');
    await this.throttle.succeeded(email, clientAddress);
    return this.startSession(user);
  }

  async refresh(refreshToken: string | undefined): Promise<SignedIn> {
    if (!refreshToken) throw new AppError('auth/user-token-expired', 'You are not signed in.');
    const rotated = await this.sessions.rotate(refreshToken);
    const user = await findLiveUserById(this.db, rotated.userId);
    if (!user) throw new AppError('auth/user-token-expired', 'This account no longer exists.');
    if (user.disabled) throw new AppError('auth/user-disabled', 'This account has been disabled.');
    return { user, refreshToken: rotated.token };
  }

  async logout(refreshToken: string | undefined): Promise<void> {
    if (refreshToken) await this.sessions.end(refreshToken);
  }

  async updateProfile(user: User, changes: ProfileUpdate): Promise<User> {
    const update: UserChanges = {};
    if (changes.displayName !== undefined) update.name = changes.displayName;
    if (changes.photoURL !== undefined) update.photoUrl = changes.photoURL || null;
    if (Object.keys(update).length > 0) await updateUser(this.db, user.id, update);
    return { ...user, ...update };
  }

  /** Signs in the Google account, creating a buyer on first visit. */
  async signInWithGoogle(identity: GoogleIdentity): Promise<SignedIn> {
    const known = await findLiveUserByGoogleSub(this.db, identity.sub);
    if (known) {
      if (known.disabled) throw new AppError('auth/user-disabled', 'This account has been disabled.');
      return this.startSession(known);
    }
    const email = normalizeEmail(identity.email);
    if (await findLiveUserByEmail(this.db, email)) {
      throw new AppError(
        'auth/account-exists-with-different-credential',
        'An account already exists with this email. Sign in with your email and password.',
      );
    }
    return this.createAccount(
      {
        name: identity.name || email.split('@')[0] || email,
        email,
        passwordHash: null,
        googleSub: identity.sub,
        photoUrl: identity.picture ?? null,
        seller: false,
      },
      () => new AppError('auth/account-exists-with-different-credential', 'This account already exists.'),
    );
  }

  /**
   * Creates the account (a buyer or seller, never an admin) and its first session in one
   * transaction. Two sign-ups with one email at once: the unique index lets one through.
   */
  private async createAccount(
    fields: Pick<NewUser, 'name' | 'email' | 'passwordHash' | 'googleSub' | 'photoUrl' | 'seller'>,
    conflict: () => AppError,
  ): Promise<SignedIn> {
    const now = new Date().toISOString();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const user = await insertUser(trx, { ...fields, admin: false, createdAt: now, lastSignInAt: now });
        return { user, refreshToken: await this.sessions.start(user.id, trx) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict();
      throw error;
    }
  }

  private async startSession(user: User): Promise<SignedIn> {
    const now = new Date().toISOString();
    await updateUser(this.db, user.id, { lastSignInAt: now });
    return { user: { ...user, lastSignInAt: now }, refreshToken: await this.sessions.start(user.id) };
  }
}

const emailInUse = () =>
  new AppError(
    'auth/email-already-in-use',
    'This email address is already in use by another account.',
    'email',
  );
