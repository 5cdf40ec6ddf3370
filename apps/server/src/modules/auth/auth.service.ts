import type { LoginRequest, ProfileUpdate } from '@refocus/contract';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { isUniqueViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import {
  findLiveUserByEmail,
  findLiveUserByGoogleSub,
  findLiveUserById,
  insertUser,
  normalizeEmail,
  type UserRow,
  updateUser,
} from '../users/index.js';
import type { EmailVerification } from './email-verification.js';
import type { GoogleIdentity } from './google-sign-in.js';
import type { LoginThrottle } from './login-throttle.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.js';
import type { RefreshSessions } from './refresh-sessions.js';

export interface SignedIn {
  user: UserRow;
  refreshToken: string;
}

const WRONG_CREDENTIALS = 'Wrong email or password.';

export class AuthService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly sessions: RefreshSessions,
    private readonly throttle: LoginThrottle,
    private readonly verification: EmailVerification,
  ) {}

  /**
   * Creates the account and its user record in one write, signs it in, and queues the
   * verification link in that same transaction (`origin`: where the link points).
   */
  async signup(
    input: { name: string; email: string; password: string; seller: boolean },
    origin: string,
  ): Promise<SignedIn> {
    const email = normalizeEmail(input.email);
    if (await findLiveUserByEmail(this.db, email)) throw emailInUse();
    return this.createAccount(
      {
        name: input.name,
        email,
        password_hash: await hashPassword(input.password),
        google_sub: null,
        photo_url: null,
        seller: input.seller ? 1 : 0,
        email_verified_at: null,
      },
      emailInUse,
      (trx, user) => this.verification.sendLink(trx, user, origin),
    );
  }

  async login(input: LoginRequest, clientAddress: string): Promise<SignedIn> {
    const email = normalizeEmail(input.email);
    await this.throttle.admit(email, clientAddress);
    const user = await findLiveUserByEmail(this.db, email);
    const passwordHash = user?.password_hash ?? (await decoyPasswordHash());
    const matches = await verifyPassword(passwordHash, input.password);
    if (!user?.password_hash || !matches) throw new AppError('auth/wrong-password', WRONG_CREDENTIALS);
    if (user.disabled === 1) throw new AppError('auth/user-disabled', 'This account has been disabled.');
    await this.throttle.succeeded(email, clientAddress);
    return this.startSession(user);
  }

  async refresh(refreshToken: string | undefined): Promise<SignedIn> {
    if (!refreshToken) throw new AppError('auth/user-token-expired', 'You are not signed in.');
    const rotated = await this.sessions.rotate(refreshToken);
    const user = await findLiveUserById(this.db, rotated.userId);
    if (!user) throw new AppError('auth/user-token-expired', 'This account no longer exists.');
    if (user.disabled === 1) throw new AppError('auth/user-disabled', 'This account has been disabled.');
    return { user, refreshToken: rotated.token };
  }

  async logout(refreshToken: string | undefined): Promise<void> {
    if (refreshToken) await this.sessions.end(refreshToken);
  }

  async updateProfile(user: UserRow, changes: ProfileUpdate): Promise<UserRow> {
    const update: Partial<UserRow> = {};
    if (changes.displayName !== undefined) update.name = changes.displayName;
    if (changes.photoURL !== undefined) update.photo_url = changes.photoURL || null;
    if (Object.keys(update).length > 0) await updateUser(this.db, user.id, update);
    return { ...user, ...update };
  }

  /** Signs in the Google account, creating a buyer on first visit. */
  async signInWithGoogle(identity: GoogleIdentity): Promise<SignedIn> {
    const known = await findLiveUserByGoogleSub(this.db, identity.sub);
    if (known) {
      if (known.disabled === 1) throw new AppError('auth/user-disabled', 'This account has been disabled.');
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
        password_hash: null,
        google_sub: identity.sub,
        photo_url: identity.picture ?? null,
        seller: 0,
        // GoogleSignIn refuses an address Google has not verified: this one is.
        email_verified_at: new Date().toISOString(),
      },
      () => new AppError('auth/account-exists-with-different-credential', 'This account already exists.'),
    );
  }

  /**
   * Creates the account (a buyer or seller, never an admin) and its first session in one
   * transaction. Two sign-ups with one email at once: the unique index lets one through.
   */
  private async createAccount(
    fields: Pick<
      UserRow,
      'name' | 'email' | 'password_hash' | 'google_sub' | 'photo_url' | 'seller' | 'email_verified_at'
    >,
    conflict: () => AppError,
    alongside?: (trx: Kysely<DB>, user: UserRow) => Promise<void>,
  ): Promise<SignedIn> {
    const now = new Date().toISOString();
    const user: UserRow = {
      id: uuidv7(),
      ...fields,
      admin: 0,
      disabled: 0,
      created_at: now,
      last_sign_in_at: now,
      deleted_at: null,
    };
    try {
      return await this.db.transaction().execute(async (trx) => {
        await insertUser(trx, user);
        await alongside?.(trx, user);
        return { user, refreshToken: await this.sessions.start(user.id, trx) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict();
      throw error;
    }
  }

  private async startSession(user: UserRow): Promise<SignedIn> {
    const now = new Date().toISOString();
    await updateUser(this.db, user.id, { last_sign_in_at: now });
    return { user: { ...user, last_sign_in_at: now }, refreshToken: await this.sessions.start(user.id) };
  }
}

const emailInUse = () =>
  new AppError(
    'auth/email-already-in-use',
    'This email address is already in use by another account.',
    'email',
  );
