import type { Person } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import type { RefreshSessions } from '../auth/refresh-sessions.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue-version.js';
import { cancelPendingOrdersOf } from '../orders/index.js';
import { lockSellerListings } from '../products/index.js';
import { withdrawListings } from '../products/listing-withdrawal.js';
import { countPeople, listPeople, markPersonDeleted, type PeopleKind } from './people.repository.js';
import { findLiveUserByEmail, type UserRow, updateUser } from './users.repository.js';

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

  async remove(admin: UserRow, kind: PeopleKind, email: string): Promise<void> {
    const person = await this.findPerson(admin, kind, email, 'deleted');
    // The account leaves every list; its listings are withdrawn (the one rule for that), its
    // own waiting bookings cancelled; orders stay as records.
    await writeTransaction(this.db, async (trx) => {
      const at = new Date().toISOString();
      const listings = await lockSellerListings(trx, person.id);
      await markPersonDeleted(trx, person.id, at);
      await withdrawListings(trx, listings, at);
      await cancelPendingOrdersOf(trx, person.id, at);
      await this.sessions.endAll(person.id, trx);
    });
  }

  /**
   * Disables (or re-enables) an account instead of deleting it: its sessions end, its
   * access token stops working at the next request (the authenticator reads the account on
   * every call), and triggers take its listings off the storefront until it is enabled
   * again (migration 005); the page cache's version moves in the same transaction.
   */
  async setDisabled(admin: UserRow, kind: PeopleKind, email: string, disabled: boolean): Promise<void> {
    const person = await this.findPerson(admin, kind, email, disabled ? 'disabled' : 'enabled');
    if ((person.disabled === 1) === disabled) return;
    await writeTransaction(this.db, async (trx) => {
      await updateUser(trx, person.id, { disabled: disabled ? 1 : 0 });
      if (disabled) await this.sessions.endAll(person.id, trx);
      await bumpCatalogueVersion(trx);
    });
  }

  /** The buyer or seller an admin acts on; never the admin themselves nor another admin. */
  private async findPerson(admin: UserRow, kind: PeopleKind, email: string, verb: string): Promise<UserRow> {
    const person = await findLiveUserByEmail(this.db, email);
    if (person?.id === admin.id) throw new AppError('forbidden', `Your own account cannot be ${verb} here.`);
    if (person?.admin === 1) throw new AppError('forbidden', `Admins cannot be ${verb} here.`);
    const isKind = person && (kind === 'sellers' ? person.seller === 1 : person.seller === 0);
    if (!person || !isKind) throw new AppError('not-found', `No ${kind.slice(0, -1)} with this email.`);
    return person;
  }
}
