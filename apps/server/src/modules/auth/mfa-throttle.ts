import { AppError } from '../../errors/app-error.js';
import { inMemoryLimiters, type LimiterFactory } from '../../shared-state/limiters.js';
import { authErrors } from './auth-errors.js';
import { ProgressiveDelay } from './progressive-delay.js';

/**
 * Six-digit codes can be guessed in a million tries, so tries are slowed per account: 5
 * free in 15 minutes, then 30 s, 60 s, … up to 15 minutes between tries (ASVS 6.3.1). The
 * count is per account, not per address, since the password or Google sign-in before the
 * code already named the account. A right code clears it.
 */
const MFA_LIMITS = { free: 5, windowSeconds: 15 * 60, firstSeconds: 30, maxSeconds: 15 * 60 };

export class MfaThrottled extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('auth/too-many-requests', authErrors.tooManyWrongCodes);
  }
}

export class MfaThrottle {
  private readonly delay: ProgressiveDelay;

  constructor(limiters: LimiterFactory = inMemoryLimiters) {
    this.delay = new ProgressiveDelay(limiters, 'mfa_code', MFA_LIMITS);
  }

  async admit(userId: string): Promise<void> {
    const wait = await this.delay.enter(userId);
    if (wait > 0) throw new MfaThrottled(Math.max(1, Math.ceil(wait / 1000)));
  }

  async succeeded(userId: string): Promise<void> {
    await this.delay.reset(userId);
  }
}
