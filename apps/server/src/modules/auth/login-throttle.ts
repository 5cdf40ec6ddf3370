import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../errors/app-error.js';
import { inMemoryLimiters, type LimiterFactory } from '../../shared-state/limiters.js';
import { authErrors } from './auth-errors.js';
import { msBeforeNextOf, ProgressiveDelay } from './progressive-delay.js';

/** The numbers behind the throttle (decision 009 explains them). */
const LOGIN_LIMITS = {
  /** Failed sign-ins from one address, whatever the accounts, per window. */
  perAddress: { failures: 20, windowSeconds: 15 * 60 },
  /** Attempts on one account from one address: 5 free, then 30 s, 60 s, … up to 15 min between tries. */
  perAccountAndAddress: { free: 5, windowSeconds: 24 * 3600, firstSeconds: 30, maxSeconds: 15 * 60 },
  /** Attempts on one account from addresses it never signed in from: 10 an hour free, then slowed. */
  perAccountFromNewAddresses: { free: 10, windowSeconds: 3600, firstSeconds: 30, maxSeconds: 15 * 60 },
  /**
   * How long an address that signed in to an account stays known to it (renewed by each
   * sign-in). Three weeks: the in-memory store times keys with `setTimeout`, which cannot
   * wait longer than 24.8 days.
   */
  knownAddressSeconds: 21 * 86_400,
};

/** The refusal: `auth/too-many-requests`, with the seconds to wait for `Retry-After`. */
export class LoginThrottled extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('auth/too-many-requests', authErrors.tooManyFailedSignIns);
  }
}

/**
 * Keeps password guessing slow without letting a stranger lock the owner out (the
 * `rate-limiter-flexible` login-protection recipe). Every attempt is counted *before* the
 * password is checked, so parallel guesses cannot slip past the count:
 * - per address: past 20 failures in 15 minutes, that address waits out the window;
 * - per account and address: a progressive delay after 5 attempts;
 * - per account, from addresses that never signed in to it: a progressive delay after
 *   10 attempts an hour, which stops guessing spread over many addresses while the owner,
 *   from an address they signed in from before, keeps working.
 * The counters live where `limiters` puts them: in this process by default, or in a
 * shared store (e.g. `RateLimiterRedis`) so that several instances count together.
 */
export class LoginThrottle {
  private readonly perAddress: RateLimiterAbstract;
  private readonly perAccountAndAddress: ProgressiveDelay;
  private readonly perAccount: ProgressiveDelay;
  private readonly knownAddresses: RateLimiterAbstract;

  constructor(
    limiters: LimiterFactory = inMemoryLimiters,
    private readonly limits = LOGIN_LIMITS,
  ) {
    this.perAddress = limiters({
      keyPrefix: 'login_fail_address',
      points: limits.perAddress.failures,
      duration: limits.perAddress.windowSeconds,
    });
    this.perAccountAndAddress = new ProgressiveDelay(
      limiters,
      'login_account_address',
      limits.perAccountAndAddress,
    );
    this.perAccount = new ProgressiveDelay(limiters, 'login_account', limits.perAccountFromNewAddresses);
    this.knownAddresses = limiters({
      keyPrefix: 'login_known_address',
      points: 1,
      duration: limits.knownAddressSeconds,
    });
  }

  /**
   * Counts a sign-in attempt, or throws `LoginThrottled`. The same work is done whether
   * or not the account exists, so the answer and its timing reveal nothing.
   */
  async admit(email: string, address: string): Promise<void> {
    const pair = pairKey(email, address);
    try {
      await this.perAddress.consume(address);
    } catch (refusal) {
      throw new LoginThrottled(seconds(msBeforeNextOf(refusal)));
    }
    const known = (await this.knownAddresses.get(pair)) !== null;
    // A gate that refuses gives its own count back; the gates passed before it do too, so
    // only attempts that reach the password check are counted anywhere.
    let wait = known ? 0 : await this.perAccount.enter(email);
    if (wait === 0) {
      wait = await this.perAccountAndAddress.enter(pair);
      if (wait > 0 && !known) await this.perAccount.giveBack(email);
    }
    if (wait > 0) {
      await this.perAddress.reward(address);
      throw new LoginThrottled(seconds(wait));
    }
  }

  /** The attempt was right: it was no failure, and this address is now known to the account. */
  async succeeded(email: string, address: string): Promise<void> {
    const pair = pairKey(email, address);
    await Promise.all([
      this.perAddress.reward(address),
      this.perAccountAndAddress.reset(pair),
      this.knownAddresses.set(pair, 1, this.limits.knownAddressSeconds),
    ]);
  }
}

const pairKey = (email: string, address: string) => `${email} ${address}`;
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
