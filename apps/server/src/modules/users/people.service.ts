import type { PeopleQuery, Person } from '@refocus/contract';
import type { Kysely, Transaction } from 'kysely';
import { type Clock, systemClock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import { recordAudit } from '../audit/audit.public.js';
import type { RefreshSessions } from '../auth/auth.public.js';
import type { LiveEvents } from '../events/events.public.js';
import { deleteSavesOf } from '../favourites/favourites.public.js';
import type { Notifier } from '../notifications/notifications.public.js';
import { closeOffersOfDepartingUser } from '../offers/offers.public.js';
import {
  type BookingChange,
  countOrdersByBuyer,
  openBookingsInvolving,
  publishBookingChanges,
  releaseBookingsOfDepartingBuyer,
} from '../orders/orders.public.js';
import {
  anonymiseSellerListings,
  countLiveListingsBySeller,
  lockListing,
  lockSellerListings,
  moveListingStatus,
  withdrawListings,
} from '../products/products.public.js';
import { setAccountDisabled } from './account-disable.js';
import { tellOtherSides } from './departure-notices.js';
import {
  countPeople,
  listPeople,
  lockLiveAdmins,
  markPersonDeleted,
  type PeopleKind,
} from './people.repository.js';
import type { ProfilePhotos } from './profile-photo.service.js';
import type { User } from './user.js';
import { findLiveUserByEmail } from './users.repository.js';
import { usersErrors } from './users-errors.js';

/** What a deletion's transaction has to tell live once it commits. */
interface Told {
  bookings: BookingChange[];
  offers: Awaited<ReturnType<typeof closeOffersOfDepartingUser>>;
}

/** The admin's view of the people on the marketplace (spec: All Sellers, All Buyers). */
export class PeopleService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly sessions: RefreshSessions,
    private readonly photos: ProfilePhotos,
    private readonly events?: LiveEvents,
    private readonly clock: Clock = systemClock,
    /** Tells the other side of the account's open offers that they closed. */
    private readonly notifier?: Notifier,
  ) {}

  async list(kind: PeopleKind, query: PeopleQuery): Promise<{ items: Person[]; total: number }> {
    const [rows, total] = await Promise.all([
      listPeople(this.db, kind, query, (query.page - 1) * query.limit, query.limit),
      countPeople(this.db, kind, query.q),
    ]);
    const ids = rows.map((row) => row.id);
    const [listings, orders] = await Promise.all([
      countLiveListingsBySeller(this.db, ids),
      countOrdersByBuyer(this.db, ids),
    ]);
    return {
      items: rows.map((row) => ({
        _id: row.id,
        name: row.name,
        email: row.email,
        disabled: row.disabled === 1,
        role: row.seller === 1 ? 'seller' : 'buyer',
        joinedAt: row.created_at,
        listings: listings.get(row.id) ?? 0,
        orders: orders.get(row.id) ?? 0,
      })),
      total,
    };
  }

  /** `origin`: where the links in the notices to the other side of its bookings point. */
  async remove(admin: User, kind: PeopleKind, email: string, origin: string): Promise<void> {
    const person = await this.findPerson(admin, kind, email, 'deleted');
    const told = await writeTransaction(this.db, async (trx) => {
      const at = this.clock().toISOString();
      const closed = await this.erase(trx, person.id, origin, at);
      await recordAudit(trx, {
        admin_id: admin.id,
        action: 'delete-user',
        target_kind: 'user',
        target_id: person.id,
        note: `Deleted ${person.name}`,
        at,
      });
      return closed;
    });
    this.publish(told);
    await this.forgetPhoto(person);
  }

  /**
   * "Delete my account", for every role; the route asks for a recent sign-in. It cannot be
   * undone. The last admin cannot leave: nobody could manage the shop any more.
   */
  async deleteOwnAccount(user: User, origin: string): Promise<void> {
    const told = await writeTransaction(this.db, async (trx) => {
      if (user.admin) {
        const admins = await lockLiveAdmins(trx);
        if (admins.length <= 1 && admins.includes(user.id)) {
          throw new AppError('forbidden', usersErrors.onlyAdminMakeAnother);
        }
      }
      return this.erase(trx, user.id, origin, this.clock().toISOString());
    });
    this.publish(told);
    await this.forgetPhoto(user);
  }

  /**
   * Disables (or re-enables) an account instead of deleting it (`setAccountDisabled`), with
   * its audit entry in the same transaction (decision 032).
   */
  async setDisabled(admin: User, kind: PeopleKind, email: string, disabled: boolean): Promise<void> {
    const person = await this.findPerson(admin, kind, email, disabled ? 'disabled' : 'enabled');
    if (person.disabled === disabled) return;
    await writeTransaction(this.db, async (trx) => {
      await setAccountDisabled(trx, this.sessions, person.id, disabled);
      await recordAudit(trx, {
        admin_id: admin.id,
        action: disabled ? 'disable-user' : 'enable-user',
        target_kind: 'user',
        target_id: person.id,
        at: this.clock().toISOString(),
      });
    });
  }

  /**
   * The account leaves every list and its email is free again; its listings are withdrawn
   * (the one rule for that), what it booked is given back, what it saved is forgotten, its orders stay as records
   * named "Deleted user", its sessions end. The other side of every booking that closes is told
   * (by e-mail in this transaction; live once it has committed), and of every offer that closes
   * (in the bell and the thread; live once it has committed).
   */
  private async erase(trx: Transaction<DB>, userId: string, origin: string, at: string): Promise<Told> {
    const listings = await lockSellerListings(trx, userId);
    const openBookings = await openBookingsInvolving(trx, userId);
    await markPersonDeleted(trx, userId, at);
    await withdrawListings(trx, listings, at);
    await anonymiseSellerListings(trx, userId);
    await deleteSavesOf(trx, userId);
    await releaseBookingsOfDepartingBuyer(trx, userId, at, {
      lock: (productId) => lockListing(trx, productId),
      move: (productId, from, to) => moveListingStatus(trx, productId, from, to, at),
    });
    const offers = await closeOffersOfDepartingUser(trx, userId, at, { notifier: this.notifier, origin });
    const bookings = await tellOtherSides(trx, userId, openBookings, at, origin);
    await this.sessions.endAll(userId, trx);
    return { bookings, offers };
  }

  /** After the deletion committed: the other sides' lists and bells change live. */
  private publish(told: Told): void {
    publishBookingChanges(this.events, told.bookings);
    told.offers.publish(this.events);
  }

  /**
   * The deleted account's photo goes at once, after the commit (the row no longer names it).
   * Best effort: if the store does not answer, the periodic image cleanup deletes it later.
   */
  private async forgetPhoto(user: User): Promise<void> {
    if (user.photoImageId) await this.photos.discard(user.photoImageId).catch(() => {});
  }

  /** The buyer or seller an admin acts on; never the admin themselves nor another admin. */
  private async findPerson(admin: User, kind: PeopleKind, email: string, verb: string): Promise<User> {
    const person = await findLiveUserByEmail(this.db, email);
    if (person?.id === admin.id)
      throw new AppError('forbidden', { ...usersErrors.ownAccountCannotHere, values: { verb } });
    if (person?.admin) throw new AppError('forbidden', { ...usersErrors.adminsCannotHere, values: { verb } });
    const isKind = person && person.seller === (kind === 'sellers');
    if (!person || !isKind)
      throw new AppError('not-found', { ...usersErrors.noPersonWithEmail, values: { kind } });
    return person;
  }
}
