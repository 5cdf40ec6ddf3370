import type { Order, OrderStatus } from '@refocus/contract';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { type Clock, systemClock } from '../../clock.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue.public.js';
import { addSystemLine } from '../conversations/conversations.public.js';
import type { LiveEvents } from '../events/events.public.js';
import { tellSavers } from '../favourites/favourites.public.js';
import { refreshPriceGuideOfListing } from '../models/models.public.js';
import { type Notice, type Notifier, sayer } from '../notifications/notifications.public.js';
import { lockListing, moveListingStatus } from '../products/products.public.js';
import { findLiveUserById, requireVerifiedEmail, type User } from '../users/users.public.js';
import { type BookingChange, publishBookingChanges } from './booking-change-events.js';
import type { ListingBookedHook } from './listing-booked-hook.js';
import { proposalLine, timesList } from './meeting-texts.js';
import { proposedInstants } from './meeting-times.js';
import { type MeetingsDeps, MeetingsService } from './meetings.service.js';
import { answerOrder, answerOrders } from './order-answers.js';
import { orderNotices } from './order-notices.js';
import { type Actor, findTransition, guardAllows } from './order-transitions.js';
import {
  countBuyerOrders,
  countSellerBookings,
  declineOtherPending,
  findOrder,
  hasOpenOrder,
  insertOrder,
  listBuyerOrders,
  listSellerBookings,
  moveOrder,
  replaceProposals,
} from './orders.repository.js';
import { ordersErrors } from './orders-errors.js';

/** What the other side of a booking is told when the caller moves it. */
function noticeOf(
  order: {
    buyer_id: string | null;
    seller_id: string | null;
    user_name: string;
    product_name: string;
    status: OrderStatus;
  },
  caller: User,
  actor: Actor,
  to: OrderStatus,
): Notice {
  const product = order.product_name;
  if (actor === 'buyer' && order.status === 'accepted') {
    // Only past its agreed meeting time (order-transitions.ts): the buyer says it did not happen.
    return {
      userId: order.seller_id,
      kind: 'booking-cancelled',
      text: { message: orderNotices.meetingDidNotHappen, values: { buyer: order.user_name, product } },
      link: '/dashboard/bookings',
    };
  }
  if (actor === 'buyer') {
    // Only a cancellation is the buyer's to make.
    return {
      userId: order.seller_id,
      kind: 'booking-cancelled',
      text: { message: orderNotices.buyerCancelled, values: { buyer: order.user_name, product } },
      link: '/dashboard/bookings',
    };
  }
  const toBuyer = { userId: order.buyer_id, link: '/dashboard/my-orders' };
  switch (to) {
    case 'accepted':
      return {
        ...toBuyer,
        kind: 'booking-accepted',
        text: { message: orderNotices.accepted, values: { seller: caller.name, product } },
      };
    case 'declined':
      return {
        ...toBuyer,
        kind: 'booking-declined',
        text: { message: orderNotices.declined, values: { seller: caller.name, product } },
      };
    case 'completed':
      return {
        ...toBuyer,
        kind: 'booking-completed',
        text: { message: orderNotices.completed, values: { seller: caller.name, product } },
      };
    default:
      return {
        ...toBuyer,
        kind: 'booking-cancelled',
        text: { message: orderNotices.sellerCancelled, values: { seller: caller.name, product } },
      };
  }
}

interface Page {
  page: number;
  limit: number;
}

export class OrdersService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly origin: string,
    /** Live events to the other side of a booking (decision 023); none in some tests. */
    private readonly events?: LiveEvents,
    /** Notices to the other side, in the bell and by e-mail (decision 033); none in some tests. */
    private readonly notifier?: Notifier,
    private readonly clock: Clock = systemClock,
    meetingSettings: Pick<MeetingsDeps, 'timeZone' | 'organizer'> = {
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
    /** Told in the transaction of a booking the seller accepts (the offers module declines the listing's open offers). */
    private readonly listingBooked?: ListingBookedHook,
  ) {
    this.timeZone = meetingSettings.timeZone;
    this.meetings = new MeetingsService({ db, origin, events, notifier, clock, ...meetingSettings });
  }

  /** The shop's IANA zone of meeting times (`SHOP_TIME_ZONE`, decision 069). */
  private readonly timeZone: string;

  /** Meeting times of these bookings (issue 45, item 3). */
  readonly meetings: MeetingsService;

  /** Books a listing for the caller; name, email, product name and price come from the server. */
  async book(
    buyer: User,
    request: { productId: string; phoneNumber: string; location: string; meetingTimes?: string[] },
    /** Where the notice's e-mail links point (PUBLIC_URL or the request's origin). */
    linkOrigin = this.origin,
  ): Promise<Order> {
    requireVerifiedEmail(buyer);
    const id = uuidv7();
    // The times the buyer proposes to meet, checked before anything is written (issue 45, item 3).
    const meetingTimes = proposedInstants(
      request.meetingTimes ?? [],
      this.timeZone,
      this.clock(),
      'meetingTimes',
    );
    try {
      await writeTransaction(this.db, async (trx) => {
        // A shared lock: bookings of one listing go side by side, but a withdrawal or sale
        // waits for them (and they for it), so no booking lands on a listing taken away.
        const product = await lockListing(trx, request.productId, 'share');
        const seller = product ? await findLiveUserById(trx, product.seller_id) : undefined;
        // A disabled seller's listings are off the storefront: not bookable either.
        if (!product || product.deleted_at !== null || !seller || seller.disabled) {
          throw new AppError('not-found', ordersErrors.suchListing, 'productId');
        }
        if (product.seller_id === buyer.id) throw new AppError('conflict', ordersErrors.cannotBookOwnListing);
        if (product.status !== 'available')
          throw new AppError('conflict', ordersErrors.cameraLongerAvailable);
        if (await hasOpenOrder(trx, product.id, buyer.id)) {
          throw new AppError('conflict', ordersErrors.alreadyBookedCamera);
        }
        const now = this.clock().toISOString();
        await insertOrder(trx, {
          id,
          product_id: product.id,
          buyer_id: buyer.id,
          user_name: buyer.name,
          user_email: buyer.email,
          product_name: product.name,
          price: product.resale_price,
          phone_number: request.phoneNumber,
          location: request.location,
          status: 'pending',
          created_at: now,
          updated_at: now,
        });
        const booked = { buyer: buyer.name, product: product.name };
        await this.notifier?.notify(trx, linkOrigin, {
          userId: product.seller_id,
          kind: 'booking-requested',
          text:
            meetingTimes.length > 0
              ? (intl) =>
                  sayer(intl)(orderNotices.bookedProposing, {
                    ...booked,
                    times: timesList(meetingTimes, this.timeZone, intl),
                  })
              : { message: orderNotices.booked, values: booked },
          link: '/dashboard/bookings',
        });
        if (meetingTimes.length > 0) {
          await replaceProposals(trx, id, 'buyer', meetingTimes, now);
          await addSystemLine(trx, {
            productId: product.id,
            buyerId: buyer.id,
            sellerId: product.seller_id,
            // Read by both sides: in the shop's default language.
            text: proposalLine(
              buyer.name,
              meetingTimes,
              this.timeZone,
              undefined,
              await this.notifier?.shopIntl(trx),
            ),
            at: now,
          });
        }
      });
    } catch (error) {
      // Two requests at once: the partial unique index admits one open booking per buyer and listing.
      if (isUniqueViolation(error)) throw new AppError('conflict', ordersErrors.alreadyBookedCamera);
      throw error;
    }
    const row = await findOrder(this.db, id);
    if (!row) throw new AppError('not-found', ordersErrors.suchBooking);
    // Committed: the seller hears of the request on whichever instance they are connected to.
    this.tell(row.seller_id, { orderId: id, productId: row.product_id, status: 'pending', role: 'seller' });
    const [order] = await answerOrders(this.db, [row], this.answers);
    return order!;
  }

  async buyerOrders(buyer: User, page: Page) {
    const offset = (page.page - 1) * page.limit;
    const [rows, total] = await Promise.all([
      listBuyerOrders(this.db, buyer.id, offset, page.limit),
      countBuyerOrders(this.db, buyer.id),
    ]);
    return { items: await answerOrders(this.db, rows, this.answers), total };
  }

  async sellerBookings(seller: User, page: Page) {
    const offset = (page.page - 1) * page.limit;
    const [rows, total] = await Promise.all([
      listSellerBookings(this.db, seller.id, offset, page.limit),
      countSellerBookings(this.db, seller.id),
    ]);
    return { items: await answerOrders(this.db, rows, this.answers), total };
  }

  /** One allowed transition, in one transaction, or nothing changes. */
  async changeStatus(
    caller: User,
    orderId: string,
    to: OrderStatus,
    linkOrigin = this.origin,
  ): Promise<Order> {
    const order = await findOrder(this.db, orderId);
    if (!order) throw new AppError('not-found', ordersErrors.suchBooking);
    const actors: Actor[] = [];
    if (order.buyer_id === caller.id) actors.push('buyer');
    if (order.seller_id === caller.id) actors.push('seller');
    if (actors.length === 0) throw new AppError('forbidden', ordersErrors.bookingYours);

    const candidates = findTransition(order.status, to);
    if (candidates.length === 0) {
      throw new AppError(
        'conflict',
        { ...ordersErrors.bookingCannotBecome, values: { status: order.status, to } },
        'status',
      );
    }
    const transition = candidates.find(
      (t) => actors.includes(t.actor) && guardAllows(t, order, this.clock()),
    );
    // The caller's move, but not yet: its guard says why (a buyer before the meeting time). A
    // 403, as the older client was answered before a buyer could ever cancel an accepted booking.
    const guarded = candidates.find((t) => actors.includes(t.actor) && t.guard);
    if (!transition && guarded?.guard) throw new AppError('forbidden', guarded.guard.refusal, 'status');
    if (!transition) {
      throw new AppError(
        'forbidden',
        { ...ordersErrors.onlyActorCanMove, values: { actor: candidates[0]!.actor, to } },
        'status',
      );
    }

    let afterCommit: (() => void) | undefined;
    const declined = await writeTransaction(this.db, async (trx) => {
      // The listing first, then its orders: every writer of a listing locks in this order.
      await lockListing(trx, order.product_id);
      const now = this.clock().toISOString();
      // A guard read before the lock may be stale (new times proposed meanwhile): read it again.
      if (transition.guard) {
        const current = await findOrder(trx, order.id);
        if (!current || !guardAllows(transition, current, new Date(now))) {
          throw new AppError('forbidden', transition.guard.refusal, 'status');
        }
      }
      if (!(await moveOrder(trx, order.id, transition.from, transition.to, now))) {
        throw new AppError('conflict', ordersErrors.bookingChangedMeanwhileReload);
      }
      if (transition.listing) {
        const moved = await moveListingStatus(
          trx,
          order.product_id,
          transition.listing.from,
          transition.listing.to,
          now,
        );
        if (!moved) throw new AppError('conflict', ordersErrors.cameraLongerAvailable2);
      }
      const others =
        transition.to === 'accepted' ? await declineOtherPending(trx, order.product_id, order.id, now) : [];
      if (transition.to === 'accepted') {
        afterCommit = await this.listingBooked?.(trx, order.product_id, now, linkOrigin, order.buyer_id);
      }
      // A completed sale moves its model's price guide before any answer can show the old one.
      if (transition.to === 'completed')
        await refreshPriceGuideOfListing(trx, order.product_id, new Date(now));
      if (transition.listing) await bumpCatalogueVersion(trx);
      await this.notifier?.notify(trx, linkOrigin, noticeOf(order, caller, transition.actor, to));
      if (transition.listing?.to === 'sold') {
        // Its buyer and seller hear of the sale through the booking; everyone else who saved it, here.
        const sold = { kind: 'sold' as const, productId: order.product_id, name: order.product_name };
        await tellSavers(trx, this.notifier, linkOrigin, sold, [order.seller_id, order.buyer_id]);
      }
      for (const other of others) {
        await this.notifier?.notify(trx, linkOrigin, {
          userId: other.buyer_id,
          kind: 'booking-declined',
          text: { message: orderNotices.declinedForAnother, values: { product: order.product_name } },
          link: '/dashboard/my-orders',
        });
      }
      return others;
    });
    // Committed: the other side of the booking, and buyers whose bookings the accept declined, hear of it.
    const [otherId, role] =
      transition.actor === 'buyer'
        ? [order.seller_id, 'seller' as const]
        : [order.buyer_id, 'buyer' as const];
    const productId = order.product_id;
    this.tell(otherId, { orderId: order.id, productId, status: to, role });
    for (const other of declined) {
      this.tell(other.buyer_id, { orderId: other.id, productId, status: 'declined', role: 'buyer' });
    }
    afterCommit?.();
    return this.answer(order.id);
  }

  private tell(userId: string | null, data: Omit<BookingChange, 'userId'>): void {
    publishBookingChanges(this.events, [{ userId, ...data }]);
  }

  private get answers() {
    return { origin: this.origin, timeZone: this.timeZone };
  }

  private answer(id: string): Promise<Order> {
    return answerOrder(this.db, id, this.answers);
  }
}
