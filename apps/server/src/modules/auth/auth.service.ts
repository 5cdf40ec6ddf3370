import type { LoginRequest, ProfileUpdate } from '@refocus/contract';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../../clock.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { AppError, ChallengeError, type ErrorMessage } from '../../errors/app-error.js';
import {
  findLiveUserByEmail,
  findLiveUserByGoogleSub,
  findLiveUserById,
  findSignInByEmail,
  insertUser,
  type NewUser,
  normalizeEmail,
  requireVerifiedEmail,
  type User,
  type UserChanges,
  updateUser,
} from '../users/users.public.js';
import { retirePendingEmailChange } from './action-codes.js';
import { authErrors } from './auth-errors.js';
import type { EmailVerification } from './email-verification.js';
import type { GoogleIdentity } from './google-sign-in.js';
import type { LoginThrottle } from './login-throttle.js';
import type { MfaService } from './mfa.service.js';
import type { PasswordHasher } from './passwords.js';
import { type RefreshSessions, SessionEnded, type SessionRef } from './refresh-sessions.js';
import { queueSecurityNotice } from './security-notices.js';
import type { SignInChallenges } from './sign-in-challenges.js';

export interface SignedIn {
  user: User;
  refreshToken: string;
  session: SessionRef;
  /** Signed in with a recovery code: how many are left (issue 42, item 1). */
  recoveryCodesLeft?: number;
}

/** Where a request comes from: the throttle counts by address, the sessions list shows the device. */
export interface ClientInfo {
  address: string;
  userAgent: string | undefined;
}

const WRONG_CREDENTIALS = authErrors.wrongCredentials;
/** To a signed-in caller (change password, confirm it is you): the address is theirs, only the password is wrong. */
const NOT_YOUR_CURRENT_PASSWORD = authErrors.notYourCurrentPassword;
const NOT_YOUR_PASSWORD = authErrors.notYourPassword;

export class AuthService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly sessions: RefreshSessions,
    private readonly throttle: LoginThrottle,
    private readonly verification: EmailVerification,
    private readonly mfa: MfaService,
    private readonly challenges: SignInChallenges,
    private readonly passwords: PasswordHasher,
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * Creates the account and its user record in one write, signs it in, and queues the
   * verification link in that same transaction (`origin`: where the link points).
   */
  async signup(
    input: { name: string; email: string; password: string; seller: boolean },
    origin: string,
    client?: ClientInfo,
  ): Promise<SignedIn> {
    const email = normalizeEmail(input.email);
    if (await findLiveUserByEmail(this.db, email)) throw emailInUse();
    return this.createAccount(
      {
        name: input.name,
        email,
        passwordHash: await this.passwords.hash(input.password),
        googleSub: null,
        photoUrl: null,
        seller: input.seller,
        emailVerifiedAt: null,
      },
      emailInUse,
      client?.userAgent,
      (trx, user) => this.verification.sendLink(trx, user, origin),
    );
  }

  /** Email and password; an account with two-step sign-in gets a challenge instead of a session. */
  async login(input: LoginRequest, client: ClientInfo): Promise<SignedIn> {
    const user = await this.checkPassword(input.email, input.password, client.address);
    if (user.disabled) throw disabled();
    return this.startSessionOrAskForCode(user, client);
  }

  /**
   * The second step: the challenge from the first and a code from the app (or a recovery
   * code). `origin`: where the links of a notice about a used recovery code point.
   */
  async completeMfa(challenge: string, code: string, client: ClientInfo, origin: string): Promise<SignedIn> {
    const { userId } = await this.challenges.openMfa(challenge);
    const user = await findLiveUserById(this.db, userId);
    if (!user) throw new AppError('auth/user-token-expired', authErrors.accountGone);
    if (user.disabled) throw disabled();
    const { recoveryCodesLeft } = await this.mfa.verify(user.id, code, origin);
    const signedIn = await this.startSession(user, client);
    return recoveryCodesLeft === undefined ? signedIn : { ...signedIn, recoveryCodesLeft };
  }

  async refresh(refreshToken: string | undefined): Promise<SignedIn> {
    if (!refreshToken) throw new AppError('auth/user-token-expired', authErrors.notSignedIn);
    const rotated = await this.sessions.rotate(refreshToken).catch(async (error: unknown) => {
      // Disabling ended the session: its owner hears why (the client signs out on either code).
      const owner = error instanceof SessionEnded && error.userId;
      if (owner && (await findLiveUserById(this.db, owner))?.disabled) throw disabled();
      throw error;
    });
    const user = await findLiveUserById(this.db, rotated.userId);
    if (!user) throw new AppError('auth/user-token-expired', authErrors.accountGone);
    if (user.disabled) throw disabled();
    return { user, refreshToken: rotated.token, session: rotated.session };
  }

  /**
   * The signed-in user proves who they are again (the password, and a code when two-step
   * sign-in is on), so their session counts as a recent sign-in for sensitive actions.
   */
  async reauthenticate(
    user: User,
    sessionId: string | undefined,
    proof: { password: string; code?: string | undefined },
    client: ClientInfo,
    origin: string,
  ): Promise<SessionRef> {
    if (!sessionId) throw new AppError('auth/user-token-expired', authErrors.pleaseSignAgain);
    if (!user.hasPassword) {
      throw new AppError('auth/operation-not-allowed', authErrors.accountSignsGoogleSign);
    }
    await this.checkPassword(user.email, proof.password, client.address, undefined, NOT_YOUR_PASSWORD);
    if (await this.mfa.isEnrolled(user.id)) {
      if (!proof.code) throw new AppError('auth/multi-factor-auth-required', authErrors.enterCodeFromApp);
      await this.mfa.verify(user.id, proof.code, origin);
    }
    return this.sessions.markSignedIn(sessionId);
  }

  /**
   * A new password, proved by the current one; every other session of the user ends, a
   * pending change of address too (issue 41, item 2), and the address is told. The session
   * counts as a recent sign-in from now only when the password is all the account asks for:
   * with two-step sign-in the code was not given, so its sign-in time stays (item 3).
   */
  async changePassword(
    user: User,
    sessionId: string | undefined,
    change: { currentPassword: string; newPassword: string },
    client: ClientInfo,
    origin: string,
  ): Promise<SessionRef | undefined> {
    if (!user.hasPassword) {
      throw new AppError('auth/operation-not-allowed', authErrors.accountSignsGooglePassword);
    }
    await this.checkPassword(
      user.email,
      change.currentPassword,
      client.address,
      'currentPassword',
      NOT_YOUR_CURRENT_PASSWORD,
    );
    const hash = await this.passwords.hash(change.newPassword);
    const codeOwed = await this.mfa.isEnrolled(user.id);
    return this.db.transaction().execute(async (trx) => {
      await updateUser(trx, user.id, { passwordHash: hash });
      await this.sessions.endAllBut(user.id, sessionId, trx);
      await retirePendingEmailChange(trx, user.id, this.clock);
      await queueSecurityNotice(trx, user, { kind: 'password-changed' }, origin, this.clock);
      if (!sessionId) return undefined;
      return codeOwed ? this.sessions.current(sessionId, trx) : this.sessions.markSignedIn(sessionId, trx);
    });
  }

  /**
   * "Sign out other devices": every session but this one ends, and so does a pending change
   * of address (issue 41, item 2) — its link may be in the hands of whoever was signed in.
   */
  async signOutOthers(userId: string, sessionId: string | undefined): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await this.sessions.endAllBut(userId, sessionId, trx);
      await retirePendingEmailChange(trx, userId, this.clock);
    });
  }

  /**
   * Checks a password through the sign-in throttle. The same work is done whether or not
   * the account exists, so the answer and its timing reveal nothing. A signed-in caller,
   * whose address is known to them, hears that the password is wrong (`refusal`).
   */
  private async checkPassword(
    rawEmail: string,
    password: string,
    address: string,
    field?: string,
    refusal: ErrorMessage = WRONG_CREDENTIALS,
  ): Promise<User> {
    const email = normalizeEmail(rawEmail);
    await this.throttle.admit(email, address);
    // The one read of a password hash (findSignInByEmail); an unknown address costs the same.
    const account = await findSignInByEmail(this.db, email);
    const passwordHash = account?.passwordHash ?? (await this.passwords.decoyHash());
    const matches = await this.passwords.verify(passwordHash, password);
    if (!account?.passwordHash || !matches) throw new AppError('auth/wrong-password', refusal, field);
    await this.throttle.succeeded(email, address);
    return account.user;
  }

  async logout(refreshToken: string | undefined): Promise<void> {
    if (refreshToken) await this.sessions.end(refreshToken);
  }

  async updateProfile(user: User, changes: ProfileUpdate): Promise<User> {
    const update: UserChanges = {};
    if (changes.displayName !== undefined) update.name = changes.displayName;
    const photoUrl = changes.photoURL === undefined ? undefined : changes.photoURL || null;
    if (photoUrl !== undefined && photoUrl !== user.photoUrl) {
      // The older client's way: an address of its own choosing. A photo uploaded here that it
      // replaces is no longer shown, and the periodic image cleanup deletes it.
      update.photoUrl = photoUrl;
      update.photoImageId = null;
    }
    if (Object.keys(update).length > 0) await updateUser(this.db, user.id, update);
    return { ...user, ...update };
  }

  /**
   * Signs in the Google account, creating a buyer on first visit. An address that already
   * has a password account is linked only once its password is proved (`linkGoogle`).
   */
  async signInWithGoogle(identity: GoogleIdentity, client?: ClientInfo): Promise<SignedIn> {
    const known = await findLiveUserByGoogleSub(this.db, identity.sub);
    if (known) {
      if (known.disabled) throw disabled();
      return this.startSessionOrAskForCode(known, client);
    }
    const email = normalizeEmail(identity.email);
    const existing = await findLiveUserByEmail(this.db, email);
    if (existing) {
      const message = authErrors.linkGoogleWithPassword;
      if (existing.hasPassword && !existing.googleSub) {
        const challenge = await this.challenges.googleLink(existing.id, identity.sub);
        throw new ChallengeError('auth/account-exists-with-different-credential', message, challenge);
      }
      throw new AppError(
        'auth/account-exists-with-different-credential',
        authErrors.accountAlreadyExistsEmail,
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
        // GoogleSignIn refuses an address Google has not verified: this one is.
        emailVerifiedAt: this.clock().toISOString(),
      },
      () => new AppError('auth/account-exists-with-different-credential', authErrors.accountAlreadyExists),
      client?.userAgent,
    );
  }

  /**
   * Finishes a Google sign-in for an address with a password account: the password links the
   * two. Google vouched for this very address, so no confirmation is asked for here.
   */
  async linkGoogle(
    challenge: string,
    password: string,
    client: ClientInfo,
    origin: string,
  ): Promise<SignedIn> {
    const { userId, googleSub } = await this.challenges.openGoogleLink(challenge);
    const account = await findLiveUserById(this.db, userId);
    if (!account) throw new AppError('auth/user-token-expired', authErrors.accountGone);
    const user = await this.checkPassword(account.email, password, client.address, 'password');
    if (user.disabled) throw disabled();
    const linked = await this.attachGoogle(user, { sub: googleSub, email: user.email }, origin);
    return this.startSessionOrAskForCode(linked, client);
  }

  /**
   * Links Google from settings: the user signed in (recently) and then signed in to Google.
   * Only to a confirmed address (issue 41, item 1): else whoever signed up with someone
   * else's address could add their own Google account and sign in after the owner's reset.
   */
  async linkGoogleToAccount(userId: string, identity: GoogleIdentity, origin: string): Promise<User> {
    const user = await findLiveUserById(this.db, userId);
    if (!user) throw new AppError('auth/user-token-expired', authErrors.accountGone);
    if (user.disabled) throw disabled();
    requireVerifiedEmail(user);
    return this.attachGoogle(user, identity, origin);
  }

  /**
   * Links a Google identity to the account, and tells the account's address. One Google
   * identity belongs to one account (a unique index), and an account has one: anything else
   * is `auth/credential-already-in-use`.
   */
  private async attachGoogle(
    user: User,
    google: { sub: string; email: string },
    origin: string,
  ): Promise<User> {
    if (user.googleSub === google.sub) return user;
    const holder = await findLiveUserByGoogleSub(this.db, google.sub);
    if (holder || user.googleSub) throw credentialInUse();
    try {
      await this.db.transaction().execute(async (trx) => {
        await updateUser(trx, user.id, { googleSub: google.sub });
        const event = { kind: 'google-linked' as const, googleEmail: google.email };
        await queueSecurityNotice(trx, user, event, origin, this.clock);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw credentialInUse();
      throw error;
    }
    return { ...user, googleSub: google.sub };
  }

  /**
   * Creates the account (a buyer or seller, never an admin) and its first session in one
   * transaction. Two sign-ups with one email at once: the unique index lets one through.
   */
  private async createAccount(
    fields: Pick<
      NewUser,
      'name' | 'email' | 'passwordHash' | 'googleSub' | 'photoUrl' | 'seller' | 'emailVerifiedAt'
    >,
    conflict: () => AppError,
    userAgent: string | undefined,
    alongside?: (trx: Kysely<DB>, user: User) => Promise<void>,
  ): Promise<SignedIn> {
    const now = this.clock().toISOString();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const user = await insertUser(trx, { ...fields, admin: false, createdAt: now, lastSignInAt: now });
        await alongside?.(trx, user);
        const { token, session } = await this.sessions.start(user.id, trx, userAgent);
        return { user, refreshToken: token, session };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict();
      throw error;
    }
  }

  /**
   * A password reset started a session; an account with two-step sign-in gets that session
   * ended and a challenge instead: the new password is set, the code is still owed.
   */
  async secondFactorAfterReset(signedIn: SignedIn): Promise<SignedIn> {
    if (!(await this.mfa.isEnrolled(signedIn.user.id))) return signedIn;
    await this.sessions.end(signedIn.refreshToken);
    throw new ChallengeError(
      'auth/multi-factor-auth-required',
      authErrors.passwordChangedEnterCode,
      await this.challenges.mfa(signedIn.user.id),
    );
  }

  /** The first factor was right: a session, or a challenge when the account has a second factor. */
  private async startSessionOrAskForCode(user: User, client: ClientInfo | undefined): Promise<SignedIn> {
    if (await this.mfa.isEnrolled(user.id)) {
      throw new ChallengeError(
        'auth/multi-factor-auth-required',
        authErrors.enterCodeFromAuthenticator,
        await this.challenges.mfa(user.id),
      );
    }
    return this.startSession(user, client);
  }

  private async startSession(user: User, client: ClientInfo | undefined): Promise<SignedIn> {
    const now = this.clock().toISOString();
    await updateUser(this.db, user.id, { lastSignInAt: now });
    const { token, session } = await this.sessions.start(user.id, this.db, client?.userAgent);
    return { user: { ...user, lastSignInAt: now }, refreshToken: token, session };
  }
}

const disabled = () => new AppError('auth/user-disabled', authErrors.accountBeenDisabled);

const credentialInUse = () =>
  new AppError('auth/credential-already-in-use', authErrors.googleAccountAlreadyLinked);

const emailInUse = () =>
  new AppError('auth/email-already-in-use', authErrors.emailAddressAlreadyUse, 'email');
