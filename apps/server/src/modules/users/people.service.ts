import type { Person } from '@refocus/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import type { RefreshSessions } from '../auth/auth.public.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue.public.js';
import { releaseBookingsOfDepartingBuyer } from '../orders/orders.public.js';
import {
  lockListing,
  lockSellerListings,
  moveListingStatus,
  withdrawListings,
} from '../products/products.public.js';
import {
  countPeople,
  listPeople,
  lockLiveAdmins,
  markPersonDeleted,
  type PeopleKind,
} from './people.repository.js';
import type { User } from './user.js';
import { findLiveUserByEmail, updateUser } from './users.repository.js';

/** The admin's view of the people on the marketplace (spec: All Sellers, All Buyers). */
export class PeopleService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly sessions: RefreshSessions,
  ) {}

  async list(
    kind: PeopleKind,
    page: { page: number; limit: number },
  ): Promise<{ items: Person[]; total: number }> {
    const [rows, total] = await Promise.all([
      listPeople(this.db, kind, (page.page - 1) * page.limit, page.limit),
      countPeople(this.db, kind),
    ]);
    return {
      items: rows.map((r) => ({ _id: r.id, name: r.name, email: r.email, disabled: r.disabled === 1 })),
      total,
    };
  }

  async remove(admin: User, kind: PeopleKind, email: string): Promise<void> {
    const person = await this.findPerson(admin, kind, email, 'deleted');
    await writeTransaction(this.db, (trx) => this.erase(trx, person.id));
  }

  /**
   * "Delete my account", for every role; the route asks for a recent sign-in. It cannot be
   * undone. The last admin cannot leave: nobody could manage the shop any more.
   */
  async deleteOwnAccount(user: User): Promise<void> {
    await writeTransaction(this.db, async (trx) => {
      if (user.admin) {
        const admins = await lockLiveAdmins(trx);
        if (admins.length <= 1 && admins.includes(user.id)) {
          throw new AppError(
            'forbidden',
            'You are the only admin. Make another admin (npm run admin) before deleting your account.',
          );
        }
      }
      await this.erase(trx, user.id);
    });
  }

  /**
   * Disables (or re-enables) an account instead of deleting it: its sessions end, its
   * access token stops working at the next request (the authenticator reads the account on
   * every call), and triggers take its listings off the storefront until it is enabled
   * again (migration 005); the page cache's version moves in the same transaction.
   */
  async setDisabled(admin: User, kind: PeopleKind, email: string, disabled: boolean): Promise<void> {
    const person = await this.findPerson(admin, kind, email, disabled ? 'disabled' : 'enabled');
    if (person.disabled === disabled) return;
    await writeTransaction(this.db, async (trx) => {
      await updateUser(trx, person.id, { disabled });
      if (disabled) await this.sessions.endAll(person.id, trx);
      await bumpCatalogueVersion(trx);
    });
  }

  /**
   * The account leaves every list and its email is free again; its listings are withdrawn
   * (the one rule for that), what it booked is given back, its orders stay as records
   * named "Deleted user", its sessions end.
   */
  private async erase(trx: Transaction<DB>, userId: string): Promise<void> {
    const at = new Date().toISOString();
    const listings = await lockSellerListings(trx, userId);
    await markPersonDeleted(trx, userId, at);
    await withdrawListings(trx, listings, at);
    await releaseBookingsOfDepartingBuyer(trx, userId, at, {
      lock: (productId) => lockListing(trx, productId),
      move: (productId, from, to) => moveListingStatus(trx, productId, from, to, at),
    });
    await this.sessions.endAll(userId, trx);
  }

  /** The buyer or seller an admin acts on; never the admin themselves nor another admin. */
  private async findPerson(admin: User, kind: PeopleKind, email: string, verb: string): Promise<User> {
    const person = await findLiveUserByEmail(this.db, email);
    if (person?.id === admin.id) throw new AppError('forbidden', `Your own account cannot be ${verb} here.`);
    if (person?.admin) throw new AppError('forbidden', `Admins cannot be ${verb} here.`);
    const isKind = person && person.seller === (kind === 'sellers');
    if (!person || !isKind) throw new AppError('not-found', `No ${kind.slice(0, -1)} with this email.`);
    return person;
  }
}
