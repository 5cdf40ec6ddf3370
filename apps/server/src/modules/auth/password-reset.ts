import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import type { LimiterFactory } from '../../shared-state/limiters.js';
import type { JobHandler } from '../jobs/jobs.public.js';
import { enqueueJob } from '../jobs/jobs.public.js';
import { enqueueMail } from '../mail/mail.public.js';
import { findLiveUserByEmail, findLiveUserById, normalizeEmail, updateUser } from '../users/users.public.js';
import { checkActionCode, issueActionCode, redeemActionCode } from './action-codes.js';
import { ActionThrottle } from './action-throttle.js';
import type { SignedIn } from './auth.service.js';
import type { PasswordHasher } from './passwords.js';
import type { RefreshSessions } from './refresh-sessions.js';

export const PASSWORD_RESET_JOB = 'password-reset-request';

/** Per address asked for, and per client: a few lost mails, not a flood (decision 015). */
const REQUEST_LIMITS = [
  { name: 'reset_address', points: 3, windowSeconds: 3600 },
  { name: 'reset_client', points: 10, windowSeconds: 3600 },
];

interface ResetRequestPayload {
  email: string;
  origin: string;
}

/**
 * Password reset by e-mail link (single-use, 1 hour). The request does the same work
 * whether or not the address has an account — count, queue a job, answer — so neither its
 * answer nor its time says which; the job looks the address up and mails only an account.
 */
export class PasswordReset {
  private readonly requests: ActionThrottle;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly sessions: RefreshSessions,
    private readonly clock: Clock,
    limiters: LimiterFactory,
    private readonly passwords: PasswordHasher,
  ) {
    this.requests = new ActionThrottle(
      limiters,
      REQUEST_LIMITS,
      'Too many password reset requests. Please wait a while and try again.',
    );
  }

  async request(email: string, clientAddress: string, origin: string): Promise<void> {
    const address = normalizeEmail(email);
    await this.requests.admit([address, clientAddress]);
    const payload: ResetRequestPayload = { email: address, origin };
    await enqueueJob(this.db, { kind: PASSWORD_RESET_JOB, payload }, this.clock);
  }

  /** The job: a link for an account that may sign in; nothing at all for an unknown address. */
  readonly jobHandler: JobHandler = async (payload) => {
    const { email, origin } = payload as ResetRequestPayload;
    await writeTransaction(this.db, async (trx) => {
      const user = await findLiveUserByEmail(trx, email);
      if (!user || user.disabled) return;
      const code = await issueActionCode(
        trx,
        { userId: user.id, email, purpose: 'reset-password' },
        this.clock,
      );
      await enqueueMail(
        trx,
        {
          to: email,
          template: 'reset-password',
          data: { name: user.name, link: `${origin}/reset-password?code=${encodeURIComponent(code)}` },
        },
        this.clock,
      );
    });
  };

  /**
   * Sets the new password, ends every session of the account and starts this one. The code
   * is looked at first (a garbled one costs no argon2 hash), the password hashed outside the
   * transaction (writers should not wait on argon2), and the code used inside it, so two
   * uses of one link cannot both succeed.
   */
  async confirm(code: string, password: string): Promise<SignedIn> {
    await checkActionCode(this.db, code, 'reset-password', this.clock);
    const passwordHash = await this.passwords.hash(password);
    return writeTransaction(this.db, async (trx) => {
      const row = await redeemActionCode(trx, code, 'reset-password', this.clock);
      const user = await findLiveUserById(trx, row.user_id);
      if (!user || user.email !== row.email) {
        throw new AppError(
          'auth/invalid-action-code',
          'This link is for an address the account no longer has.',
        );
      }
      if (user.disabled) throw new AppError('auth/user-disabled', 'This account has been disabled.');
      const now = this.clock().toISOString();
      // Following a link sent to the address proves the address too.
      const changes = { emailVerifiedAt: user.emailVerifiedAt ?? now, lastSignInAt: now };
      await updateUser(trx, user.id, { ...changes, passwordHash });
      await this.sessions.endAll(user.id, trx);
      const { token, session } = await this.sessions.start(user.id, trx);
      return { user: { ...user, ...changes, hasPassword: true }, refreshToken: token, session };
    });
  }
}
