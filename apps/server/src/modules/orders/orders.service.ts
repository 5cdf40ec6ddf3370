import type { Order, OrderStatus } from '@refocus/contract';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { isUniqueViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../errors/app-error.js';
import { bumpCatalogueVersion } from '../catalogue/catalogue.public.js';
import { lockListing, moveListingStatus } from '../products/products.public.js';
import { findLiveUserById, requireVerifiedEmail, type User } from '../users/users.public.js';
import { toOrder } from './order-mapper.js';
import { type Actor, findTransition } from './order-transitions.js';
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
} from './orders.repository.js';

interface Page {
  page: number;
  limit: number;
}

export class OrdersService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly origin: string,
  ) {}

  /** Books a listing for the caller; name, email, product name and price come from the server. */
  async book(
    buyer: User,
    request: { productId: string; phoneNumber: string; location: string },
  ): Promise<Order> {
    requireVerifiedEmail(buyer);
    const id = uuidv7();
    try {
      await writeTransaction(this.db, async (trx) => {
        // A shared lock: bookings of one listing go side by side, but a withdrawal or sale
        // waits for them (and they for it), so no booking lands on a listing taken away.
        const product = await lockListing(trx, request.productId, 'share');
        const seller = product ? await findLiveUserById(trx, product.seller_id) : undefined;
        // A disabled seller's listings are off the storefront: not bookable either.
        if (!product || product.deleted_at !== null || !seller || seller.disabled) {
          throw new AppError('not-found', 'No such listing.', 'productId');
        }
        if (product.seller_id === buyer.id)
          throw new AppError('conflict', 'You cannot book your own listing.');
        if (product.status !== 'available')
          throw new AppError('conflict', 'This camera is no longer available.');
        if (await hasOpenOrder(trx, product.id, buyer.id)) {
          throw new AppError('conflict', 'You have already booked this camera.');
        }
        const now = new Date().toISOString();
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
      });
    } catch (error) {
      // Two requests at once: the partial unique index admits one open booking per buyer and listing.
      if (isUniqueViolation(error)) throw new AppError('conflict', 'You have already booked this camera.');
      throw error;
    }
    return this.answer(id);
  }

  async buyerOrders(buyer: User, page: Page) {
    const offset = (page.page - 1) * page.limit;
    const [rows, total] = await Promise.all([
      listBuyerOrders(this.db, buyer.id, offset, page.limit),
      countBuyerOrders(this.db, buyer.id),
    ]);
    return { items: rows.map((row) => toOrder(row, this.origin)), total };
  }

  async sellerBookings(seller: User, page: Page) {
    const offset = (page.page - 1) * page.limit;
    const [rows, total] = await Promise.all([
      listSellerBookings(this.db, seller.id, offset, page.limit),
      countSellerBookings(this.db, seller.id),
    ]);
    return { items: rows.map((row) => toOrder(row, this.origin)), total };
  }

  /** One allowed transition, in one transaction, or nothing changes. */
  async changeStatus(caller: User, orderId: string, to: OrderStatus): Promise<Order> {
    const order = await findOrder(this.db, orderId);
    if (!order) throw new AppError('not-found', 'No such booking.');
    const actors: Actor[] = [];
    if (order.buyer_id === caller.id) actors.push('buyer');
    if (order.seller_id === caller.id) actors.push('seller');
    if (actors.length === 0) throw new AppError('forbidden', 'This booking is not yours.');

    const candidates = findTransition(order.status, to);
    if (candidates.length === 0) {
      throw new AppError('conflict', `A ${order.status} booking cannot become ${to}.`, 'status');
    }
    const transition = candidates.find((t) => actors.includes(t.actor));
    if (!transition) {
      throw new AppError(
        'forbidden',
        `Only the ${candidates[0]!.actor} can make this booking ${to}.`,
        'status',
      );
    }

    await writeTransaction(this.db, async (trx) => {
      // The listing first, then its orders: every writer of a listing locks in this order.
      await lockListing(trx, order.product_id);
      const now = new Date().toISOString();
      if (!(await moveOrder(trx, order.id, transition.from, transition.to, now))) {
        throw new AppError('conflict', 'This booking was changed meanwhile; reload and try again.');
      }
      if (transition.listing) {
        const moved = await moveListingStatus(
          trx,
          order.product_id,
          transition.listing.from,
          transition.listing.to,
          now,
        );
        if (!moved) throw new AppError('conflict', 'This camera is no longer available for that.');
      }
      if (transition.to === 'accepted') await declineOtherPending(trx, order.product_id, order.id, now);
      if (transition.listing) await bumpCatalogueVersion(trx);
    });
    return this.answer(order.id);
  }

  private async answer(id: string): Promise<Order> {
    const row = await findOrder(this.db, id);
    if (!row) throw new AppError('not-found', 'No such booking.');
    return toOrder(row, this.origin);
  }
}
