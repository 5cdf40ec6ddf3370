import type { ListingViewer, OwnListing, Product, ProductFields, ProductUpdate } from '@refocus/contract';
import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../../clock.js';
import type { UploadLimits } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import { toDollars } from '../../shared/money.js';
import type { LiveEvents } from '../events/events.public.js';
import { countSavers } from '../favourites/favourites.public.js';
import type { Notifier } from '../notifications/notifications.public.js';
import { countPendingOffers, findOpenOfferOf } from '../offers/offers.public.js';
import { countPendingBookings, findOpenOrderOf, publishBookingChanges } from '../orders/orders.public.js';
import type { User } from '../users/users.public.js';
import { createListing } from './listing-creation.js';
import { editListing } from './listing-edit.js';
import { withPhotos } from './listing-photos.js';
import { withdrawListings } from './listing-withdrawal.js';
import { toProduct } from './product-mapper.js';
import {
  countSellerProducts,
  findLiveProduct,
  listSellerProducts,
  lockListing,
} from './products.repository.js';
import { productsErrors } from './products-errors.js';

/** A seller's side of the catalogue: listing, editing, selling and withdrawing cameras. */
export class ListingsService {
  constructor(
    private readonly db: Kysely<DB>,
    /** Prefix for image URLs in answers: PUBLIC_URL when set. */
    private readonly origin: string,
    private readonly limits: Pick<UploadLimits, 'listingsPerDay'>,
    private readonly events?: LiveEvents,
    /** Savers hear of a price drop or a sale (decision 034); none in some tests. */
    private readonly notifier?: Notifier,
    private readonly clock: Clock = systemClock,
  ) {}

  async create(seller: User, fields: ProductFields, ownOrigins: string[]): Promise<Product> {
    const id = await createListing(this.db, this.limits, seller, fields, ownOrigins, this.clock());
    return this.answer(id);
  }

  /**
   * My Products: each listing with its bookings waiting for an answer (marking it sold declines
   * them) and how many people saved it (counted for this page only: decision 034).
   */
  async mine(seller: User, page: { page: number; limit: number }) {
    const [rows, total] = await Promise.all([
      listSellerProducts(this.db, seller.id, (page.page - 1) * page.limit, page.limit),
      countSellerProducts(this.db, seller.id),
    ]);
    const ids = rows.map((row) => row.id);
    const [pending, savers] = await Promise.all([
      countPendingBookings(this.db, ids),
      countSavers(this.db, ids),
    ]);
    const items: OwnListing[] = rows.map((row) => ({
      ...toProduct(row, this.origin),
      pendingBookings: pending.get(row.id) ?? 0,
      savedBy: savers.get(row.id) ?? 0,
    }));
    return { items, total };
  }

  /** One listing as its seller wrote it (the edit form): another seller's answers 403. */
  async own(caller: User, id: string): Promise<Product> {
    await this.ownedBy(caller, id, { allowAdmin: false });
    return this.answer(id);
  }

  /**
   * What the caller has to do with a listing: their running booking and open offer, or, for its
   * seller, the bookings and offers waiting for an answer. Indexed reads; the product answer
   * itself stays public.
   */
  async viewer(caller: User, id: string): Promise<ListingViewer> {
    const product = await findLiveProduct(this.db, id);
    if (!product) throw new AppError('not-found', productsErrors.suchListing);
    // An offer past its expiry is not open, whether or not the sweep wrote it down yet.
    const now = this.clock().toISOString();
    if (product.seller_id === caller.id) {
      const [pending, pendingOffers] = await Promise.all([
        countPendingBookings(this.db, [id]),
        countPendingOffers(this.db, id, now),
      ]);
      return {
        ownListing: true,
        pendingBookings: pending.get(id) ?? 0,
        openBooking: null,
        openOffer: null,
        pendingOffers,
      };
    }
    const [open, offer] = await Promise.all([
      findOpenOrderOf(this.db, id, caller.id),
      findOpenOfferOf(this.db, id, caller.id, now),
    ]);
    return {
      ownListing: false,
      pendingBookings: null,
      openBooking: open ? { _id: open.id, status: open.status, createdAt: open.created_at } : null,
      openOffer: offer
        ? { _id: offer.id, amount: toDollars(offer.amount), turn: offer.turn, expiresAt: offer.expires_at }
        : null,
      pendingOffers: null,
    };
  }

  /**
   * The owner edits any field, or marks the listing sold or available again. While a booking
   * holds the camera (status `booked`, decision 028) nothing changes: 409 until that booking
   * is cancelled or declined. A sold listing is edited only together with going back on sale.
   */
  async update(
    caller: User,
    id: string,
    request: ProductUpdate,
    ownOrigins: string[],
    /** Where the savers' e-mail links point (PUBLIC_URL or the request's origin). */
    linkOrigin = this.origin,
  ) {
    const current = await this.ownedBy(caller, id, { allowAdmin: false });
    const declined = await editListing(this.db, this.notifier, {
      caller,
      id,
      current,
      request,
      ownOrigins,
      linkOrigin,
      at: this.clock(),
    });
    // Committed: buyers whose waiting bookings the sale declined see it live.
    publishBookingChanges(this.events, declined);
    return this.answer(id);
  }

  async remove(caller: User, id: string): Promise<void> {
    await this.ownedBy(caller, id, { allowAdmin: true });
    const now = this.clock().toISOString();
    const closed = await writeTransaction(this.db, async (trx) => {
      const product = await lockListing(trx, id);
      if (!product || product.deleted_at !== null)
        throw new AppError('not-found', productsErrors.suchListing);
      return withdrawListings(trx, [id], now);
    });
    // Committed: the buyers whose bookings it closed see it live.
    publishBookingChanges(this.events, closed);
  }

  private async ownedBy(caller: User, id: string, rule: { allowAdmin: boolean }) {
    const product = await findLiveProduct(this.db, id);
    if (!product) throw new AppError('not-found', productsErrors.suchListing);
    const may = product.seller_id === caller.id || (rule.allowAdmin && caller.admin);
    if (!may) throw new AppError('forbidden', productsErrors.listingBelongsAnotherSeller);
    return product;
  }

  private async answer(id: string): Promise<Product> {
    const row = await findLiveProduct(this.db, id);
    if (!row) throw new AppError('not-found', productsErrors.suchListing);
    return withPhotos(this.db, toProduct(row, this.origin), this.origin);
  }
}
