import type { Person } from '@refocus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import type { RefreshSessions } from '../auth/auth.public.js';
import { cancelPendingOrdersOf } from '../orders/orders.public.js';
import { lockSellerListings, withdrawListings } from '../products/products.public.js';
import { countPeople, listPeople, markPersonDeleted, type PeopleKind } from './people.repository.js';
import type { User } from './user.js';
import { findLiveUserByEmail } from './users.repository.js';

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
    return { items: rows.map((r) => ({ _id: r.id, name: r.name, email: r.email })), total };
  }

  async remove(admin: User, kind: PeopleKind, email: string): Promise<void> {
    const person = await findLiveUserByEmail(this.db, email);
    if (person?.id === admin.id) throw new AppError('forbidden', 'You cannot delete your own account.');
    if (person?.admin) throw new AppError('forbidden', 'Admins cannot be deleted here.');
    const isKind = person && person.seller === (kind === 'sellers');
    if (!person || !isKind) throw new AppError('not-found', `No ${kind.slice(0, -1)} with this email.`);
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
}
