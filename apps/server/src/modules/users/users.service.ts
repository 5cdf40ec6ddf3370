import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../errors/app-error.js';
import type { User } from './user.js';
import { findLiveUserByEmail, normalizeEmail, updateUser } from './users.repository.js';
import { usersErrors } from './users-errors.js';
import { requireVerifiedEmail } from './verified-email.js';

export class UsersService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * `POST /api/user` of the older client: the caller saves their own record (name and the
   * seller choice made at registration). `admin` is never taken from a client. A buyer who
   * asks to sell here passes the checks of "become a seller" (issue 41, item 11): a confirmed
   * address and the seller terms accepted (`acceptTerms`), kept with the time.
   */
  async saveOwnRecord(
    caller: User,
    record: { name: string; email: string; seller: boolean; acceptTerms?: boolean | undefined },
  ): Promise<User> {
    if (normalizeEmail(record.email) !== caller.email) {
      throw new AppError('forbidden', usersErrors.onlySaveOwnUser, 'email');
    }
    const becomesSeller = record.seller && !caller.seller;
    if (becomesSeller) this.checkSellerTerms(caller, record.acceptTerms === true);
    const changes = {
      name: record.name,
      seller: record.seller,
      ...(becomesSeller ? { sellerTermsAcceptedAt: this.clock().toISOString() } : {}),
    };
    await updateUser(this.db, caller.id, changes);
    return { ...caller, name: changes.name, seller: changes.seller };
  }

  /** What a buyer needs to start selling, whichever route they take. */
  private checkSellerTerms(caller: User, acceptTerms: boolean): void {
    requireVerifiedEmail(caller);
    if (!acceptTerms) {
      throw new AppError('validation-failed', usersErrors.acceptSellerTermsBecome, 'acceptTerms');
    }
  }

  /**
   * A buyer starts selling after accepting the seller terms (issue 19); like listing, it needs
   * a confirmed address. Roles are read from the database on every call, so the new role
   * holds from the next request; the answer is the account as the session shows it.
   */
  async becomeSeller(caller: User): Promise<User> {
    // The route's schema refuses a body without `acceptTerms: true`.
    this.checkSellerTerms(caller, true);
    if (caller.seller) throw new AppError('conflict', usersErrors.alreadySeller);
    await updateUser(this.db, caller.id, { seller: true, sellerTermsAcceptedAt: this.clock().toISOString() });
    return { ...caller, seller: true };
  }

  /**
   * A role of the account with this email, told only to that account itself or to an
   * admin; everyone else hears `false`, so the check reveals nothing about other people.
   */
  async hasRole(caller: User | undefined, email: string, role: 'admin' | 'seller'): Promise<boolean> {
    if (!caller) return false;
    const target = normalizeEmail(email);
    const subject =
      target === caller.email
        ? caller
        : caller.admin
          ? await findLiveUserByEmail(this.db, target)
          : undefined;
    return subject?.[role] === true;
  }
}
