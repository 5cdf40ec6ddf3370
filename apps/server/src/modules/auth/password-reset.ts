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
import {
  checkActionCode,
  issueActionCode,
  redeemActionCode,
  retirePendingEmailChange,
} from './action-codes.js';
import { ActionThrottle } from './action-throttle.js';
import type { SignedIn } from './auth.service.js';
import { authErrors } from './auth-errors.js';
import type { PasswordHasher } from './passwords.js';
import type { RefreshSessions } from './refresh-sessions.js';
import { nameForMail, queueSecurityNotice } from './security-notices.js';
import { dropUnprovedSignIns } from './unproved-sign-ins.js';

export const PASSWORD_RESET_JOB = 'password-reset-request';

/** Per client: refused at once with 429, which tells nothing about any address (decision 015). */
const CLIENT_LIMITS = [{ name: 'reset_client', points: 10, windowSeconds: 3600 }];
/**
 * Per address, only the requests that send a link count, and past the limit nothing is sent
 * but the answer stays the same (issue 41, item 10): a stranger asking three times for a
 * named address no longer makes its owner's own request answer 429 — the owner has the
 * newest of those links in their mailbox — and whether an address has an account stays unsaid.
 */
const MAIL_LIMITS = [{ name: 'reset_address_mail', points: 3, windowSeconds: 3600 }];

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
  private readonly mails: ActionThrottle;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly sessions: RefreshSessions,
    private readonly clock: Clock,
    limiters: LimiterFactory,
    private readonly passwords: PasswordHasher,
  ) {
    this.requests = new ActionThrottle(limiters, CLIENT_LIMITS, authErrors.tooManyResetRequests);
    this.mails = new ActionThrottle(limiters, MAIL_LIMITS, authErrors.tooManyResetLinks);
  }

  async request(email: string, clientAddress: string, origin: string): Promise<void> {
    const address = normalizeEmail(email);
    await this.requests.admit([clientAddress]);
    const payload: ResetRequestPayload = { email: address, origin };
    await enqueueJob(this.db, { kind: PASSWORD_RESET_JOB, payload }, this.clock);
  }

  /**
   * The job: a link for an account that may sign in, within the address's allowance; nothing
   * at all for an unknown address (which therefore uses up no allowance).
   */
  readonly jobHandler: JobHandler = async (payload) => {
    const { email, origin } = payload as ResetRequestPayload;
    const user = await findLiveUserByEmail(this.db, email);
    if (!user || user.disabled) return;
    if (!(await this.mails.tryAdmit([email]))) return;
    await writeTransaction(this.db, async (trx) => {
      const code = await issueActionCode(
        trx,
        { userId: user.id, email, purpose: 'reset-password' },
        this.clock,
      );
      const name = nameForMail(user);
      await enqueueMail(
        trx,
        {
          to: email,
          template: 'reset-password',
          data: {
            ...(name ? { name } : {}),
            link: `/reset-password?code=${encodeURIComponent(code)}`,
          },
          origin,
        },
        this.clock,
      );
    });
  };

  /**
   * Sets the new password, ends every session of the account and starts this one. The code
   * is looked at first (a garbled one costs no argon2 hash), the password hashed outside the
   * transaction (writers should not wait on argon2), and the code used inside it, so two
   * uses of one link cannot both succeed. A pending change of address ends too, and the
   * address is told (issue 41). `origin`: where the notice's link points.
   */
  async confirm(code: string, password: string, origin: string): Promise<SignedIn> {
    await checkActionCode(this.db, code, 'reset-password', this.clock);
    const passwordHash = await this.passwords.hash(password);
    return writeTransaction(this.db, async (trx) => {
      const row = await redeemActionCode(trx, code, 'reset-password', this.clock);
      const user = await findLiveUserById(trx, row.user_id);
      if (!user || user.email !== row.email) {
        throw new AppError('auth/invalid-action-code', authErrors.linkAddressAccountLonger);
      }
      if (user.disabled) throw new AppError('auth/user-disabled', authErrors.accountBeenDisabled);
      const now = this.clock().toISOString();
      // Following a link sent to the address proves the address too.
      const changes = { emailVerifiedAt: user.emailVerifiedAt ?? now, lastSignInAt: now };
      await updateUser(trx, user.id, { ...changes, passwordHash });
      // Whoever set up the account before its address was proved may have added their own
      // ways in (issue 41, item 1): the owner who proves the address now gets it without them.
      const cleared = user.emailVerifiedAt === null && (await dropUnprovedSignIns(trx, user));
      await this.sessions.endAll(user.id, trx);
      await retirePendingEmailChange(trx, user.id, this.clock);
      // Greeted as before the reset: a name typed before the address was proved stays out.
      await queueSecurityNotice(trx, user, { kind: 'password-reset', cleared }, origin, this.clock);
      const after = { ...user, ...changes, googleSub: cleared ? null : user.googleSub, hasPassword: true };
      const { token, session } = await this.sessions.start(user.id, trx);
      return { user: after, refreshToken: token, session };
    });
  }
}
