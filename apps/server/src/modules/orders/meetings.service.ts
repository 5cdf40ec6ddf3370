import {
  MEETING_RULES,
  type MeetingMoveRequest,
  OPEN_ORDER_STATUSES,
  type Order,
  type OrderStatus,
} from '@refocus/contract';
import type { Kysely, Transaction } from 'kysely';
import { type Clock, systemClock } from '../../clock.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import { addSystemLine } from '../conversations/conversations.public.js';
import type { LiveEvents } from '../events/events.public.js';
import { enqueueMail } from '../mail/mail.public.js';
import { type Notifier, type ServerIntl, sayer } from '../notifications/notifications.public.js';
import { lockListing } from '../products/products.public.js';
import { findLiveUserById, type User } from '../users/users.public.js';
import { publishBookingChanges } from './booking-change-events.js';
import { meetingInvitation } from './meeting-calendar.js';
import { agreedLine, meetingNotices, proposalLine, timeIn, timesList } from './meeting-texts.js';
import { proposedInstants, toInstant } from './meeting-times.js';
import { answerOrder } from './order-answers.js';
import {
  agreeMeeting,
  findBookingParties,
  lockOrderMeeting,
  proposalsOf,
  reopenMeeting,
  replaceProposals,
} from './orders.repository.js';
import { ordersErrors } from './orders-errors.js';

type Side = 'buyer' | 'seller';

const HOUR = 3_600_000;
/** Where each side sees its bookings. */
export const BOOKINGS_PAGE: Record<Side, string> = {
  buyer: '/dashboard/my-orders',
  seller: '/dashboard/bookings',
};
const other = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');

export interface MeetingsDeps {
  db: Kysely<DB>;
  origin: string;
  /** The shop's IANA zone every wall-clock time is in (`SHOP_TIME_ZONE`). */
  timeZone: string;
  /** Who sends the invitations (the shop, from MAIL_FROM): RFC 5546 asks a request to name one. */
  organizer?: { name: string; email: string };
  events?: LiveEvents;
  notifier?: Notifier;
  clock?: Clock;
}

/** The booking as a meeting move reads it, locked. */
interface LockedBooking {
  id: string;
  product_id: string;
  product_name: string;
  buyer_id: string;
  seller_id: string;
  status: OrderStatus;
  location: string;
  created_at: string;
}

/**
 * Meeting times of a booking (issue 45, item 3; decision 069). One side proposes up to three
 * times, replacing whatever proposal was on the table (the newest is what is answered); the
 * other side accepts one, which agrees the meeting. An agreed meeting may be proposed anew: it
 * is then no longer agreed (no reminder goes for it) until one of the new times is accepted, so
 * the calendar never holds a time one side has asked to move. Moves are for the booking's two
 * sides while it runs (pending or accepted); each is a line in the buyer's thread, a notice to
 * the other side and a live event; an agreement e-mails both an invitation for their calendar.
 */
export class MeetingsService {
  private readonly clock: Clock;

  constructor(private readonly deps: MeetingsDeps) {
    this.clock = deps.clock ?? systemClock;
  }

  async move(
    caller: User,
    orderId: string,
    move: MeetingMoveRequest,
    linkOrigin = this.deps.origin,
  ): Promise<Order> {
    const { db, timeZone } = this.deps;
    const parties = await findBookingParties(db, orderId);
    if (!parties) throw new AppError('not-found', ordersErrors.suchBooking);
    const side: Side | undefined =
      parties.buyer_id === caller.id ? 'buyer' : parties.seller_id === caller.id ? 'seller' : undefined;
    if (!side) throw new AppError('forbidden', ordersErrors.bookingYours);
    // The input first: a time that is no time at all is a 400 whatever the booking's state.
    const proposed =
      move.action === 'propose' ? proposedInstants(move.times, timeZone, this.clock(), 'times') : [];
    const accepted = move.action === 'accept' ? toInstant(move.time, timeZone, 'time').toISOString() : '';

    const status = await writeTransaction(db, async (trx) => {
      // The listing before its order, as every writer of both (decision 010).
      await lockListing(trx, parties.product_id, 'share');
      const order = await lockOrderMeeting(trx, orderId);
      if (!order || !parties.buyer_id || !parties.seller_id)
        throw new AppError('not-found', ordersErrors.suchBooking);
      if (!OPEN_ORDER_STATUSES.includes(order.status)) {
        throw new AppError('conflict', {
          ...ordersErrors.bookingThereMeetingArrange,
          values: { status: order.status },
        });
      }
      const booking: LockedBooking = {
        ...order,
        product_id: parties.product_id,
        product_name: parties.product_name,
        buyer_id: parties.buyer_id,
        seller_id: parties.seller_id,
      };
      if (move.action === 'propose')
        await this.propose(trx, caller, side, booking, proposed, move.place, linkOrigin);
      else await this.accept(trx, caller, side, booking, accepted, linkOrigin);
      return order.status;
    });
    // Committed: the other side's lists show the move at once, on whichever instance they are.
    publishBookingChanges(this.deps.events, [
      {
        userId: side === 'buyer' ? parties.seller_id : parties.buyer_id,
        orderId,
        productId: parties.product_id,
        status,
        role: other(side),
      },
    ]);
    return answerOrder(db, orderId, this.deps);
  }

  private async propose(
    trx: Transaction<DB>,
    caller: User,
    side: Side,
    booking: LockedBooking,
    instants: string[],
    place: string | undefined,
    linkOrigin: string,
  ): Promise<void> {
    const { timeZone, notifier } = this.deps;
    const at = this.clock().toISOString();
    await replaceProposals(trx, booking.id, side, instants, at);
    await reopenMeeting(trx, booking.id, at, place);
    await notifier?.notify(trx, linkOrigin, {
      userId: side === 'buyer' ? booking.seller_id : booking.buyer_id,
      kind: 'meeting',
      text: (intl) =>
        sayer(intl)(place === undefined ? meetingNotices.proposed : meetingNotices.proposedAt, {
          name: caller.name,
          product: booking.product_name,
          times: timesList(instants, timeZone, intl),
          place: place ?? '',
        }),
      link: BOOKINGS_PAGE[other(side)],
    });
    // The thread's line is read by both sides: in the shop's default language.
    const shopIntl = await notifier?.shopIntl(trx);
    await this.line(trx, booking, proposalLine(caller.name, instants, timeZone, place, shopIntl), at);
  }

  private async accept(
    trx: Transaction<DB>,
    caller: User,
    side: Side,
    booking: LockedBooking,
    instant: string,
    linkOrigin: string,
  ): Promise<void> {
    const { timeZone, notifier } = this.deps;
    const now = this.clock();
    const at = now.toISOString();
    const proposals = (await proposalsOf(trx, [booking.id])).get(booking.id) ?? [];
    if (proposals.length === 0) {
      throw new AppError('conflict', ordersErrors.meetingTimeProposedPropose, 'time');
    }
    if (proposals[0]!.proposed_by === side) {
      throw new AppError('conflict', ordersErrors.proposedTheseTimesOther, 'time');
    }
    if (!proposals.some((p) => p.starts_at === instant)) {
      throw new AppError('conflict', ordersErrors.timeAmongProposedOnes, 'time');
    }
    if (instant <= at) throw new AppError('conflict', ordersErrors.timePassedProposeAnother, 'time');
    // A meeting agreed within the reminder's reach needs no reminder: the agreement is one.
    const remindFrom = Date.parse(instant) - MEETING_RULES.reminderHoursBefore * HOUR;
    await agreeMeeting(trx, booking.id, instant, at, remindFrom <= now.getTime() ? at : null);

    await notifier?.notify(trx, linkOrigin, {
      userId: side === 'buyer' ? booking.seller_id : booking.buyer_id,
      kind: 'meeting',
      text: (intl) =>
        sayer(intl)(meetingNotices.agreed, {
          name: caller.name,
          product: booking.product_name,
          when: timeIn(instant, timeZone, intl, { year: true }),
          place: booking.location,
        }),
      link: BOOKINGS_PAGE[other(side)],
      // Both get the confirmation with the invitation below: one e-mail about it, not two.
      email: false,
    });
    await this.mailInvitations(trx, booking, instant, now, linkOrigin);
    // The thread's line is read by both sides: in the shop's default language.
    const shopIntl = await notifier?.shopIntl(trx);
    await this.line(trx, booking, agreedLine(instant, timeZone, booking.location, shopIntl), at);
  }

  /**
   * The confirmation with the calendar invitation, to each side with a live account and a
   * confirmed address. It is about a booking the person is on, like a booking's own messages,
   * so it goes whatever their notice e-mails are set to; queued in the agreement's transaction.
   */
  private async mailInvitations(
    trx: Transaction<DB>,
    booking: LockedBooking,
    instant: string,
    now: Date,
    linkOrigin: string,
  ): Promise<void> {
    const buyer = await findLiveUserById(trx, booking.buyer_id);
    const seller = await findLiveUserById(trx, booking.seller_id);
    const sides = [
      { person: buyer, otherPerson: seller, side: 'buyer' as const },
      { person: seller, otherPerson: buyer, side: 'seller' as const },
    ];
    for (const { person, otherPerson, side } of sides) {
      if (!person || person.disabled || !person.emailVerifiedAt) continue;
      // In the reader's language: the time, the invitation's words and the message around it.
      const intl: ServerIntl | undefined = await this.deps.notifier?.intlFor(trx, person.id);
      const otherName =
        otherPerson?.name ?? (intl ? sayer(intl)(meetingNotices.otherSide) : 'the other side');
      const when = timeIn(instant, this.deps.timeZone, intl, { year: true });
      const calendar = meetingInvitation({
        intl,
        orderId: booking.id,
        startsAt: instant,
        productName: booking.product_name,
        otherName,
        place: booking.location,
        attendee: { name: person.name, email: person.email },
        organizer: this.deps.organizer,
        agreedAt: now,
        bookedAt: booking.created_at,
      });
      await enqueueMail(
        trx,
        {
          to: person.email,
          recipientId: person.id,
          template: 'meeting-agreed',
          data: {
            name: person.name,
            otherName,
            productName: booking.product_name,
            when,
            timeZone: this.deps.timeZone,
            place: booking.location,
            link: BOOKINGS_PAGE[side],
            calendar,
          },
          origin: linkOrigin,
        },
        this.clock,
      );
    }
  }

  /** The move's line in the buyer's thread of the listing. */
  private async line(trx: Transaction<DB>, booking: LockedBooking, text: string, at: string): Promise<void> {
    await addSystemLine(trx, {
      productId: booking.product_id,
      buyerId: booking.buyer_id,
      sellerId: booking.seller_id,
      text,
      at,
    });
  }
}
