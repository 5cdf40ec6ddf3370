import type { CreateOfferRequest, Offer, OfferMoveRequest, OfferParty } from '@refocus/contract';
import type { Kysely, Transaction } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { type Clock, systemClock } from '../../clock.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import type { LiveEvents } from '../events/events.public.js';
import type { Notifier } from '../notifications/notifications.public.js';
import { findOpenOrderOf } from '../orders/orders.public.js';
import { lockListing } from '../products/products.public.js';
import { findLiveUserById, requireVerifiedEmail, type User } from '../users/users.public.js';
import { bookAgreedOffer } from './agreed-booking.js';
import { declineOpenOffersOfListing } from './listing-offer-closing.js';
import { writeExpiry } from './offer-expiry.js';
import { LiveNotes } from './offer-live.js';
import { toOffer } from './offer-mapper.js';
import { checkAmount, checkMove, expiryAfter } from './offer-rules.js';
import { moveLine, moveNotice, OFFERS_LINK } from './offer-words.js';
import {
  acceptsOffers,
  countOffers,
  expiredOpenOfferOf,
  findMoves,
  findOffer,
  insertMove,
  insertOffer,
  listOffers,
  moveOffer,
  type OfferRow,
} from './offers.repository.js';
import { offersErrors } from './offers-errors.js';

const ALREADY_OPEN = offersErrors.alreadyOpen;

interface Page {
  page: number;
  limit: number;
}

/** Offers (issue 45, decision 069): a buyer offers below the asking price, the two sides answer in turn. */
export class OffersService {
  constructor(
    private readonly db: Kysely<DB>,
    /** Prefix for image URLs in answers, and the notices' links by default: PUBLIC_URL when set. */
    private readonly origin: string,
    /** Live events to the other side of each move (decision 023); none in some tests. */
    private readonly events?: LiveEvents,
    /** Notices in the bell and by e-mail (decision 033); none in some tests. */
    private readonly notifier?: Notifier,
    private readonly clock: Clock = systemClock,
  ) {}

  /** A signed-in buyer with a confirmed address offers on a listing on sale that takes offers. */
  async create(buyer: User, request: CreateOfferRequest, linkOrigin = this.origin): Promise<Offer> {
    requireVerifiedEmail(buyer);
    const id = uuidv7();
    let notes = new LiveNotes();
    try {
      await writeTransaction(this.db, async (trx) => {
        notes = new LiveNotes();
        // Shared, as a booking takes it: offers on one listing go side by side, but an accept,
        // a sale or a withdrawal waits for them (and they for it).
        const product = await lockListing(trx, request.productId, 'share');
        const seller = product ? await findLiveUserById(trx, product.seller_id) : undefined;
        // A disabled seller's listings are off the storefront: no offers on them either.
        if (!product || product.deleted_at !== null || !seller || seller.disabled) {
          throw new AppError('not-found', offersErrors.suchListing, 'productId');
        }
        if (product.seller_id === buyer.id) {
          throw new AppError('conflict', offersErrors.cannotMakeOfferOwn);
        }
        if (product.status !== 'available') {
          throw new AppError('conflict', offersErrors.cameraLongerAvailableBooked);
        }
        if (!(await acceptsOffers(trx, product.id))) {
          throw new AppError('conflict', offersErrors.sellerTakesOffersCamera);
        }
        if (await findOpenOrderOf(trx, product.id, buyer.id)) {
          throw new AppError('conflict', offersErrors.alreadyBookedCameraAt);
        }
        const asked = Number(product.resale_price);
        const amount = checkAmount(request.amount, asked);
        const now = this.clock();
        const at = now.toISOString();
        // The buyer's last offer expired but is not swept yet: written down now, so this one fits.
        const stale = await expiredOpenOfferOf(trx, product.id, buyer.id, at);
        if (stale) {
          const expired = await writeExpiry(trx, this.notifier, linkOrigin, stale, at);
          if (expired) notes.add(expired);
        }
        const offer = {
          id,
          product_id: product.id,
          buyer_id: buyer.id,
          seller_id: product.seller_id,
          buyer_name: buyer.name,
          seller_name: seller.name,
        };
        await insertOffer(trx, {
          ...offer,
          asked_price: asked,
          amount,
          note: request.note ?? '',
          status: 'open',
          turn: 'seller',
          rounds: 1,
          order_id: null,
          created_at: at,
          updated_at: at,
          expires_at: expiryAfter(now),
        });
        await insertMove(trx, { offer_id: id, actor: 'buyer', action: 'offer', amount, created_at: at });
        const names = { ...offer, product_name: product.name };
        await this.notifier?.notify(trx, linkOrigin, {
          userId: product.seller_id,
          kind: 'offer',
          text: moveNotice(names, 'buyer', 'offer', amount),
          link: OFFERS_LINK,
        });
        // The thread's line, read by both sides: in the shop's default language.
        const shopIntl = await this.notifier?.shopIntl(trx);
        await notes.line(trx, offer, moveLine(names, 'buyer', 'offer', amount, shopIntl), at);
        notes.offer(product.seller_id, {
          offerId: id,
          productId: product.id,
          status: 'open',
          role: 'seller',
        });
      });
    } catch (error) {
      // Two offers at once: the partial unique index admits one open offer per buyer and listing.
      if (isUniqueViolation(error)) throw new AppError('conflict', ALREADY_OPEN);
      throw error;
    }
    notes.publish(this.events);
    return this.answer(id, 'buyer');
  }

  /** The caller's offers as buyer, seller or both, newest move first. */
  async mine(caller: User, query: Page & { role?: OfferParty; status?: 'open' | 'closed' }) {
    const now = this.clock();
    const filter = { userId: caller.id, role: query.role, status: query.status, now: now.toISOString() };
    const [rows, total] = await Promise.all([
      listOffers(this.db, filter, (query.page - 1) * query.limit, query.limit),
      countOffers(this.db, filter),
    ]);
    const moves = await findMoves(
      this.db,
      rows.map((row) => row.id),
    );
    const items = rows.map((row) =>
      toOffer(row, moves.get(row.id) ?? [], roleOf(row, caller)!, now, this.origin),
    );
    return { items, total };
  }

  /** One offer, for either of its two sides. */
  async get(caller: User, id: string): Promise<Offer> {
    const row = await this.partyRow(caller, id);
    return this.answer(row.id, roleOf(row, caller)!);
  }

  /** One move, in one transaction, or nothing changes; an accept books the listing in the same one. */
  async move(caller: User, id: string, request: OfferMoveRequest, linkOrigin = this.origin): Promise<Offer> {
    const found = await this.partyRow(caller, id);
    const by = roleOf(found, caller)!;
    const notes = await writeTransaction(this.db, async (trx) => {
      const moved = new LiveNotes();
      // The listing first, then its offers and orders: every writer of a listing locks in this order.
      const listing = await lockListing(trx, found.product_id);
      const offer = await findOffer(trx, id);
      if (!listing || !offer) throw new AppError('not-found', offersErrors.suchOffer);
      const now = this.clock();
      const at = now.toISOString();
      const outcome = checkMove(offer, by, request, now, {
        available: await this.onSale(trx, listing),
        // The asking price now: the seller may have edited it since the offer was made.
        askedCents: Number(listing.resale_price),
      });
      const orderId =
        outcome.status === 'accepted'
          ? await bookAgreedOffer(trx, this.notifier, linkOrigin, offer, listing, at, moved)
          : undefined;
      const changed = await moveOffer(trx, id, offer, {
        status: outcome.status,
        turn: outcome.turn,
        rounds: outcome.rounds,
        amount: outcome.amount,
        updated_at: at,
        ...(outcome.status === 'open' ? { expires_at: expiryAfter(now) } : {}),
        ...(orderId ? { order_id: orderId } : {}),
      });
      if (!changed) throw new AppError('conflict', offersErrors.offerChangedMeanwhileReload);
      await insertMove(trx, {
        offer_id: id,
        actor: by,
        action: request.action,
        amount: outcome.movePrice,
        created_at: at,
      });
      const other: OfferParty = by === 'buyer' ? 'seller' : 'buyer';
      // A decline names the price it turned down; a withdrawal names none.
      const price = outcome.movePrice ?? offer.amount;
      await this.notifier?.notify(trx, linkOrigin, {
        userId: other === 'buyer' ? offer.buyer_id : offer.seller_id,
        kind: 'offer',
        text: moveNotice(offer, by, request.action, price),
        link: OFFERS_LINK,
      });
      // The thread's line, read by both sides: in the shop's default language.
      const shopIntl = await this.notifier?.shopIntl(trx);
      await moved.line(trx, offer, moveLine(offer, by, request.action, price, shopIntl), at);
      moved.offer(other === 'buyer' ? offer.buyer_id : offer.seller_id, {
        offerId: id,
        productId: offer.product_id,
        status: outcome.status,
        role: other,
      });
      return moved;
    });
    notes.publish(this.events);
    return this.answer(id, by);
  }

  /**
   * Called in the transaction of a booking the seller accepted the usual way (the orders
   * module's hook): the listing is booked, so its open offers are declined. Answers what to
   * publish once that transaction committed.
   */
  async declineForBooking(
    trx: Transaction<DB>,
    productId: string,
    at: string,
    linkOrigin = this.origin,
    /** The buyer of the accepted booking: their own offer closes as made moot, not outbid. */
    bookedBuyerId?: string | null,
  ): Promise<() => void> {
    const { notes } = await declineOpenOffersOfListing(trx, this.notifier, linkOrigin, {
      productId,
      reason: 'booking',
      at,
      bookedBuyerId,
    });
    return () => notes.publish(this.events);
  }

  /** The listing is on sale by a seller whose account is on: a price can be agreed on it. */
  private async onSale(
    trx: Transaction<DB>,
    listing: { status: string; deleted_at: string | null; seller_id: string },
  ): Promise<boolean> {
    if (listing.status !== 'available' || listing.deleted_at !== null) return false;
    const seller = await findLiveUserById(trx, listing.seller_id);
    return Boolean(seller && !seller.disabled);
  }

  private async partyRow(caller: User, id: string): Promise<OfferRow> {
    const row = await findOffer(this.db, id);
    if (!row) throw new AppError('not-found', offersErrors.suchOffer);
    if (!roleOf(row, caller)) throw new AppError('forbidden', offersErrors.offerYours);
    return row;
  }

  private async answer(id: string, role: OfferParty): Promise<Offer> {
    const row = await findOffer(this.db, id);
    if (!row) throw new AppError('not-found', offersErrors.suchOffer);
    const moves = await findMoves(this.db, [id]);
    return toOffer(row, moves.get(id) ?? [], role, this.clock(), this.origin);
  }
}

function roleOf(
  row: { buyer_id: string | null; seller_id: string | null },
  caller: User,
): OfferParty | undefined {
  if (row.buyer_id === caller.id) return 'buyer';
  if (row.seller_id === caller.id) return 'seller';
  return undefined;
}
