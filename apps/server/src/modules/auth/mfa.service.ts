import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import { v7 as uuidv7 } from 'uuid';
import { type Clock, systemClock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { AppError, type ErrorMessage } from '../../errors/app-error.js';
import { findLiveUserById, requireVerifiedEmail, type User } from '../users/users.public.js';
import { authErrors } from './auth-errors.js';
import {
  claimRecoveryCode,
  claimTotpStep,
  countUnusedRecoveryCodes,
  deleteTotpFactor,
  enableTotpFactor,
  findTotpFactor,
  replaceRecoveryCodes,
  savePendingTotpFactor,
} from './mfa.repository.js';
import type { MfaThrottle } from './mfa-throttle.js';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { queueSecurityNotice } from './security-notices.js';
import { matchingTotpStep, newTotpSecret, totpUri } from './totp.js';
import type { TotpSecretBox } from './totp-secret-box.js';

export interface MfaStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export interface TotpEnrolment {
  secret: string;
  otpauthUrl: string;
  /** The URI as a QR code, an SVG `data:` URL an `<img>` can show. */
  qrCode: string;
}

const invalidCode = (message: ErrorMessage = authErrors.codeNotRight) =>
  new AppError('auth/invalid-verification-code', message, 'code');

/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238) and recovery codes. Every
 * code check goes through the throttle first, and an accepted code is used up: a TOTP
 * step is never accepted twice, a recovery code only once.
 */
export class MfaService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly box: TotpSecretBox,
    private readonly throttle: MfaThrottle,
    private readonly issuer: string,
    /** The time codes are checked against: a test moves it across the 30-second steps. */
    private readonly clock: Clock = systemClock,
  ) {}

  async status(userId: string): Promise<MfaStatus> {
    const factor = await findTotpFactor(this.db, userId);
    if (!factor?.enabled_at) return { enabled: false, recoveryCodesLeft: 0 };
    return { enabled: true, recoveryCodesLeft: await countUnusedRecoveryCodes(this.db, userId) };
  }

  async isEnrolled(userId: string): Promise<boolean> {
    return Boolean((await findTotpFactor(this.db, userId))?.enabled_at);
  }

  /**
   * A new secret waiting for its confirming code; a previous unconfirmed one is replaced.
   * Only for a confirmed address (issue 41, items 1 and 9): a factor set up on an address
   * someone else owns would lock its owner out after they reset the password.
   */
  async startEnrolment(user: User): Promise<TotpEnrolment> {
    requireVerifiedEmail(user);
    if (await this.isEnrolled(user.id)) {
      throw new AppError('conflict', authErrors.twoStepSignAlready);
    }
    const secret = newTotpSecret();
    await savePendingTotpFactor(this.db, {
      user_id: user.id,
      secret_encrypted: this.box.seal(secret, user.id),
      enabled_at: null,
      last_used_step: null,
      created_at: this.clock().toISOString(),
    });
    const otpauthUrl = totpUri(secret, user.email, this.issuer);
    const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
    return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /**
   * The first code from the app turns the factor on; answers the recovery codes, shown once.
   * The account's address is told (`origin`: where the notice's link points).
   */
  async confirmEnrolment(user: User, code: string, origin: string): Promise<string[]> {
    requireVerifiedEmail(user);
    const factor = await findTotpFactor(this.db, user.id);
    if (!factor || factor.enabled_at) {
      throw new AppError('conflict', authErrors.thereEnrolmentWaitingCode);
    }
    await this.throttle.admit(user.id);
    const secret = this.secretOf(factor);
    const now = this.clock();
    const step = secret === null ? null : matchingTotpStep(secret, code.trim(), now.getTime());
    if (step === null) throw invalidCode();
    const at = now.toISOString();
    const codes = newRecoveryCodes();
    await this.db.transaction().execute(async (trx) => {
      if (!(await enableTotpFactor(trx, user.id, step, at))) {
        throw new AppError('conflict', authErrors.twoStepSignAlready2);
      }
      await replaceRecoveryCodes(
        trx,
        user.id,
        codes.map((c) => ({
          id: uuidv7(),
          user_id: user.id,
          code_hash: hashRecoveryCode(c),
          used_at: null,
          created_at: at,
        })),
      );
      await queueSecurityNotice(trx, user, { kind: 'two-step-on' }, origin, this.clock);
    });
    await this.throttle.succeeded(user.id);
    return codes;
  }

  /**
   * Checks a code from the app or a recovery code, and uses it up; throws when it is not
   * right. A recovery code used is told to the account's address with how many are left
   * (`origin`: where the notice's link points), and answered with that count (issue 42,
   * item 1: the sign-in says it too); a code from the app answers no count.
   */
  async verify(userId: string, code: string, origin: string): Promise<{ recoveryCodesLeft?: number }> {
    await this.throttle.admit(userId);
    const factor = await findTotpFactor(this.db, userId);
    if (!factor?.enabled_at) throw invalidCode(authErrors.twoStepNotOn);
    const typed = code.trim();
    if (looksLikeRecoveryCode(typed)) {
      const left = await this.db.transaction().execute(async (trx) => {
        const claimed = await claimRecoveryCode(
          trx,
          userId,
          hashRecoveryCode(typed),
          this.clock().toISOString(),
        );
        if (!claimed) return null;
        const count = await countUnusedRecoveryCodes(trx, userId);
        const user = await findLiveUserById(trx, userId);
        if (user) {
          await queueSecurityNotice(
            trx,
            user,
            { kind: 'recovery-code-used', left: count },
            origin,
            this.clock,
          );
        }
        return count;
      });
      if (left === null) throw invalidCode(authErrors.recoveryCodeNotRight);
      await this.throttle.succeeded(userId);
      return { recoveryCodesLeft: left };
    }
    const secret = this.secretOf(factor);
    if (secret === null) {
      throw invalidCode(authErrors.shopChangedKey);
    }
    const step = matchingTotpStep(secret, typed, this.clock().getTime());
    if (step === null) throw invalidCode();
    if (!(await claimTotpStep(this.db, userId, step))) {
      throw invalidCode(authErrors.codeJustUsed);
    }
    await this.throttle.succeeded(userId);
    return {};
  }

  /** Turns two-step sign-in off, proved by a current code (or a recovery code); the address is told. */
  async disable(user: User, code: string, origin: string): Promise<void> {
    await this.verify(user.id, code, origin);
    await this.db.transaction().execute(async (trx) => {
      await deleteTotpFactor(trx, user.id);
      await queueSecurityNotice(trx, user, { kind: 'two-step-off' }, origin, this.clock);
    });
  }

  /** The factor's secret, or null when it no longer decrypts (TOKEN_SECRET was changed, decision 017). */
  private secretOf(factor: { user_id: string; secret_encrypted: string }): string | null {
    try {
      return this.box.open(factor.secret_encrypted, factor.user_id);
    } catch {
      return null;
    }
  }
}
