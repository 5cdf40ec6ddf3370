import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import type { LimiterFactory } from '../../shared-state/limiters.js';
import { enqueueMail } from '../mail/mail.public.js';
import {
  findLiveUserByEmail,
  findLiveUserById,
  normalizeEmail,
  type User,
  updateUser,
} from '../users/users.public.js';
import {
  findUsedActionCode,
  issueActionCode,
  purposeOfActionCode,
  redeemActionCode,
  retirePendingEmailChange,
} from './action-codes.js';
import { ActionThrottle } from './action-throttle.js';
import { authErrors } from './auth-errors.js';
import { nameForMail } from './security-notices.js';

/** Resends per account: enough for a lost message, too few to mail-bomb an address. */
const RESEND_LIMITS = [{ name: 'verify_resend_user', points: 3, windowSeconds: 15 * 60 }];
/** Address changes per account: as few, for the same reason. */
const CHANGE_LIMITS = [{ name: 'email_change_user', points: 3, windowSeconds: 15 * 60 }];

const emailInUse = () =>
  new AppError('auth/email-already-in-use', authErrors.emailAddressAlreadyUse, 'email');

/**
 * E-mail verification: a single-use link valid 24 hours, sent on sign-up and on request.
 * Following it confirms the address it was sent to (not one the account moved to since).
 */
export class EmailVerification {
  private readonly resends: ActionThrottle;
  private readonly changes: ActionThrottle;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    limiters: LimiterFactory,
  ) {
    this.resends = new ActionThrottle(limiters, RESEND_LIMITS, authErrors.sentSeveralLinks);
    this.changes = new ActionThrottle(limiters, CHANGE_LIMITS, authErrors.sentSeveralLinks);
  }

  /**
   * "Change my e-mail": a link to the new address (the account moves only when it is
   * followed), and a notice with a link that cancels it to the old address (issue 41, item 2).
   * The request is counted first and answered the same whether or not the new address has an
   * account (item 6): a taken address gets "this address already has an account" instead.
   */
  async requestChange(user: User, rawEmail: string, origin: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    if (email === user.email) throw new AppError('bad-request', authErrors.alreadyAddress, 'email');
    await this.changes.admit([user.id]);
    await writeTransaction(this.db, async (trx) => {
      if (await findLiveUserByEmail(trx, email)) {
        await enqueueMail(
          trx,
          { to: email, template: 'email-in-use', data: { link: '/login' }, origin },
          this.clock,
        );
        return;
      }
      const code = await issueActionCode(
        trx,
        { userId: user.id, email, purpose: 'change-email' },
        this.clock,
      );
      await enqueueMail(
        trx,
        {
          to: email,
          template: 'change-email',
          data: { link: `/verify-email?code=${encodeURIComponent(code)}` },
          origin,
        },
        this.clock,
      );
      const cancel = await issueActionCode(
        trx,
        { userId: user.id, email: user.email, purpose: 'cancel-email-change', keepOlder: true },
        this.clock,
      );
      const name = nameForMail(user);
      await enqueueMail(
        trx,
        {
          to: user.email,
          template: 'email-change-requested',
          data: {
            ...(name ? { name } : {}),
            newEmail: email,
            link: `/cancel-email-change?code=${encodeURIComponent(cancel)}`,
          },
          origin,
        },
        this.clock,
      );
    });
  }

  /**
   * The old address's "cancel the change" link: every pending change of the account stops
   * working. Too late once the account has moved (the link was for an address it no longer has).
   */
  async cancelChange(code: string): Promise<void> {
    await writeTransaction(this.db, async (trx) => {
      const row = await redeemActionCode(trx, code, 'cancel-email-change', this.clock);
      const user = await findLiveUserById(trx, row.user_id);
      if (!user || user.email !== row.email) {
        throw new AppError('auth/invalid-action-code', authErrors.addressChangedAlreadySo);
      }
      await retirePendingEmailChange(trx, user.id, this.clock);
    });
  }

  /** Issues a link and queues its message, in the caller's transaction (the sign-up's). */
  async sendLink(trx: Kysely<DB>, user: Pick<User, 'id' | 'email'>, origin: string): Promise<void> {
    const code = await issueActionCode(
      trx,
      { userId: user.id, email: user.email, purpose: 'verify-email' },
      this.clock,
    );
    await enqueueMail(
      trx,
      // No name: nobody has confirmed this address yet (issue 41, item 5).
      {
        to: user.email,
        template: 'verify-email',
        data: { link: `/verify-email?code=${encodeURIComponent(code)}` },
        origin,
      },
      this.clock,
    );
  }

  /** "Send the link again": answers whether one was sent (false: the address is confirmed already). */
  async resend(user: User, origin: string): Promise<boolean> {
    if (user.emailVerifiedAt !== null) return false;
    await this.resends.admit([user.id]);
    await writeTransaction(this.db, (trx) => this.sendLink(trx, user, origin));
    return true;
  }

  /**
   * Follows a link of either kind: a first address confirmed, or the account moved to a new
   * one. A link followed again (or an older one) for the address the account has and has
   * confirmed answers that it is confirmed (`alreadyConfirmed`), not a broken link (issue 42,
   * item 11): a second click, or a mail scanner that clicked first, is no error to the owner.
   */
  async verify(code: string, origin = ''): Promise<{ user: User; alreadyConfirmed: boolean }> {
    try {
      const user =
        (await purposeOfActionCode(this.db, code)) === 'change-email'
          ? await this.confirmChange(code, origin)
          : await this.confirmFirst(code);
      return { user, alreadyConfirmed: false };
    } catch (error) {
      const confirmed = error instanceof AppError && (await this.confirmedBy(code));
      if (confirmed) return { user: confirmed, alreadyConfirmed: true };
      throw error;
    }
  }

  /** The account a used or expired link was for, when it still has that address and has confirmed it. */
  private async confirmedBy(code: string): Promise<User | undefined> {
    const row = await findUsedActionCode(this.db, code, this.clock);
    if (!row || (row.purpose !== 'verify-email' && row.purpose !== 'change-email')) return undefined;
    const user = await findLiveUserById(this.db, row.user_id);
    return user && user.email === row.email && user.emailVerifiedAt !== null ? user : undefined;
  }

  private confirmFirst(code: string): Promise<User> {
    return writeTransaction(this.db, async (trx) => {
      const row = await redeemActionCode(trx, code, 'verify-email', this.clock);
      const user = await findLiveUserById(trx, row.user_id);
      if (!user || user.email !== row.email) {
        throw new AppError('auth/invalid-action-code', authErrors.linkAddressAccountLonger);
      }
      const verifiedAt = user.emailVerifiedAt ?? this.clock().toISOString();
      await updateUser(trx, user.id, { emailVerifiedAt: verifiedAt });
      return { ...user, emailVerifiedAt: verifiedAt };
    });
  }

  private async confirmChange(code: string, origin: string): Promise<User> {
    try {
      return await writeTransaction(this.db, async (trx) => {
        const row = await redeemActionCode(trx, code, 'change-email', this.clock);
        const user = await findLiveUserById(trx, row.user_id);
        if (!user) throw new AppError('auth/invalid-action-code', authErrors.accountGone);
        const now = this.clock().toISOString();
        await updateUser(trx, user.id, { email: row.email, emailVerifiedAt: now });
        const name = nameForMail(user);
        await enqueueMail(
          trx,
          {
            to: user.email,
            // The old address no longer finds the account: in its owner's language by id.
            recipientId: user.id,
            template: 'email-changed',
            data: { ...(name ? { name } : {}), newEmail: row.email, link: '/dashboard/settings' },
            origin,
          },
          this.clock,
        );
        return { ...user, email: row.email, emailVerifiedAt: now };
      });
    } catch (error) {
      // Someone took the address between the request and the link.
      if (isUniqueViolation(error)) throw emailInUse();
      throw error;
    }
  }
}
